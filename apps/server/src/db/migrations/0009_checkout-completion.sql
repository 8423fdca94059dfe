ALTER TABLE "customers" ALTER COLUMN "issuer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_option" text DEFAULT 'Cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_option" text DEFAULT 'Pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_suburb" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_postcode" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD COLUMN "notify_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_sessions" ADD COLUMN "notify_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_guest_email_unique" ON "customers" USING btree ("email") WHERE "customers"."issuer" is null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_payment_sessions_notify_due_idx" ON "sandbox_payment_sessions" USING btree ("notify_due_at") WHERE "sandbox_payment_sessions"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_identity_check" CHECK (("customers"."issuer" is null) = ("customers"."subject" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_option_check" CHECK ("orders"."payment_option" in ('Cash', 'Finance Offer', 'Finance', 'Finance New'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_option_check" CHECK ("orders"."delivery_option" in ('Pickup', 'HomeDelivery'));--> statement-breakpoint
UPDATE "orders" SET "delivery_option" = "configuration"->>'deliveryOption', "pickup_location_name" = "configuration"->>'pickupLocationName' WHERE "configuration"->>'deliveryOption' IN ('Pickup', 'HomeDelivery');--> statement-breakpoint
UPDATE "sandbox_payment_sessions" SET "notify_due_at" = now() WHERE "notified_at" IS NULL AND "status" IN ('completed', 'refused');
