CREATE TABLE "catalogue_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_prices_item_day_unique" UNIQUE("item_kind","item_id","effective_from"),
	CONSTRAINT "catalogue_prices_kind_check" CHECK ("catalogue_prices"."item_kind" in ('variant', 'exterior', 'interior', 'option')),
	CONSTRAINT "catalogue_prices_cents_check" CHECK ("catalogue_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "catalogue_prices_day_idx" ON "catalogue_prices" USING btree ("effective_from");--> statement-breakpoint
-- hand-written: scheduled prices are part of the catalogue its read caches key on (migration 0012).
CREATE CONSTRAINT TRIGGER "catalogue_prices_changed" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_prices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showroom_data_changed('catalogue');
--> statement-breakpoint
CREATE TRIGGER "catalogue_prices_truncated" AFTER TRUNCATE ON "catalogue_prices" FOR EACH STATEMENT EXECUTE FUNCTION showroom_data_changed('catalogue');
