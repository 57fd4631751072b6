import { ZCodeSchema, ZEmailAnswerSchema } from '@fitmarket/core/api/auth';
import { forgetValue, keepValue, keptValue } from '@fitmarket/ui/lib/keptValue';
import type { z } from 'zod';

/**
 * What the sign-up and password-reset flows carry from one step to the next: the address the
 * link was sent to (step 2 shows it) and, once the e-mailed link was opened, its code (step 3
 * sends it). Kept in sessionStorage: it survives a reload but not the closing of the tab, and it
 * expires like every kept value (SPEC §9).
 */
export type EmailedLinkFlow = 'signup' | 'forgot';

const ZEmailedLinkSchema = ZEmailAnswerSchema.extend({
  email: ZEmailAnswerSchema.shape.email.min(1),
  code: ZCodeSchema.shape.code.optional(),
});
export type EmailedLinkState = z.infer<typeof ZEmailedLinkSchema>;

const storageKey = (flow: EmailedLinkFlow) => `${flow}_link`;

export function rememberEmailedLink(flow: EmailedLinkFlow, state: EmailedLinkState): void {
  // Blocked storage keeps nothing; the step after then asks the visitor to start again.
  keepValue('session', storageKey(flow), state);
}

/** What the step before kept, or null when nothing (or something else) is kept. */
export function emailedLink(flow: EmailedLinkFlow): EmailedLinkState | null {
  return ZEmailedLinkSchema.safeParse(keptValue('session', storageKey(flow))).data ?? null;
}

export function forgetEmailedLink(flow: EmailedLinkFlow): void {
  forgetValue('session', storageKey(flow));
}
