ALTER TABLE "orders" ADD COLUMN "finance" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_link_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "name_on_credit_card" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_thumbnail" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_from_link_source_check" CHECK ("orders"."from_link_source" in ('Configurator', 'Inventory', 'Private'));