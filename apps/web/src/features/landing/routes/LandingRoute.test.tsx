import { errorText } from '@fitmarket/core/errors/error-text';
import { en } from '@fitmarket/core/i18n/en';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { LandingRoute } from './LandingRoute';

const texts = en.web.landing.professionals;

/** The landing page alone, with GET /v1/landing answering `answer`. */
function renderLanding(answer: Parameters<typeof fakeApi>[0][string]) {
  fakeApi({ 'GET /v1/landing': answer });
  renderRoutes([{ path: '/', element: <LandingRoute /> }], '/');
}

describe('LandingRoute', () => {
  it('says so when the marketplace has no professionals yet', async () => {
    renderLanding(
      ok({ professionals: [], specialities: [], stats: { professionals: 0, cities: 0 } }),
    );
    const empty = await screen.findByTestId('professionals-empty');
    expect(within(empty).getByText(texts.emptyTitle)).toBeTruthy();
    expect(within(empty).getByText(texts.emptyLead)).toBeTruthy();
  });

  it('shows why the professionals did not load, in the error catalogue words', async () => {
    renderLanding(failure(503, 1304));
    const failed = await screen.findByTestId('professionals-error');
    expect(within(failed).getByText(texts.errorTitle)).toBeTruthy();
    expect(await within(failed).findByText(errorText(1304, 'en'))).toBeTruthy();
  });
});
