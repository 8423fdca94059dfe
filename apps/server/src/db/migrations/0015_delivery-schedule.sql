CREATE TABLE "delivery_appointments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"centre_id" text NOT NULL,
	"handover_slot_id" uuid,
	"home_delivery_day_id" uuid,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_appointments_one_counter_check" CHECK (("delivery_appointments"."handover_slot_id" is null) <> ("delivery_appointments"."home_delivery_day_id" is null)),
	CONSTRAINT "delivery_appointments_time_check" CHECK ("delivery_appointments"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "handover_slot_times" (
	"centre_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" text NOT NULL,
	"bays" integer NOT NULL,
	CONSTRAINT "handover_slot_times_pk" PRIMARY KEY("centre_id","weekday","starts_at"),
	CONSTRAINT "handover_slot_times_weekday_check" CHECK ("handover_slot_times"."weekday" between 1 and 7),
	CONSTRAINT "handover_slot_times_starts_check" CHECK ("handover_slot_times"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "handover_slot_times_bays_check" CHECK ("handover_slot_times"."bays" >= 0)
);
--> statement-breakpoint
CREATE TABLE "handover_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" text NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"bays" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "handover_slots_centre_date_time_unique" UNIQUE("centre_id","local_date","local_time"),
	CONSTRAINT "handover_slots_booked_check" CHECK ("handover_slots"."booked" between 0 and "handover_slots"."bays")
);
--> statement-breakpoint
CREATE TABLE "home_delivery_capacity" (
	"centre_id" text PRIMARY KEY NOT NULL,
	"deliveries_per_day" integer NOT NULL,
	CONSTRAINT "home_delivery_capacity_check" CHECK ("home_delivery_capacity"."deliveries_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_delivery_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" text NOT NULL,
	"local_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_delivery_days_centre_date_unique" UNIQUE("centre_id","local_date"),
	CONSTRAINT "home_delivery_days_booked_check" CHECK ("home_delivery_days"."booked" between 0 and "home_delivery_days"."capacity")
);
--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_handover_slot_id_handover_slots_id_fk" FOREIGN KEY ("handover_slot_id") REFERENCES "public"."handover_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_home_delivery_day_id_home_delivery_days_id_fk" FOREIGN KEY ("home_delivery_day_id") REFERENCES "public"."home_delivery_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_slot_times" ADD CONSTRAINT "handover_slot_times_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_slots" ADD CONSTRAINT "handover_slots_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_delivery_capacity" ADD CONSTRAINT "home_delivery_capacity_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_delivery_days" ADD CONSTRAINT "home_delivery_days_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_appointments_slot_idx" ON "delivery_appointments" USING btree ("handover_slot_id");--> statement-breakpoint
CREATE INDEX "delivery_appointments_day_idx" ON "delivery_appointments" USING btree ("home_delivery_day_id");