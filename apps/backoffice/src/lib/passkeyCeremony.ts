import { ZPasskeyOptionsSchema } from '@fitmarket/core/api/staff-security';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';

/**
 * One WebAuthn ceremony: the server's options (POST `optionsPath` with `body`), then the
 * browser's own dialog (fingerprint, face, security key) making a passkey or using one; its
 * answer is what the caller posts back. Rejects with the browser's error when the person closes
 * the dialog. @simplewebauthn/browser is loaded only here: most sign-ins and account visits
 * never need it.
 */
export async function passkeyCeremony(
  ceremony: 'register' | 'authenticate',
  optionsPath: string,
  body?: object,
) {
  const options = await apiRequest(optionsPath, {
    schema: ZPasskeyOptionsSchema,
    method: 'POST',
    ...(body ? { body } : {}),
  });
  const browser = await import('@simplewebauthn/browser');
  const optionsJSON = options as never;
  return ceremony === 'register'
    ? browser.startRegistration({ optionsJSON })
    : browser.startAuthentication({ optionsJSON });
}
