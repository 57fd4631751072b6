import type { TCampaignPriceList } from '@fitmarket/core/api/campaigns';
import { FINNISH_VAT_BASIS_POINTS } from '@fitmarket/core/rules/campaign-pricing';
import type { Config } from '../config';

/** The price list of the configuration (CAMPAIGN_* settings; README lists the defaults). */
export function campaignPriceList(config: Config): TCampaignPriceList {
  return {
    currency: config.CAMPAIGN_CURRENCY,
    search_cpm_minor: config.CAMPAIGN_SEARCH_CPM_MINOR,
    ads_cpm_minor: config.CAMPAIGN_ADS_CPM_MINOR,
    min_budget_minor: config.CAMPAIGN_MIN_BUDGET_MINOR,
    max_budget_minor: config.CAMPAIGN_MAX_BUDGET_MINOR,
    budget_options_minor: config.CAMPAIGN_BUDGET_OPTIONS.filter(
      (budget) =>
        budget >= config.CAMPAIGN_MIN_BUDGET_MINOR && budget <= config.CAMPAIGN_MAX_BUDGET_MINOR,
    ),
    vat_basis_points: FINNISH_VAT_BASIS_POINTS,
  };
}
