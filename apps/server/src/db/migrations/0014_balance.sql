CREATE TABLE "balance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_payments_amount_check" CHECK ("balance_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"country" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_name" text NOT NULL,
	"bsb_number" text NOT NULL,
	"account_number" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_country_check" CHECK ("bank_accounts"."country" in ('AU', 'NZ'))
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds_due" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "balance_payments" ADD CONSTRAINT "balance_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds_due" ADD CONSTRAINT "deposit_refunds_due_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_payments_order_idx" ON "balance_payments" USING btree ("order_id");--> statement-breakpoint
-- hand-written: the markets' bank accounts for balance transfers. SAMPLE values (spec 002: "their values are not
-- shown"); an operator replaces them with the dealer's real accounts (docs/balance-payments.md).
INSERT INTO "bank_accounts" ("country", "bank_name", "branch_name", "account_name", "bsb_number", "account_number", "phone") VALUES
	('AU', 'Sample Bank Australia (SAMPLE)', 'Sydney CBD', 'Cadillac Showroom Pty Ltd', '062-000', '1234 5678', '1800 223 455'),
	('NZ', 'Sample Bank New Zealand (SAMPLE)', 'Auckland CBD', 'Cadillac Showroom NZ Ltd', '12-3456', '0123456-00', '0800 223 455')
ON CONFLICT ("country") DO NOTHING;
