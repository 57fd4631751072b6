CREATE TABLE "campaign_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_impressions" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "campaign_impressions_campaign_id_day_viewer_pk" PRIMARY KEY("campaign_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "campaign_keyword_terms" (
	"keyword_id" integer NOT NULL,
	"word_index" integer NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "campaign_keyword_terms_keyword_id_word_index_term_pk" PRIMARY KEY("keyword_id","word_index","term")
);
--> statement-breakpoint
CREATE TABLE "campaign_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"word_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_viewer_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"placement" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"cpm_minor" integer DEFAULT 0 NOT NULL,
	"impressions_paid" integer DEFAULT 0 NOT NULL,
	"impressions_counted" integer DEFAULT 0 NOT NULL,
	"clicks_counted" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_by" text,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ad_title" text,
	"ad_description" text,
	"ad_image" text,
	"ad_url" text,
	"ad_cta_label" text,
	"affiliate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_check" CHECK ("campaigns"."type" in ('search', 'ads')),
	CONSTRAINT "campaigns_placement_check" CHECK ("campaigns"."placement" in ('search', 'profile') and ("campaigns"."type" = 'ads' or "campaigns"."placement" = 'search')),
	CONSTRAINT "campaigns_currency_check" CHECK ("campaigns"."currency" in ('eur', 'usd', 'gbp', 'aud', 'sek', 'yen')),
	CONSTRAINT "campaigns_paused_by_check" CHECK ("campaigns"."paused_by" in ('user', 'staff')),
	CONSTRAINT "campaigns_counts_check" CHECK ("campaigns"."impressions_counted" >= 0 and "campaigns"."clicks_counted" >= 0 and "campaigns"."price_minor" >= 0
        and ("campaigns"."placement" = 'profile' or "campaigns"."impressions_counted" <= "campaigns"."impressions_paid")),
	CONSTRAINT "campaigns_ad_check" CHECK ("campaigns"."type" = 'search' or ("campaigns"."ad_title" is not null and "campaigns"."ad_url" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "campaign_clicks" ADD CONSTRAINT "campaign_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_impressions" ADD CONSTRAINT "campaign_impressions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_keyword_terms" ADD CONSTRAINT "campaign_keyword_terms_keyword_id_campaign_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."campaign_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_keywords" ADD CONSTRAINT "campaign_keywords_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_affiliate_id_professional_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."professional_affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_clicks_viewer_idx" ON "campaign_clicks" USING btree ("campaign_id","viewer","clicked_at");--> statement-breakpoint
CREATE INDEX "campaign_impressions_address_idx" ON "campaign_impressions" USING btree ("campaign_id","day","address");--> statement-breakpoint
CREATE INDEX "campaign_keyword_terms_term_idx" ON "campaign_keyword_terms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "campaign_keywords_campaign_idx" ON "campaign_keywords" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_user_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_list_idx" ON "campaigns" USING btree ("type","placement","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_payment_idx" ON "campaigns" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "campaigns_affiliate_idx" ON "campaigns" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_active_profile_ad" ON "campaigns" USING btree ("user_id") WHERE "campaigns"."placement" = 'profile' and "campaigns"."active" and "campaigns"."approved" and "campaigns"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.block', 'user.activate', 'user.promote', 'user.publish', 'user.unpublish', 'ad.approve', 'ad.reject', 'user.delete', 'staff.invite', 'staff.withdraw-invitation', 'message.remove', 'message.keep', 'review.hide', 'review.keep', 'affiliate.create', 'affiliate.update', 'affiliate.delete'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'campaign', 'invitation', 'affiliate'));