import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMail } from '../../src/auth/emails';
import { auditLog } from '../../src/db/schema';
import {
  bearer,
  expectRefusal,
  mailsTo,
  newAddress,
  ROOMY_RATE_LIMITS,
} from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signInStaff } from '../helpers/users';
import { createStaff } from './admin-helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createStaff>>;
let ownerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  owner = await createStaff(t, { role: 'owner' });
  ownerToken = await signInStaff(t, owner.email);
  adminToken = await signInStaff(t, (await createStaff(t)).email);
});
afterAll(() => t.close());

function invite(
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/invitations',
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
}

function list(token: string) {
  return t.app.inject({ method: 'GET', url: '/v1/admin/invitations', headers: bearer(token) });
}

function withdraw(token: string, id: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/v1/admin/invitations/${id}`,
    headers: bearer(token),
  });
}

describe('staff invitations', () => {
  it('invites an address, mails it a registration link and lists the invitation', async () => {
    const email = newAddress('colleague');
    const response = await invite(ownerToken, { email: email.toUpperCase(), role: 'owner' });
    expect(response.statusCode, response.body).toBe(200);
    const invitation = response.json().data;
    expect(invitation).toMatchObject({ email, role: 'owner', accepted_at: null });

    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      accountMail('staffInvitation', 'en', email).subject,
    ]);
    // The link is a registration link (sign-up step 3), not the generic step 1.
    const [link] = mails[0]?.links ?? [];
    const registerPage = `${t.deps.config.backofficeUrl}${BACKOFFICE_LINKS.register}`;
    expect(link?.startsWith(registerPage), link).toBe(true);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/register/${link?.slice(registerPage.length)}`,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toEqual({ data: { email } });

    const listed = await list(ownerToken);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toContainEqual(invitation);
  });

  it('invites as admin when no role is given', async () => {
    const response = await invite(ownerToken, { email: newAddress('helper') });
    expect(response.json().data.role).toBe('admin');
  });

  it('refreshes an invitation sent again, with the new role', async () => {
    const email = newAddress('twice');
    const first = await invite(ownerToken, { email, role: 'admin' });
    const second = await invite(ownerToken, { email, role: 'owner' });
    expect(second.json().data).toMatchObject({ id: first.json().data.id, role: 'owner' });
    const rows = (await list(ownerToken))
      .json()
      .data.filter((row: { email: string }) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it('mails the invitation in the language of the request', async () => {
    const email = newAddress('suomi');
    await invite(ownerToken, { email }, { 'accept-language': 'fi' });
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe(accountMail('staffInvitation', 'fi', email).subject);
  });

  it('refuses an address that already has an account with 1087 and mails nothing', async () => {
    const customer = await createUser(t.deps.database.db);
    expectRefusal(await invite(ownerToken, { email: customer.email }), 409, 1087, 'email');
    expect(await mailsTo(t, customer.email)).toHaveLength(0);
  });

  it('refuses an invalid address with 1018 and a role that is not staff with 1301', async () => {
    expectRefusal(await invite(ownerToken, { email: 'no-at-sign' }), 422, 1018, 'email');
    expectRefusal(
      await invite(ownerToken, { email: newAddress(), role: 'customer' }),
      422,
      1301,
      'role',
    );
  });

  it('withdraws an invitation; an unknown id is 404 with 1302', async () => {
    const email = newAddress('withdrawn');
    const { id } = (await invite(ownerToken, { email })).json().data;
    const response = await withdraw(ownerToken, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    const emails = (await list(ownerToken)).json().data.map((row: { email: string }) => row.email);
    expect(emails).not.toContain(email);
    expectRefusal(await withdraw(ownerToken, id), 404, 1302);
  });

  it('records who invited and who withdrew in the audit log', async () => {
    const email = newAddress('audited');
    const { id } = (await invite(ownerToken, { email, role: 'admin' })).json().data;
    await withdraw(ownerToken, id);
    const entries = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'invitation'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.id));
    expect(entries).toMatchObject([
      { actorId: owner.id, action: 'staff.invite', after: { email, role: 'admin' } },
      {
        actorId: owner.id,
        action: 'staff.withdraw-invitation',
        before: { email, role: 'admin' },
      },
    ]);
  });
});

describe('who may manage invitations', () => {
  it('refuses an admin with 403 and 1002 on every invitation route', async () => {
    const { id } = (await invite(ownerToken, { email: newAddress('kept') })).json().data;
    const email = newAddress('by-admin');

    expectRefusal(await list(adminToken), 403, 1002);
    expectRefusal(await invite(adminToken, { email, role: 'owner' }), 403, 1002);
    expectRefusal(await withdraw(adminToken, id), 403, 1002);

    const emails = (await list(ownerToken)).json().data.map((row: { email: string }) => row.email);
    expect(emails).not.toContain(email);
    expect(emails.length).toBeGreaterThan(0);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('refuses a request without a token with 401 and 1002', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/invitations',
      payload: { email: newAddress() },
    });
    expectRefusal(response, 401, 1002);
  });
});
