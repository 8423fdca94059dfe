CREATE SEQUENCE "public"."test_drive_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "centre_closures" (
	"centre_id" text NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "centre_closures_pk" PRIMARY KEY("centre_id","date")
);
--> statement-breakpoint
CREATE TABLE "centre_opening_hours" (
	"centre_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "centre_opening_hours_pk" PRIMARY KEY("centre_id","weekday"),
	CONSTRAINT "centre_opening_hours_weekday_check" CHECK ("centre_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "centre_opening_hours_opens_check" CHECK ("centre_opening_hours"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "centre_opening_hours_closes_check" CHECK ("centre_opening_hours"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "centre_opening_hours_order_check" CHECK ("centre_opening_hours"."opens_at" < "centre_opening_hours"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "test_drive_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" integer DEFAULT nextval('test_drive_number_seq') NOT NULL,
	"webkey" text NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"slot_id" uuid NOT NULL,
	"variant_id" text NOT NULL,
	"country" text NOT NULL,
	"customer_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"postcode" text NOT NULL,
	"customer_type" text NOT NULL,
	"current_vehicle" text,
	"privacy_statement" boolean NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"utm_tag" text,
	"qr_code" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"reminder_outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "test_drive_bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "test_drive_bookings_webkey_unique" UNIQUE("webkey"),
	CONSTRAINT "test_drive_bookings_status_check" CHECK ("test_drive_bookings"."status" in ('Booked', 'Cancelled')),
	CONSTRAINT "test_drive_bookings_country_check" CHECK ("test_drive_bookings"."country" in ('AU', 'NZ')),
	CONSTRAINT "test_drive_bookings_cancelled_check" CHECK (("test_drive_bookings"."status" = 'Cancelled') = ("test_drive_bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_drive_fleet" (
	"centre_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"vehicles" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_drive_fleet_pk" PRIMARY KEY("centre_id","variant_id"),
	CONSTRAINT "test_drive_fleet_vehicles_check" CHECK ("test_drive_fleet"."vehicles" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_drive_slot_times" (
	"centre_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"ambassadors" integer NOT NULL,
	CONSTRAINT "test_drive_slot_times_pk" PRIMARY KEY("centre_id","weekday","starts_at"),
	CONSTRAINT "test_drive_slot_times_weekday_check" CHECK ("test_drive_slot_times"."weekday" between 1 and 7),
	CONSTRAINT "test_drive_slot_times_starts_check" CHECK ("test_drive_slot_times"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "test_drive_slot_times_ambassadors_check" CHECK ("test_drive_slot_times"."ambassadors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_drive_slot_vehicles" (
	"slot_id" uuid NOT NULL,
	"variant_id" text NOT NULL,
	"vehicles" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_drive_slot_vehicles_pk" PRIMARY KEY("slot_id","variant_id"),
	CONSTRAINT "test_drive_slot_vehicles_booked_check" CHECK ("test_drive_slot_vehicles"."booked" between 0 and "test_drive_slot_vehicles"."vehicles")
);
--> statement-breakpoint
CREATE TABLE "test_drive_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"ambassadors" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_drive_slots_centre_start_unique" UNIQUE("centre_id","starts_at"),
	CONSTRAINT "test_drive_slots_booked_check" CHECK ("test_drive_slots"."booked" between 0 and "test_drive_slots"."ambassadors")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_closures" ADD CONSTRAINT "centre_closures_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_opening_hours" ADD CONSTRAINT "centre_opening_hours_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_slot_id_test_drive_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."test_drive_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_reminder_outbox_id_outbox_id_fk" FOREIGN KEY ("reminder_outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_fleet" ADD CONSTRAINT "test_drive_fleet_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_fleet" ADD CONSTRAINT "test_drive_fleet_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slot_times" ADD CONSTRAINT "test_drive_slot_times_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slot_vehicles" ADD CONSTRAINT "test_drive_slot_vehicles_slot_id_test_drive_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."test_drive_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slot_vehicles" ADD CONSTRAINT "test_drive_slot_vehicles_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slots" ADD CONSTRAINT "test_drive_slots_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_bookings_one_per_person_slot" ON "test_drive_bookings" USING btree ("slot_id",lower("email")) WHERE "test_drive_bookings"."status" = 'Booked';--> statement-breakpoint
CREATE INDEX "test_drive_bookings_slot_idx" ON "test_drive_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "test_drive_slots_centre_date_idx" ON "test_drive_slots" USING btree ("centre_id","local_date");