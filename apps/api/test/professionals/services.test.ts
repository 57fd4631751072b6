import { MAX_SERVICES } from '@fitmarket/core/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../accounts/account-helpers';
import {
  basicInfo,
  createProfileTestApp,
  idOf,
  profileCall,
  service,
  signedInProfessional,
} from './profile-helpers';

const { t, catalogue } = await createProfileTestApp();
afterAll(() => t.close());

const save = (token: string, services: unknown[]) =>
  profileCall(t, token, 'PUT', '/services', { services });

describe('PUT /v1/me/professional/services', () => {
  it('replaces the list in the order sent, priced in the profile currency', async () => {
    const { token } = await signedInProfessional(t);
    await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { currency: 'gbp' }));
    const massage = service(catalogue, {
      service_id: idOf(catalogue.serviceIds, 'sports-massage'),
      duration_minutes: 90,
      sessions: 5,
      discount_percent: 10,
      first_session_discount_percent: 50,
      package_description: 'Five sessions over five weeks.',
    });
    const first = await save(token, [service(catalogue), massage]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.services).toMatchObject([
      { ...service(catalogue), currency: 'gbp' },
      { ...massage, currency: 'gbp' },
    ]);

    const second = await save(token, [massage]);
    expect(second.json().data.services).toHaveLength(1);
    expect(second.json().data.services[0].service_id).toBe(massage.service_id);

    // Changing the profile's currency reprices in it.
    await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { currency: 'eur' }));
    const profile = (await profileCall(t, token, 'GET', '')).json().data;
    expect(profile.services[0].currency).toBe('eur');
  });

  it("never touches another professional's services", async () => {
    const [a, b] = [await signedInProfessional(t), await signedInProfessional(t)];
    await save(a.token, [service(catalogue), service(catalogue)]);
    await save(b.token, [service(catalogue)]);
    const profileOfA = (await profileCall(t, a.token, 'GET', '')).json().data;
    expect(profileOfA.services).toHaveLength(2);
  });

  it("changes a service sent with its id in place, and refuses the id of someone else's", async () => {
    const [a, b] = [await signedInProfessional(t), await signedInProfessional(t)];
    const saved = (await save(a.token, [service(catalogue), service(catalogue)])).json().data;
    const [kept, dropped] = saved.services as { id: number }[];
    const changed = await save(a.token, [
      { ...service(catalogue, { price_minor: 9900 }), id: kept?.id },
      service(catalogue),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const services = changed.json().data.services as { id: number; price_minor: number }[];
    expect(services[0]).toMatchObject({ id: kept?.id, price_minor: 9900 });
    expect(services.map((row) => row.id)).not.toContain(dropped?.id);

    const foreign = await save(b.token, [{ ...service(catalogue), id: kept?.id }]);
    expectRefusal(foreign, 422, 1301, 'services.0.id');
    const untouched = (await profileCall(t, a.token, 'GET', '')).json().data;
    expect(untouched.services[0]).toMatchObject({ id: kept?.id, price_minor: 9900 });
  });

  it(`wants 1 to ${MAX_SERVICES} services`, async () => {
    const { token } = await signedInProfessional(t);
    expectRefusal(await save(token, []), 422, 1256, 'services');
    const eleven = Array.from({ length: MAX_SERVICES + 1 }, () => service(catalogue));
    expectRefusal(await save(token, eleven), 422, 1320, 'services');
    expect((await save(token, eleven.slice(1))).statusCode).toBe(200);
  });

  it('prices only sub-services, for the SPEC durations, and keeps the old list when refused', async () => {
    const { token } = await signedInProfessional(t);
    await save(token, [service(catalogue)]);
    const refused = await save(token, [
      service(catalogue),
      // A main service, not one of its children.
      service(catalogue, { service_id: idOf(catalogue.serviceIds, 'training') }),
      service(catalogue, { service_id: 999_999, duration_minutes: 50 }),
    ]);
    expectRefusal(refused, 422, 1301, 'services.1.service_id');
    expectRefusal(refused, 422, 1301, 'services.2.service_id');
    expectRefusal(refused, 422, 1301, 'services.2.duration_minutes');
    expectRefusal(await save(token, [service(catalogue, { duration_minutes: 540 })]), 422, 1301);
    expectRefusal(
      await save(token, [service(catalogue, { discount_percent: 101 })]),
      422,
      1301,
      'services.0.discount_percent',
    );
    const profile = (await profileCall(t, token, 'GET', '')).json().data;
    expect(profile.services).toHaveLength(1);
  });
});
