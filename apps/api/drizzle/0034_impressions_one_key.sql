DROP INDEX "campaign_impressions_address_idx";--> statement-breakpoint
ALTER TABLE "campaign_impressions" DROP CONSTRAINT "campaign_impressions_campaign_id_day_viewer_pk";--> statement-breakpoint
ALTER TABLE "campaign_impressions" ADD CONSTRAINT "campaign_impressions_campaign_id_day_address_viewer_pk" PRIMARY KEY("campaign_id","day","address","viewer");