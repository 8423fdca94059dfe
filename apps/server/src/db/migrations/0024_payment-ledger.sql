ALTER TABLE "order_payments" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_payments" SET "authorised_at" = "updated_at" WHERE "status" in ('authorised', 'refund_due');--> statement-breakpoint
INSERT INTO "deposit_refunds_due" ("psp_reference", "order_id", "payment_id", "amount_cents", "reason", "flagged_at", "refunded_at", "refund_status", "refund_reference", "refund_attempts", "refund_due_at")
  SELECT p."psp_reference", r."order_id", r."payment_id", r."amount_cents", 'order cancelled', r."requested_at", r."requested_at", 'requested', r."provider_reference", 1, NULL
  FROM "order_refunds" r JOIN "order_payments" p ON p."id" = r."payment_id"
  WHERE p."psp_reference" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "order_payments" SET "status" = 'refund_due' WHERE "status" = 'authorised' AND "id" IN (SELECT "payment_id" FROM "order_refunds");--> statement-breakpoint
DROP TABLE "order_refunds" CASCADE;--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_status_check";--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "status" SET DEFAULT 'created';--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('created', 'pending', 'authorised', 'refused', 'expired', 'refund_due', 'refunded', 'refund_failed'));
