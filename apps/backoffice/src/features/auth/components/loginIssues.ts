import { type TLogin, ZLoginSchema } from '@fitmarket/core/api/auth';
import { validateEmail } from '@fitmarket/core/rules/email';
import { coreFieldCodes } from '@fitmarket/ui/useCoreForm';

/**
 * What POST /v1/admin/login would refuse in these credentials, by field: its schema and the
 * core e-mail rule, as useCoreForm checks every other form.
 */
export function loginIssues(credentials: TLogin) {
  return coreFieldCodes(ZLoginSchema, credentials, {
    email: validateEmail(credentials.email),
    password: credentials.password === '' ? 1307 : null,
  });
}
