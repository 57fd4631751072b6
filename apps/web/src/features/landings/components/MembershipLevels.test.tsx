import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { MembershipLevels } from './MembershipLevels';

function Levels({ current }: { current?: number }) {
  return useSectionTexts('landings') ? <MembershipLevels current={current} /> : null;
}

describe('MembershipLevels', () => {
  it("shows each level's perks as core defines them, and marks the viewer's own", async () => {
    renderRoutes([{ path: '/', element: <Levels current={2} /> }], '/');
    const premium = within(await screen.findByTestId('membership-premium'));
    expect(premium.getByText(`Up to ${MEMBERSHIP_PERKS[3].maxPhotos} gallery photos`)).toBeTruthy();
    expect(premium.getByText('Premium badge on your profile and cards')).toBeTruthy();
    const lift = Math.round((MEMBERSHIP_PERKS[3].rankingWeight - 1) * 100);
    expect(premium.getByText(`Search visibility +${lift}%`)).toBeTruthy();
    const free = within(screen.getByTestId('membership-free'));
    expect(
      free.getByText(`Up to ${MEMBERSHIP_PERKS[1].maxCertificates} certificates`),
    ).toBeTruthy();
    expect(free.getByText('Standard search visibility')).toBeTruthy();
    expect(free.queryByText('Your membership')).toBeNull();
    expect(
      within(screen.getByTestId('membership-basic')).getByText('Your membership'),
    ).toBeTruthy();
  });
});
