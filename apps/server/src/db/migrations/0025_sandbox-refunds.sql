CREATE TABLE "sandbox_refunds" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"original_reference" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notify_due_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_notify_due_idx" ON "sandbox_refunds" USING btree ("notify_due_at") WHERE "sandbox_refunds"."notified_at" is null;