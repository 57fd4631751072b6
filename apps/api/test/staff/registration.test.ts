import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMail } from '../../src/auth/emails';
import {
  bearer,
  expectRefusal,
  mailsTo,
  newAddress,
  ROOMY_RATE_LIMITS,
} from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInStaff } from '../helpers/users';
import { backofficeCodeMailedTo, createStaff, findUserByEmail, staffLogin } from './admin-helpers';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  const owner = await createStaff(t, { role: 'owner' });
  ownerToken = await signInStaff(t, owner.email);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Staff-pass42';

function invite(email: string, role: 'owner' | 'admin' = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/invitations',
    headers: bearer(ownerToken),
    payload: { email, role },
  });
}

function requestLink(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/register/email',
    headers,
    payload: { email },
  });
}

function registerAccount(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/register/account',
    headers,
    payload: {
      first_name: 'Sanna',
      last_name: 'Staff',
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
      ...body,
    },
  });
}

/**
 * An invited address that lost its invitation and asked for a new link at step 1; returns the
 * new link's code.
 */
async function invitedWithLink(role: 'owner' | 'admin' = 'admin') {
  const email = newAddress('invited');
  expect((await invite(email, role)).statusCode).toBe(200);
  expect((await requestLink(email)).statusCode).toBe(200);
  return { email, code: await backofficeCodeMailedTo(t, email, BACKOFFICE_LINKS.register) };
}

describe('signing up to the back-office by invitation', () => {
  it('goes from the invitation to a signed-in staff account with the invited role', async () => {
    const email = newAddress('newadmin');
    const invited = await invite(email, 'admin');
    expect(invited.statusCode, invited.body).toBe(200);
    // The invitation itself carries the registration link: one mail, no step 1.
    const code = await backofficeCodeMailedTo(t, email, BACKOFFICE_LINKS.register);
    expect(await mailsTo(t, email)).toHaveLength(1);

    const lookUp = await t.app.inject({ method: 'GET', url: `/v1/admin/register/${code}` });
    expect(lookUp.statusCode, lookUp.body).toBe(200);
    expect(lookUp.json()).toEqual({ data: { email } });

    const registered = await registerAccount({
      code,
      email,
      description: 'Runs the support desk',
      email_notifications: false,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { access_token, token_type, expires_in } = registered.json().data;
    expect(token_type).toBe('Bearer');
    expect(expires_in).toBe(t.deps.config.TOKEN_TTL_HOURS * 3600);

    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/me',
      headers: bearer(access_token),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      email,
      role: 'admin',
      first_name: 'Sanna',
      last_name: 'Staff',
      description: 'Runs the support desk',
      email_notifications: false,
      language: 'en',
    });
    expect((await findUserByEmail(t, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await staffLogin(t, { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/invitations',
      headers: bearer(ownerToken),
    });
    const invitation = list.json().data.find((row: { email: string }) => row.email === email);
    expect(invitation.accepted_at).not.toBeNull();
  });

  it('makes an owner of an address invited as owner', async () => {
    const { email, code } = await invitedWithLink('owner');
    expect((await registerAccount({ code, email })).statusCode).toBe(200);
    expect((await findUserByEmail(t, email))?.role).toBe('owner');
  });

  it('answers a non-invited address the same, mails only the "by invitation" note and makes no account', async () => {
    const email = newAddress('stranger');
    const response = await requestLink(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(accountMail('staffNotInvited', 'en', email).subject);
    expect(mails[0]?.links).toEqual([]);
    expect(await findUserByEmail(t, email)).toBeUndefined();
  });

  it('mails only the note to an address that already has an account', async () => {
    const customer = await createStaff(t, { role: 'customer' });
    await invite(newAddress('unrelated'));
    const response = await requestLink(customer.email);
    expect(response.json()).toEqual({ data: { sent: true } });
    const mails = await mailsTo(t, customer.email);
    expect(mails.map((mail) => mail.links)).toEqual([[]]);
  });

  it('writes the mail and the account in the language of the request', async () => {
    const email = newAddress('finnish');
    await invite(email);
    await requestLink(email, { 'accept-language': 'fi' });
    const [, linkMail] = await mailsTo(t, email);
    expect(linkMail?.subject).toBe(accountMail('staffRegistration', 'fi', email).subject);

    const code = await backofficeCodeMailedTo(t, email, BACKOFFICE_LINKS.register);
    await registerAccount({ code, email }, { 'accept-language': 'fi' });
    expect((await findUserByEmail(t, email))?.language).toBe('fi');
  });

  it('refuses an invalid address with 1018 and sends nothing', async () => {
    expectRefusal(await requestLink('not-an-address'), 422, 1018, 'email');
    expect(await mailsTo(t, 'not-an-address')).toHaveLength(0);
  });
});

describe('refusing a registration link that does not hold', () => {
  it('refuses an unknown code with 1088, on look-up and on sign-up', async () => {
    const unknown = 'never-mailed-registration-code';
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/v1/admin/register/${unknown}` }),
      404,
      1088,
    );
    expectRefusal(await registerAccount({ code: unknown, email: newAddress('guess') }), 404, 1088);
  });

  it('refuses a used link with 1088 and makes no second account', async () => {
    const { email, code } = await invitedWithLink();
    expect((await registerAccount({ code, email })).statusCode).toBe(200);
    expectRefusal(await registerAccount({ code, email, first_name: 'Again' }), 404, 1088);
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/v1/admin/register/${code}` }),
      404,
      1088,
    );
    expect((await findUserByEmail(t, email))?.firstName).toBe('Sanna');
  });

  it('refuses a link used for another address with 1088', async () => {
    const { code } = await invitedWithLink();
    const other = newAddress('hijacker');
    expectRefusal(await registerAccount({ code, email: other }), 404, 1088);
    expect(await findUserByEmail(t, other)).toBeUndefined();
  });

  it('refuses the link of a withdrawn invitation with 1088', async () => {
    const { email, code } = await invitedWithLink();
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/invitations',
      headers: bearer(ownerToken),
    });
    const { id } = list.json().data.find((row: { email: string }) => row.email === email);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/invitations/${id}`,
      headers: bearer(ownerToken),
    });

    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/v1/admin/register/${code}` }),
      404,
      1088,
    );
    expectRefusal(await registerAccount({ code, email }), 404, 1088);
    expect(await findUserByEmail(t, email)).toBeUndefined();
  });

  it('refuses a weak or mismatched password without spending the link', async () => {
    const { email, code } = await invitedWithLink();
    expectRefusal(
      await registerAccount({ code, email, password: 'short', password_repeat: 'short' }),
      422,
      1308,
      'password',
    );
    expectRefusal(
      await registerAccount({ code, email, password_repeat: 'Different-pass1' }),
      422,
      1083,
      'password_repeat',
    );
    expect((await registerAccount({ code, email })).statusCode).toBe(200);
  });

  it('refuses with 1087 when the address got an account meanwhile', async () => {
    const { email, code } = await invitedWithLink();
    await createStaff(t, { email, role: 'customer' });
    expectRefusal(await registerAccount({ code, email }), 409, 1087, 'email');
  });
});
