import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/renderRoutes';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  const onLanguageChange = vi.fn();
  renderRoutes([{ path: '/', element: <SiteFooter onLanguageChange={onLanguageChange} /> }], '/');
  return { onLanguageChange };
}

describe('SiteFooter', () => {
  it('links the terms, the privacy policy and the contact address', () => {
    renderFooter();
    const nav = within(screen.getByRole('navigation', { name: 'Fitmarket information' }));
    expect(nav.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/page/terms',
    );
    expect(nav.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/page/privacy',
    );
    expect(
      nav.getByRole('link', { name: 'Contact us: support@fitmarket.fi' }).getAttribute('href'),
    ).toBe('mailto:support@fitmarket.fi');
  });

  it('links the marketing pages', () => {
    renderFooter();
    const nav = within(screen.getByRole('navigation', { name: 'Fitmarket information' }));
    for (const [name, href] of [
      ['For customers', '/for-customers'],
      ['For professionals', '/for-professionals'],
      ['Memberships', '/memberships'],
      ['Become a tester', '/testers'],
    ]) {
      expect(nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('switches the language, and says so to the account', async () => {
    const { onLanguageChange } = renderFooter();
    const languages = within(screen.getByRole('group', { name: 'Language' }));
    expect(languages.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(languages.getByRole('button', { name: 'Suomi' }));
    // The Finnish texts load on demand.
    expect(await screen.findByRole('link', { name: 'Käyttöehdot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tietosuojaseloste' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suomi' }).getAttribute('aria-pressed')).toBe('true');
    expect(onLanguageChange).toHaveBeenCalledWith('fi');
  });
});
