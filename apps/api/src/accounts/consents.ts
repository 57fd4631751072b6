import { type ConsentInput, consentIssues } from '@fitmarket/core/rules/consents';
import { AppError } from '../errors/app-error';

/**
 * Both the terms of use and the privacy policy must be accepted (core rule), for the e-mail and
 * the social sign-up alike. The API answers 1309 on each unticked box: the privacy policy's own
 * code (2005) is the form's wording only.
 */
export function assertConsents(input: ConsentInput): void {
  const missing = Object.entries(consentIssues(input)).flatMap(([field, code]) =>
    code === null ? [] : [{ code: 1309 as const, field }],
  );
  if (missing.length > 0) throw new AppError(missing);
}
