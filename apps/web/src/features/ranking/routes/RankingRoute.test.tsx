import { sponsoredEn } from '@fitmarket/core/i18n/en/sponsored';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { RankingRoute } from './RankingRoute';

const texts = sponsoredEn.ranking;

describe('RankingRoute', () => {
  it('shows each section under its own heading: the parameters in order of weight, then what payment changes', async () => {
    renderRoutes([{ path: '/', element: <RankingRoute lang="en" /> }], '/');
    const main = await screen.findByRole('region', { name: texts.mainTitle });
    const params = within(main).getByRole('list');
    expect(params.tagName).toBe('OL');
    expect(
      within(params)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(texts.params));
    expect(within(main).getByText(texts.filtersNote)).toBeTruthy();
    const paid = screen.getByRole('region', { name: texts.paidTitle });
    expect(within(paid).getByRole('list').tagName).toBe('UL');
    expect(within(paid).getAllByRole('listitem')).toHaveLength(Object.keys(texts.paid).length);
    expect(within(paid).getByText(texts.unpaidNote)).toBeTruthy();
    const contact = screen.getByRole('region', { name: texts.contactTitle });
    expect(within(contact).getByText(texts.contactText)).toBeTruthy();
    expect(within(contact).queryByRole('list')).toBeNull();
  });
});
