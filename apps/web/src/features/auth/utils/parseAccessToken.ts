/** The bearer token in a sign-in answer (`{ access_token }`); anything else is a broken answer. */
export function parseAccessToken(data: unknown): string {
  const token = (data as { access_token?: unknown } | null | undefined)?.access_token;
  if (typeof token !== 'string' || token === '')
    throw new TypeError('No access_token in the answer');
  return token;
}
