ALTER TYPE "public"."code_purpose" ADD VALUE 'social_connect';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'social_reconnect';--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"token" "bytea",
	"token_key_id" text,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_import_at" timestamp with time zone,
	"last_error" text,
	"import_cursor" text,
	"import_started_at" timestamp with time zone,
	"next_import_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_connections_provider_check" CHECK ("social_connections"."provider" in ('instagram', 'facebook')),
	CONSTRAINT "social_connections_status_check" CHECK ("social_connections"."status" in ('connected', 'needs_reconnect', 'error')),
	CONSTRAINT "social_connections_token_key_check" CHECK (("social_connections"."token" is null) = ("social_connections"."token_key_id" is null))
);
--> statement-breakpoint
CREATE TABLE "social_item_media" (
	"item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_id" uuid NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	CONSTRAINT "social_item_media_item_id_position_pk" PRIMARY KEY("item_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"connection_id" integer,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"permalink" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"relevance" text NOT NULL,
	"relevance_override" text,
	"featured" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"commercial" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_items_provider_check" CHECK ("social_items"."provider" in ('instagram', 'facebook')),
	CONSTRAINT "social_items_relevance_check" CHECK ("social_items"."relevance" in ('low', 'medium', 'high')),
	CONSTRAINT "social_items_override_check" CHECK ("social_items"."relevance_override" is null or "social_items"."relevance_override" in ('low', 'medium', 'high')),
	CONSTRAINT "social_items_counts_check" CHECK ("social_items"."likes" >= 0 and "social_items"."comments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_known";--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_item_media" ADD CONSTRAINT "social_item_media_item_id_social_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."social_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_item_media" ADD CONSTRAINT "social_item_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_items" ADD CONSTRAINT "social_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_items" ADD CONSTRAINT "social_items_connection_id_social_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."social_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_user_provider_unique" ON "social_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_one_default" ON "social_connections" USING btree ("user_id") WHERE "social_connections"."is_default";--> statement-breakpoint
CREATE INDEX "social_connections_next_import_idx" ON "social_connections" USING btree ("next_import_at");--> statement-breakpoint
CREATE INDEX "social_item_media_file_idx" ON "social_item_media" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_items_post_unique" ON "social_items" USING btree ("user_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "social_items_connection_idx" ON "social_items" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "social_items_user_posted_idx" ON "social_items" USING btree ("user_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_known" CHECK ("files"."kind" in ('avatar', 'photo', 'certificate', 'social'));