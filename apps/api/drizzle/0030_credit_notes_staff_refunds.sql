ALTER TABLE "receipts" DROP CONSTRAINT "receipts_payment_id_unique";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "kind" text DEFAULT 'receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refund_event_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "credits_receipt_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_event_id_payment_events_id_fk" FOREIGN KEY ("refund_event_id") REFERENCES "public"."payment_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_credits_receipt_id_receipts_id_fk" FOREIGN KEY ("credits_receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_receipt_idx" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'receipt';--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "receipts_credits_idx" ON "receipts" USING btree ("credits_receipt_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_event_id_unique" UNIQUE("refund_event_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('user.block', 'user.activate', 'user.promote', 'user.publish', 'user.unpublish', 'ad.approve', 'ad.reject', 'user.delete', 'staff.invite', 'staff.withdraw-invitation', 'message.remove', 'message.keep', 'review.hide', 'review.keep', 'affiliate.create', 'affiliate.update', 'affiliate.delete', 'payment.refund'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('user', 'campaign', 'invitation', 'affiliate', 'payment'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('receipt', 'credit_note'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_credit_note_check" CHECK (("receipts"."kind" = 'receipt') = ("receipts"."refund_event_id" is null and "receipts"."credits_receipt_id" is null));