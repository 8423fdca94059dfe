ALTER TABLE "deposit_refunds_due" ADD COLUMN "refund_status" text DEFAULT 'due' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD COLUMN "refund_due_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD COLUMN "refund_settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposit_refunds_due_due_idx" ON "deposit_refunds_due" USING btree ("refund_due_at") WHERE "deposit_refunds_due"."refund_status" = 'due';--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD CONSTRAINT "deposit_refunds_due_status_check" CHECK ("deposit_refunds_due"."refund_status" in ('due', 'requested', 'confirmed', 'failed'));--> statement-breakpoint
-- hand-written: a refund already recorded as given stays given; every other flagged deposit is asked for by the sweep.
UPDATE "deposit_refunds_due" SET "refund_status" = 'requested', "refund_due_at" = NULL WHERE "refunded_at" IS NOT NULL;
