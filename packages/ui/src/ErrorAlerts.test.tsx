import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { ErrorAlerts } from './ErrorAlerts';
import { createI18n } from './lib/i18n';
import { everyText } from './testing/texts';

/** The alerts' texts, once the error texts (loaded on first use) are in. */
async function renderAlerts(errors: { code: number; message?: string }[]) {
  render(
    <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
      <ErrorAlerts errors={errors} />
    </AppProviders>,
  );
  return (await screen.findAllByTestId('error-alert')).map((alert) => alert.textContent);
}

describe('ErrorAlerts', () => {
  it('shows a known code in the catalogue text of the shown language', async () => {
    expect(await renderAlerts([{ code: 1025, message: 'whatever the server said' }])).toEqual([
      'Invalid email or password.',
    ]);
  });

  it("shows the server's text where it carries a value only the server knows", async () => {
    const message = 'Your membership allows at most 3 photos.';
    expect(await renderAlerts([{ code: 1322, message }])).toEqual([message]);
  });

  it('shows at most five', async () => {
    expect(await renderAlerts(Array.from({ length: 7 }, () => ({ code: 1307 })))).toHaveLength(5);
  });
});
