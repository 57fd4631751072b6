CREATE TABLE "campaign_counter_slots" (
	"campaign_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_counter_slots_campaign_id_slot_pk" PRIMARY KEY("campaign_id","slot"),
	CONSTRAINT "campaign_counter_slots_counted_check" CHECK ("campaign_counter_slots"."counted" >= 0 and "campaign_counter_slots"."counted" <= "campaign_counter_slots"."granted")
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_counts_check";--> statement-breakpoint
ALTER TABLE "campaign_clicks" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "impressions_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_counter_slots" ADD CONSTRAINT "campaign_counter_slots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_clicks_address_idx" ON "campaign_clicks" USING btree ("campaign_id","address","clicked_at");--> statement-breakpoint
-- The counts so far move into each campaign's slot 0, granted as counted.
INSERT INTO "campaign_counter_slots" ("campaign_id", "slot", "granted", "counted")
	SELECT "id", 0, "impressions_counted", "impressions_counted" FROM "campaigns" WHERE "impressions_counted" > 0;--> statement-breakpoint
UPDATE "campaigns" SET "impressions_granted" = "impressions_counted";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "impressions_counted";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_counts_check" CHECK ("campaigns"."impressions_granted" >= 0 and "campaigns"."clicks_counted" >= 0 and "campaigns"."price_minor" >= 0
        and ("campaigns"."placement" = 'profile' or "campaigns"."impressions_granted" <= "campaigns"."impressions_paid"));