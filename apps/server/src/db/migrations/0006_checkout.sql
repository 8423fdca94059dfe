CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_payment_logs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text,
	"result_code" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"psp_reference" text,
	"result_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('pending', 'authorised', 'refused', 'refund_due'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"status" text DEFAULT 'CheckoutPaymentPage' NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"vin" text NOT NULL,
	"browser_token_hash" text NOT NULL,
	"customer_id" text,
	"customer_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"business_name" text,
	"business_number" text,
	"comments" text,
	"configuration" jsonb NOT NULL,
	"price_snapshot" jsonb NOT NULL,
	"drive_away_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"extension_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('CheckoutPaymentPage', 'Ordered', 'Expired', 'RefundDue')),
	CONSTRAINT "orders_extension_count_check" CHECK ("orders"."extension_count" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"psp_reference" text NOT NULL,
	"original_reference" text DEFAULT '' NOT NULL,
	"merchant_reference" text NOT NULL,
	"event_code" text NOT NULL,
	"success" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"event_date" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "payment_notifications_event_unique" UNIQUE("psp_reference","event_code","success")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"session_data" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"country_code" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"result_code" text,
	"session_result" text,
	"psp_reference" text,
	"card_brand" text,
	"card_last_four" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_sessions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payment_sessions_status_check" CHECK ("sandbox_payment_sessions"."status" in ('active', 'completed', 'refused', 'canceled')),
	CONSTRAINT "sandbox_payment_sessions_last_four_check" CHECK ("sandbox_payment_sessions"."card_last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "order_payment_logs" ADD CONSTRAINT "order_payment_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vin_stock_units_vin_fk" FOREIGN KEY ("vin") REFERENCES "public"."stock_units"("vin") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_attempt_unique" ON "order_payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "orders_browser_idx" ON "orders" USING btree ("browser_token_hash","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vin_ordered_unique" ON "orders" USING btree ("vin") WHERE "orders"."status" = 'Ordered';