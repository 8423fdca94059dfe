CREATE TABLE "exterior_interiors" (
	"variant_id" text NOT NULL,
	"exterior_id" text NOT NULL,
	"interior_id" text NOT NULL,
	CONSTRAINT "exterior_interiors_pk" PRIMARY KEY("exterior_id","interior_id")
);
--> statement-breakpoint
CREATE TABLE "exteriors" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"paint_code" text NOT NULL,
	"price_cents" integer NOT NULL,
	"pictures" text[] NOT NULL,
	"picture_mobile" text NOT NULL,
	"filter_image" text NOT NULL,
	"filter_mobile" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"has_stock" boolean DEFAULT false NOT NULL,
	"ordering_no" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exteriors_variant_paint_unique" UNIQUE("variant_id","paint_code"),
	CONSTRAINT "exteriors_id_variant_unique" UNIQUE("id","variant_id"),
	CONSTRAINT "exteriors_price_cents_check" CHECK ("exteriors"."price_cents" >= 0),
	CONSTRAINT "exteriors_pictures_check" CHECK (cardinality("exteriors"."pictures") = 4)
);
--> statement-breakpoint
CREATE TABLE "interiors" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"trim_code" text NOT NULL,
	"price_cents" integer NOT NULL,
	"pictures" text[] NOT NULL,
	"picture_mobile" text NOT NULL,
	"filter_image" text NOT NULL,
	"filter_mobile" text NOT NULL,
	"available" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"has_stock" boolean DEFAULT false NOT NULL,
	"ordering_no" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "interiors_variant_trim_unique" UNIQUE("variant_id","trim_code"),
	CONSTRAINT "interiors_id_variant_unique" UNIQUE("id","variant_id"),
	CONSTRAINT "interiors_price_cents_check" CHECK ("interiors"."price_cents" >= 0),
	CONSTRAINT "interiors_pictures_check" CHECK (cardinality("interiors"."pictures") = 3)
);
--> statement-breakpoint
CREATE TABLE "paints" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"desc_title" text NOT NULL,
	"description" text NOT NULL,
	"color_hex" text NOT NULL,
	"finish" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "paints_name_unique" UNIQUE("name"),
	CONSTRAINT "paints_color_hex_check" CHECK ("paints"."color_hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "paints_finish_check" CHECK ("paints"."finish" in ('solid', 'metallic', 'tintcoat', 'tricoat'))
);
--> statement-breakpoint
CREATE TABLE "trims" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"desc_title" text NOT NULL,
	"description" text NOT NULL,
	"material" text NOT NULL,
	"seat_hex" text NOT NULL,
	"accent_hex" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trims_name_unique" UNIQUE("name"),
	CONSTRAINT "trims_seat_hex_check" CHECK ("trims"."seat_hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "trims_accent_hex_check" CHECK ("trims"."accent_hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "trims_material_check" CHECK ("trims"."material" in ('Inteluxe', 'Nappa'))
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"battery_kwh" integer NOT NULL,
	"range_km" integer NOT NULL,
	"power_kw" integer NOT NULL,
	"torque_nm" integer NOT NULL,
	"zero_to_100_tenths" integer NOT NULL,
	"top_speed_kmh" integer NOT NULL,
	"dc_charge_kw" integer NOT NULL,
	"dc_charge_to_80_minutes" integer NOT NULL,
	"picture" text NOT NULL,
	"picture_mobile" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ordering_no" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "variants_country_name_unique" UNIQUE("country","name"),
	CONSTRAINT "variants_country_check" CHECK ("variants"."country" in ('AU', 'NZ')),
	CONSTRAINT "variants_price_cents_check" CHECK ("variants"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicle_options" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"option_type" text NOT NULL,
	"charge_type" smallint,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"pictures" text[] NOT NULL,
	"picture_mobile" text NOT NULL,
	"description" text NOT NULL,
	"terms_description" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"ordering_no" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_options_country_type_name_unique" UNIQUE("country","option_type","name"),
	CONSTRAINT "vehicle_options_country_check" CHECK ("vehicle_options"."country" in ('AU', 'NZ')),
	CONSTRAINT "vehicle_options_price_cents_check" CHECK ("vehicle_options"."price_cents" >= 0),
	CONSTRAINT "vehicle_options_type_check" CHECK ("vehicle_options"."option_type" in ('Accessories', 'Charge')),
	CONSTRAINT "vehicle_options_charge_type_check" CHECK (("vehicle_options"."option_type" = 'Charge' and "vehicle_options"."charge_type" in (1, 2, 3)) or ("vehicle_options"."option_type" = 'Accessories' and "vehicle_options"."charge_type" is null))
);
--> statement-breakpoint
ALTER TABLE "exterior_interiors" ADD CONSTRAINT "exterior_interiors_exterior_fk" FOREIGN KEY ("exterior_id","variant_id") REFERENCES "public"."exteriors"("id","variant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exterior_interiors" ADD CONSTRAINT "exterior_interiors_interior_fk" FOREIGN KEY ("interior_id","variant_id") REFERENCES "public"."interiors"("id","variant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exteriors" ADD CONSTRAINT "exteriors_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exteriors" ADD CONSTRAINT "exteriors_paint_code_paints_code_fk" FOREIGN KEY ("paint_code") REFERENCES "public"."paints"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interiors" ADD CONSTRAINT "interiors_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interiors" ADD CONSTRAINT "interiors_trim_code_trims_code_fk" FOREIGN KEY ("trim_code") REFERENCES "public"."trims"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exterior_interiors_interior_idx" ON "exterior_interiors" USING btree ("interior_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exteriors_one_default_per_variant" ON "exteriors" USING btree ("variant_id") WHERE "exteriors"."is_default";--> statement-breakpoint
CREATE INDEX "exteriors_variant_ordering_idx" ON "exteriors" USING btree ("variant_id","ordering_no");--> statement-breakpoint
CREATE UNIQUE INDEX "interiors_one_default_per_variant" ON "interiors" USING btree ("variant_id") WHERE "interiors"."is_default";--> statement-breakpoint
CREATE INDEX "interiors_variant_ordering_idx" ON "interiors" USING btree ("variant_id","ordering_no");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_one_default_per_country" ON "variants" USING btree ("country") WHERE "variants"."is_default";--> statement-breakpoint
CREATE INDEX "variants_country_ordering_idx" ON "variants" USING btree ("country","ordering_no");--> statement-breakpoint
CREATE INDEX "vehicle_options_country_ordering_idx" ON "vehicle_options" USING btree ("country","option_type","ordering_no");