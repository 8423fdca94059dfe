CREATE TABLE "experience_centres" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening" text NOT NULL,
	"pickup_available" boolean NOT NULL,
	"address_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_centres_country_check" CHECK ("experience_centres"."country" in ('AU', 'NZ')),
	CONSTRAINT "experience_centres_opening_check" CHECK ("experience_centres"."opening" in ('open', 'opening-soon')),
	CONSTRAINT "experience_centres_address_status_check" CHECK ("experience_centres"."address_status" in ('confirmed', 'inferred', 'sample')),
	CONSTRAINT "experience_centres_postcode_check" CHECK ("experience_centres"."postcode" ~ '^[0-9]{4}$'),
	CONSTRAINT "experience_centres_coordinates_check" CHECK ("experience_centres"."latitude" between -90 and 90 and "experience_centres"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE INDEX "experience_centres_country_idx" ON "experience_centres" USING btree ("country");