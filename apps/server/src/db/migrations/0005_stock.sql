CREATE TABLE "stock_units" (
	"vin" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"variant_id" text NOT NULL,
	"exterior_id" text NOT NULL,
	"interior_id" text NOT NULL,
	"fitted_option_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_centre_id" text,
	"status" text DEFAULT 'available' NOT NULL,
	"build_date" date NOT NULL,
	"arrival_date" date NOT NULL,
	"estimated_delivery" text NOT NULL,
	"reservation_id" text,
	"reserved_until" timestamp with time zone,
	CONSTRAINT "stock_units_vin_check" CHECK ("stock_units"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$'),
	CONSTRAINT "stock_units_country_check" CHECK ("stock_units"."country" in ('AU', 'NZ')),
	CONSTRAINT "stock_units_status_check" CHECK ("stock_units"."status" in ('available', 'reserved', 'sold', 'withdrawn')),
	CONSTRAINT "stock_units_reservation_check" CHECK ("stock_units"."status" <> 'reserved' or ("stock_units"."reservation_id" is not null and "stock_units"."reserved_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_location_centre_id_experience_centres_id_fk" FOREIGN KEY ("location_centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_exterior_fk" FOREIGN KEY ("exterior_id","variant_id") REFERENCES "public"."exteriors"("id","variant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_interior_fk" FOREIGN KEY ("interior_id","variant_id") REFERENCES "public"."interiors"("id","variant_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_units_configuration_idx" ON "stock_units" USING btree ("variant_id","exterior_id","interior_id","status");--> statement-breakpoint
CREATE INDEX "stock_units_country_status_idx" ON "stock_units" USING btree ("country","status");--> statement-breakpoint
CREATE INDEX "stock_units_reservation_idx" ON "stock_units" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "exteriors" DROP COLUMN "has_stock";--> statement-breakpoint
ALTER TABLE "interiors" DROP COLUMN "available";--> statement-breakpoint
ALTER TABLE "interiors" DROP COLUMN "has_stock";