import { z } from 'zod';
import { CURRENCIES } from '../limits';
import { PAYMENT_STATUSES } from '../rules/payments';
import { RECEIPT_KINDS } from '../rules/receipts';

/**
 * A receipt (issue 19): numbered from one gapless sequence ("FM-000042" as `number_text`), the
 * VAT part at Finland's rate shown separately, in integer minor units of `currency`.
 * `payment_status` and `refunded_minor` say whether it was refunded since. A refund has a
 * `credit_note` of its own, from the same sequence, naming the receipt it credits; its amounts
 * are what was refunded (positive figures).
 */
export const ZReceiptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECEIPT_KINDS),
  /** A credit note's receipt ("FM-000042"); null on a receipt. */
  credits_number_text: z.string().nullable(),
  number: z.number().int(),
  number_text: z.string(),
  issued_at: z.string(),
  order_id: z.string(),
  description: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  business_id: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  gross_minor: z.number().int(),
  net_minor: z.number().int(),
  vat_minor: z.number().int(),
  /** 2550 = 25.5 %. */
  vat_rate_basis_points: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  refunded_minor: z.number().int(),
});
export type TReceipt = z.infer<typeof ZReceiptSchema>;
export const ZReceiptsSchema = z.array(ZReceiptSchema);

export const ZReceiptParamsSchema = z.object({ id: z.coerce.number().int().positive() });
