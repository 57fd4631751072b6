import { z } from 'zod';
import { CURRENCIES, REASON_MAX } from '../limits';
import { ZIsoDateSchema } from './dates';
import { pageQueryShape, ZPaginationSchema } from './envelope';

/**
 * The back-office payments page (issue 19 point 8): payments, refunds, subscriptions and
 * receipts, each a table with the same filters and a CSV export of the same columns, so staff
 * can answer a billing question.
 */
export const ADMIN_PAYMENT_LISTS = ['payments', 'refunds', 'subscriptions', 'receipts'] as const;
export type AdminPaymentList = (typeof ADMIN_PAYMENT_LISTS)[number];

/** The columns of each list, in order (the table's, the CSV's header). */
export const ADMIN_PAYMENT_COLUMNS = {
  payments: [
    'id',
    'created_at',
    'order_id',
    'buyer_email',
    'purpose',
    'target_id',
    'description',
    'amount_minor',
    'currency',
    'status',
    'refunded_minor',
    'provider',
    'payment_reference',
  ],
  refunds: [
    'id',
    'created_at',
    'payment_id',
    'order_id',
    'buyer_email',
    'amount_minor',
    'currency',
    'provider_event_id',
    'status_after',
  ],
  subscriptions: [
    'id',
    'created_at',
    'user_id',
    'buyer_email',
    'membership_id',
    'status',
    'amount_minor',
    'currency',
    'provider',
    'provider_reference',
    'current_period_end',
    'cancel_at_period_end',
  ],
  receipts: [
    'id',
    'issued_at',
    'number_text',
    'order_id',
    'buyer_name',
    'buyer_email',
    'business_id',
    'description',
    'gross_minor',
    'net_minor',
    'vat_minor',
    'vat_rate_basis_points',
    'currency',
    'payment_status',
    'kind',
  ],
} as const satisfies Record<AdminPaymentList, readonly string[]>;

export const ZAdminPaymentListParamsSchema = z.object({ list: z.enum(ADMIN_PAYMENT_LISTS) });

/**
 * Filters: `from`/`to` UTC days (both included) of creation or issue, `q` an e-mail, order id
 * or receipt number (part of), `status` the list's status (payments: payment status;
 * subscriptions: subscription status; refunds and receipts: the payment's status).
 */
export const ZAdminPaymentFiltersSchema = z.object({
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  q: z.string().trim().max(200).optional(),
  status: z.string().trim().max(40).optional(),
});
export type TAdminPaymentFilters = z.infer<typeof ZAdminPaymentFiltersSchema>;

export const ZAdminPaymentListQuerySchema = ZAdminPaymentFiltersSchema.extend({
  ...pageQueryShape,
});
export type TAdminPaymentListQuery = z.infer<typeof ZAdminPaymentListQuerySchema>;

// The null rides on the string (an empty text cell): OpenAPI 3.0 wants `nullable` beside a type,
// not beside an anyOf.
const ZCellSchema = z.union([z.string().nullable(), z.number(), z.boolean()]);

/** One page of a list: its column names and rows of cells in that order (money in minor units). */
export const ZAdminPaymentListSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(ZCellSchema)),
  meta: z.object({ pagination: ZPaginationSchema }),
});
export type TAdminPaymentList = z.infer<typeof ZAdminPaymentListSchema>;

/**
 * POST /v1/admin/payments/{id}/refund (docs/payments.md "Staff refunds"): refunds what is left
 * of a paid membership payment, with an optional note for the audit log.
 */
export const ZAdminRefundParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const ZAdminRefundRequestSchema = z.object({
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequestSchema>;

/** The refund asked for: it runs as a job; the lists show it once the provider has made it. */
export const ZAdminRefundSchema = z.object({
  payment_id: z.number().int(),
  order_id: z.string(),
  refund_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The month it paid for was running or to come: the subscription ended now. */
  subscription_ended: z.boolean(),
  /** False when this refund had been asked for already (the same answer, nothing done twice). */
  requested_now: z.boolean(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefundSchema>;

/** Whether a payments-list row is a membership payment staff may refund (its button). */
export function isStaffRefundable(purpose: unknown, status: unknown): boolean {
  return purpose === 'membership' && (status === 'paid' || status === 'partially_refunded');
}
