import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  type TProfessionalSearchRequest,
  type TProfessionalSearchResponse,
  type TSearchSuggestions,
  ZProfessionalSearchResponseSchema,
  ZSearchSuggestionsSchema,
} from '@fitmarket/core/api/search';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';

/**
 * The marketplace search and its suggestions as a visitor's browser asks for them, answered
 * 200 and checked against their schemas: the requests the search tests share.
 */

const ZSuggestionsResponseSchema = dataEnvelope(ZSearchSuggestionsSchema);

/** POST /v1/professionals/search with '#' for every field the body leaves out. */
export async function searchRequest(
  t: TestApp,
  body: Partial<TProfessionalSearchRequest>,
  lang: string,
): Promise<TProfessionalSearchResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/professionals/search',
    headers: { 'accept-language': lang },
    payload: { search: '#', location: '#', lat: '#', lng: '#', geoLocation: '#', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZProfessionalSearchResponseSchema.parse(response.json());
}

/** GET /v1/professionals/suggestions?q=… */
export async function suggestionsRequest(
  t: TestApp,
  q: string,
  lang: string,
): Promise<TSearchSuggestions> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/professionals/suggestions?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZSuggestionsResponseSchema.parse(response.json()).data;
}
