CREATE TABLE "on_road_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_name" text NOT NULL,
	"country" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"value" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"source_text" text NOT NULL,
	"estimate" text,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_road_rates_table_day_unique" UNIQUE("table_name","effective_from"),
	CONSTRAINT "on_road_rates_country_check" CHECK ("on_road_rates"."country" in ('AU', 'NZ')),
	CONSTRAINT "on_road_rates_window_check" CHECK ("on_road_rates"."effective_to" is null or "on_road_rates"."effective_to" >= "on_road_rates"."effective_from")
);
--> statement-breakpoint
-- hand-written: the rows are append-only (a later row ends the one before it when read), and they are part of the
-- catalogue its read caches key on (migration 0012), so an added row reaches the price engine at once.
CREATE FUNCTION on_road_rates_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'on_road_rates is append-only: add a row with a later effective_from';
END;
$$;--> statement-breakpoint
CREATE TRIGGER on_road_rates_append_only BEFORE UPDATE OR DELETE ON on_road_rates
  FOR EACH ROW EXECUTE FUNCTION on_road_rates_append_only();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "on_road_rates_changed" AFTER INSERT OR UPDATE OR DELETE ON "on_road_rates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showroom_data_changed('catalogue');
--> statement-breakpoint
CREATE TRIGGER "on_road_rates_truncated" AFTER TRUNCATE ON "on_road_rates" FOR EACH STATEMENT EXECUTE FUNCTION showroom_data_changed('catalogue');
