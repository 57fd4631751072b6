CREATE TABLE "membership_periods" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"membership_id" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_subscriptions_level_check" CHECK ("membership_subscriptions"."membership_id" in (2, 3)),
	CONSTRAINT "membership_subscriptions_status_check" CHECK ("membership_subscriptions"."status" in ('pending', 'active', 'ended', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "professional_insights" (
	"professional_id" integer NOT NULL,
	"week" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "professional_insights_professional_id_week_pk" PRIMARY KEY("professional_id","week")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"buyer_id" integer,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"business_id" text,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "receipts_sum_check" CHECK ("receipts"."net_minor" + "receipts"."vat_minor" = "receipts"."gross_minor"),
	CONSTRAINT "receipts_currency_check" CHECK ("receipts"."currency" in ('eur', 'usd', 'gbp', 'aud', 'sek', 'yen')),
	CONSTRAINT "receipts_language_check" CHECK ("receipts"."language" in ('en', 'fi'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_reference" text;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_subscription_id_membership_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."membership_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_insights" ADD CONSTRAINT "professional_insights_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_periods_subscription_idx" ON "membership_periods" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_user_idx" ON "membership_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_reference_idx" ON "membership_subscriptions" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "receipts_buyer_idx" ON "receipts" USING btree ("buyer_id","number");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("provider","subscription_reference");