import { describe, expect, it } from 'vitest';
import { type CampaignProgress, campaignDisplayStatus, campaignStatusLabelKey } from './campaign';

const running: CampaignProgress = {
  placement: 'search',
  impressions_counted: 999,
  impressions_paid: 1000,
  active: true,
};

describe('campaignDisplayStatus', () => {
  it('is active while paid impressions remain', () => {
    expect(campaignDisplayStatus(running)).toBe('active');
  });

  it('ends a search campaign once every paid impression is shown', () => {
    expect(campaignDisplayStatus({ ...running, impressions_counted: 1000 })).toBe('ended');
    expect(campaignDisplayStatus({ ...running, impressions_counted: 1001, active: false })).toBe(
      'ended',
    );
  });

  it('never ends a profile ad by impressions, because profile ads are free', () => {
    expect(
      campaignDisplayStatus({ ...running, placement: 'profile', impressions_counted: 5000 }),
    ).toBe('active');
  });

  it('is deactive when switched off before the end', () => {
    expect(campaignDisplayStatus({ ...running, active: false })).toBe('deactive');
    expect(
      campaignDisplayStatus({
        ...running,
        placement: 'profile',
        impressions_paid: 0,
        active: false,
      }),
    ).toBe('deactive');
  });
});

describe('campaignStatusLabelKey', () => {
  it('shows a deactive campaign as paused', () => {
    expect(campaignStatusLabelKey('deactive')).toBe('paused');
    expect(campaignStatusLabelKey('active')).toBe('active');
    expect(campaignStatusLabelKey('ended')).toBe('ended');
  });
});
