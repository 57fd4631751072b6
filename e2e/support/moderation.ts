import { type APIRequestContext, expect } from '@playwright/test';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from './marketplace';
import { webURL } from './urls';

/** Calls the API (the marketplace's unless `base` says) as the holder of `token`: its `data`. */
export async function callAs(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
  base = webURL,
) {
  const response = await request.fetch(`${base}${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

/** The ids of a professional's reviews on their public profile. */
export async function publicReviewIds(request: APIRequestContext, slug: string) {
  const response = await request.get(`${webURL}/v1/professionals/${slug}/reviews?per_page=100`);
  return ((await response.json()).data as { id: number }[]).map((review) => review.id);
}

/**
 * Something in each back-office queue, through the marketplace API: a new customer writes to a
 * demo professional with reviews (the landing page's number `from` or the next with any), who
 * reports the message; the customer reports the professional's oldest review shown (a new one
 * may be another spec's, running beside this one). Reasons and the message end with `stamp`.
 */
export async function seedReports(request: APIRequestContext, stamp: string, from: number) {
  const landing = (await (await request.get(`${webURL}/v1/landing`)).json()).data;
  const professionals = (landing.professionals as { id: number; slug: string }[])
    .toSorted((a, b) => a.id - b.id)
    .slice(from);
  for (const professional of professionals) {
    const reviewId = (await publicReviewIds(request, professional.slug)).at(-1);
    if (!reviewId) continue;
    const proToken = await customerToken(
      request,
      await demoProfessionalEmail(professional.slug),
      DEMO_PASSWORD,
    );
    const email = uniqueEmail('moderated');
    await createConfirmedCustomer(request, email);
    const token = await customerToken(request, email);
    const customer = (await callAs(request, token, 'GET', '/v1/me')) as { id: number };
    const conversation = await callAs(request, token, 'POST', '/v1/conversations', {
      professional_id: professional.id,
    });
    const body = `Cheap pills at example.com ${stamp}`;
    const message = await callAs(
      request,
      token,
      'POST',
      `/v1/conversations/${conversation.id}/messages`,
      { body },
    );
    await callAs(request, proToken, 'POST', `/v1/messages/${message.id}/report`, {
      reason: `Spam ${stamp}`,
    });
    await callAs(request, token, 'POST', `/v1/reviews/${reviewId}/report`, {
      reason: `Looks fake ${stamp}`,
    });
    return { professional, reviewId, customer, body };
  }
  throw new Error('no demo professional with reviews');
}
