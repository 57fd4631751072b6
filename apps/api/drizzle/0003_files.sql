CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_known" CHECK ("files"."kind" in ('avatar')),
	CONSTRAINT "files_format_known" CHECK ("files"."format" in ('jpeg', 'png', 'gif'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_image_file_idx" ON "users" USING btree ("image_file_id");--> statement-breakpoint
-- Until now image was any text a client sent (javascript: URLs, foreign sites, data: URLs);
-- none of it came from an upload, so none of it is kept.
UPDATE "users" SET "image" = NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_is_a_file" CHECK (("users"."image" is null) = ("users"."image_file_id" is null));