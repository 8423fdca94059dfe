CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('catalogue', 0), ('stock', 0);
--> statement-breakpoint
-- Bumps data_versions[TG_ARGV[0]] and notifies showroom_data_changed once per transaction, at commit (the row
-- triggers below are deferred): the version row is the last lock a writer takes, so writers never deadlock on it.
CREATE FUNCTION "showroom_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'showroom.changed_' || TG_ARGV[0];
BEGIN
  IF coalesce(current_setting(flag, true), '') <> txid_current()::text THEN
    PERFORM set_config(flag, txid_current()::text, true);
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
    PERFORM pg_notify('showroom_data_changed', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['variants', 'catalogue'], ['paints', 'catalogue'], ['trims', 'catalogue'], ['exteriors', 'catalogue'],
    ['interiors', 'catalogue'], ['exterior_interiors', 'catalogue'], ['vehicle_options', 'catalogue'],
    ['promotions', 'catalogue'], ['stock_units', 'stock']
  ];
  i int;
BEGIN
  FOR i IN 1 .. array_length(watched, 1) LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION showroom_data_changed(%L)',
      watched[i][1] || '_changed', watched[i][1], watched[i][2]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION showroom_data_changed(%L)',
      watched[i][1] || '_truncated', watched[i][1], watched[i][2]);
  END LOOP;
END $$;
