CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"country" text,
	"customer_id" text,
	"data" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "live_events_topic_check" CHECK ("live_events"."topic" in ('stock', 'order', 'catalogue'))
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Live events are written at commit (deferred triggers) under one transaction-scoped advisory lock, so their ids
-- ascend in commit order across every writer: an instance that has sent id n never sees a smaller id commit later.
-- The data-version trigger takes the same lock first, so the two never wait on each other in opposite orders.
CREATE FUNCTION "showroom_live_lock"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7311036);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "showroom_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'showroom.changed_' || TG_ARGV[0];
BEGIN
  IF coalesce(current_setting(flag, true), '') <> txid_current()::text THEN
    PERFORM set_config(flag, txid_current()::text, true);
    PERFORM showroom_live_lock();
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
    PERFORM pg_notify('showroom_data_changed', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "showroom_live_publish"(topic text, country text, customer_id text, data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  PERFORM showroom_live_lock();
  INSERT INTO "live_events" ("topic", "country", "customer_id", "data")
    VALUES (topic, country, customer_id, data) RETURNING "id" INTO new_id;
  PERFORM pg_notify('showroom_live', new_id::text);
END $$;
--> statement-breakpoint
-- A unit whose offer changed: added, reserved or released, sold, withdrawn, removed.
CREATE FUNCTION "showroom_live_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit stock_units;
BEGIN
  IF TG_OP = 'DELETE' THEN
    unit := OLD;
  ELSE
    unit := NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status
     AND OLD.reserved_until IS NOT DISTINCT FROM NEW.reserved_until THEN
    RETURN NULL;
  END IF;
  PERFORM showroom_live_publish('stock', unit.country, NULL, jsonb_build_object(
    'vin', unit.vin,
    'variantId', unit.variant_id,
    'exteriorId', unit.exterior_id,
    'interiorId', unit.interior_id,
    'status', CASE WHEN TG_OP = 'DELETE' THEN 'withdrawn' ELSE unit.status END,
    'reservedUntil', CASE WHEN TG_OP <> 'DELETE' AND unit.status = 'reserved' THEN unit.reserved_until END));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stock_units_live" AFTER INSERT OR UPDATE OR DELETE ON "stock_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showroom_live_stock();
--> statement-breakpoint
-- A step or status of an order, for its customer (and the back office): what the order's log recorded.
CREATE FUNCTION "showroom_live_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed orders;
BEGIN
  SELECT * INTO placed FROM "orders" WHERE "id" = NEW.order_id;
  PERFORM showroom_live_publish('order', placed.country, placed.customer_id, jsonb_build_object(
    'orderId', placed.id,
    'orderNumber', 'SR-' || placed.order_no,
    'event', NEW.event,
    'status', NEW.status_to,
    'milestone', NEW.milestone));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_events_live" AFTER INSERT ON "order_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showroom_live_order();
--> statement-breakpoint
-- Prices and offers: once per transaction that moved the catalogue version (the trigger above runs at commit).
CREATE FUNCTION "showroom_live_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name = 'catalogue' THEN
    PERFORM showroom_live_publish('catalogue', NULL, NULL, jsonb_build_object('version', NEW.version));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "data_versions_live" AFTER UPDATE ON "data_versions"
  FOR EACH ROW EXECUTE FUNCTION showroom_live_catalogue();
