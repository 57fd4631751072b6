/** The Marketing section's pages, one chunk for both (their route entries stay small). */
export { CampaignWizardRoute } from './CampaignWizardRoute';
export { MarketingRoute } from './MarketingRoute';
