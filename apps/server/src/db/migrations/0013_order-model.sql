CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"status_from" text NOT NULL,
	"status_to" text NOT NULL,
	"milestone" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('customer', 'staff', 'payment', 'system')),
	CONSTRAINT "order_events_status_from_check" CHECK ("order_events"."status_from" in ('NoActivity', 'CheckoutPaymentPage', 'Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered', 'Cancelled', 'Expired', 'RefundDue')),
	CONSTRAINT "order_events_status_to_check" CHECK ("order_events"."status_to" in ('NoActivity', 'CheckoutPaymentPage', 'Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered', 'Cancelled', 'Expired', 'RefundDue'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_requests_type_check" CHECK ("support_requests"."request_type" in ('callback', 'cancel')),
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_vin_ordered_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "milestones" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drive_licence_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drive_licence_expiry" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_suburb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_postcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rego_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rego_suburb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rego_postcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rego_state" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_requests_open_unique" ON "support_requests" USING btree ("order_id","request_type") WHERE "support_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "support_requests_open_idx" ON "support_requests" USING btree ("created_at") WHERE "support_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vin_placed_unique" ON "orders" USING btree ("vin") WHERE "orders"."status" in ('Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_time_check" CHECK ("orders"."delivery_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('NoActivity', 'CheckoutPaymentPage', 'Ordered', 'Ordered Confirmed', 'Preparing To Ship', 'Delivered', 'Cancelled', 'Expired', 'RefundDue'));--> statement-breakpoint
-- Orders placed before the order log existed: their milestones and a first log entry from the times they kept.
UPDATE "orders" SET "milestones" = jsonb_build_object('depositAuthorised', to_char("ordered_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) WHERE "status" = 'Ordered' AND "ordered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "milestones" = jsonb_build_object('cancelled', to_char("closed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) WHERE "status" = 'RefundDue' AND "closed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "actor", "status_from", "status_to", "milestone", "detail", "occurred_at")
SELECT "id", 'DepositAuthorised', 'payment', 'CheckoutPaymentPage', 'Ordered', 'depositAuthorised', '{"recordedBy":"migration"}'::jsonb, "ordered_at" FROM "orders" WHERE "status" = 'Ordered' AND "ordered_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "actor", "status_from", "status_to", "milestone", "detail", "occurred_at")
SELECT "id", 'DepositAuthorisedLate', 'payment', 'CheckoutPaymentPage', 'RefundDue', 'cancelled', '{"recordedBy":"migration"}'::jsonb, "closed_at" FROM "orders" WHERE "status" = 'RefundDue' AND "closed_at" IS NOT NULL;
