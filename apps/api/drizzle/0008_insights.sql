CREATE TABLE "affiliate_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_partners_name_check" CHECK (char_length(trim("affiliate_partners"."name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "professional_affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_affiliates_code_check" CHECK ("professional_affiliates"."code" ~ '^[A-Z0-9-]{3,40}$')
);
--> statement-breakpoint
DROP INDEX "search_logs_summary_idx";--> statement-breakpoint
ALTER TABLE "professional_affiliates" ADD CONSTRAINT "professional_affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_affiliates" ADD CONSTRAINT "professional_affiliates_partner_id_affiliate_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."affiliate_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_partners_name_unique" ON "affiliate_partners" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "professional_affiliates_user_partner_unique" ON "professional_affiliates" USING btree ("user_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_affiliates_partner_code_unique" ON "professional_affiliates" USING btree ("partner_id","code");--> statement-breakpoint
CREATE INDEX "professional_affiliates_created_idx" ON "professional_affiliates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_logs_summary_idx" ON "search_logs" USING btree ("created_at","result_count","search","location_formatted","lat","lon");