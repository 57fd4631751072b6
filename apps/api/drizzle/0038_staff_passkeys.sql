ALTER TYPE "public"."code_purpose" ADD VALUE 'passkey_registration';--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "staff_passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.block', 'user.activate', 'user.promote', 'user.publish', 'user.unpublish', 'ad.approve', 'ad.reject', 'user.delete', 'staff.invite', 'staff.withdraw-invitation', 'message.remove', 'message.keep', 'review.hide', 'review.keep', 'affiliate.create', 'affiliate.update', 'affiliate.delete', 'payment.refund', 'staff.reset-two-factor', 'staff.require-two-factor', 'staff.add-passkey', 'staff.remove-passkey'));