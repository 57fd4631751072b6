CREATE TABLE "search_documents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"speciality_vector" "tsvector" NOT NULL,
	"names" text NOT NULL,
	"quality" real NOT NULL,
	"ranking_weight" real NOT NULL,
	"membership_id" smallint NOT NULL,
	"rating" double precision,
	"rating_count" integer NOT NULL,
	"min_price_minor" integer,
	"currency" text NOT NULL,
	"languages" text[] NOT NULL,
	"speciality_ids" integer[] NOT NULL,
	"service_ids" integer[] NOT NULL,
	"grid_cells" integer[] NOT NULL,
	"analyser" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_locations" (
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"point" "cube" NOT NULL,
	CONSTRAINT "search_locations_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"search" text NOT NULL,
	"location_formatted" text,
	"lat" double precision,
	"lon" double precision,
	"user_lat" double precision,
	"user_lon" double precision,
	"language" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_locations" ADD CONSTRAINT "search_locations_user_id_search_documents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."search_documents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_names_trgm_idx" ON "search_documents" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_quality_idx" ON "search_documents" USING btree ("quality" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "search_documents_rating_idx" ON "search_documents" USING btree ("rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("min_price_minor");--> statement-breakpoint
CREATE INDEX "search_documents_speciality_ids_idx" ON "search_documents" USING gin ("speciality_ids");--> statement-breakpoint
CREATE INDEX "search_documents_service_ids_idx" ON "search_documents" USING gin ("service_ids");--> statement-breakpoint
CREATE INDEX "search_documents_languages_idx" ON "search_documents" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "search_documents_grid_cells_idx" ON "search_documents" USING gin ("grid_cells");--> statement-breakpoint
CREATE INDEX "search_locations_point_idx" ON "search_locations" USING gist ("point");--> statement-breakpoint
CREATE INDEX "search_logs_created_idx" ON "search_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);