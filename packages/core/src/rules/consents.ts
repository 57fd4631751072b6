import type { ErrorCode } from '../errors/catalogue';

export interface ConsentInput {
  terms_accepted: boolean;
  privacy_accepted: boolean;
}

/**
 * Sign-up needs both the terms of use and the privacy policy accepted (SPEC §5): the code under
 * each unticked box, by field. The server refuses each with 1309; a form can say which one is
 * missing, so the privacy policy alone is 2005.
 */
export function consentIssues(input: ConsentInput): Record<keyof ConsentInput, ErrorCode | null> {
  return {
    terms_accepted: input.terms_accepted ? null : 1309,
    privacy_accepted: input.privacy_accepted ? null : 2005,
  };
}
