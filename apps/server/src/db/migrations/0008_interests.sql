CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interest_type" text NOT NULL,
	"web_unique_key" text NOT NULL,
	"link_expires_at" timestamp with time zone,
	"shared_link_id" uuid,
	"country" text NOT NULL,
	"state" text,
	"variant_id" text,
	"variant_name" text,
	"variant_price_cents" integer,
	"exterior_id" text,
	"exterior_name" text,
	"exterior_price_cents" integer,
	"interior_id" text,
	"interior_name" text,
	"interior_price_cents" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"drive_away_price_cents" integer,
	"customer_type" text NOT NULL,
	"payment_option" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"mobile" text,
	"abn" text,
	"business_name" text,
	"delivery_address" text,
	"delivery_state" text,
	"delivery_suburb" text,
	"delivery_postcode" text,
	"delivery_option" text,
	"est_delivery_date" text,
	"privacy_statement" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"comments" text,
	"vehicle_thumbnail" text,
	"source" text,
	"utm_tag" text,
	"forward_to_crm" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_web_unique_key_unique" UNIQUE("web_unique_key"),
	CONSTRAINT "interests_type_check" CHECK ("interests"."interest_type" in ('ShareLink', 'ShareEmail', 'Contact', 'Waitlist', 'TestDrive', 'CallBack')),
	CONSTRAINT "interests_country_check" CHECK ("interests"."country" in ('AU', 'NZ')),
	CONSTRAINT "interests_prices_check" CHECK (coalesce("interests"."variant_price_cents", 0) >= 0 and coalesce("interests"."exterior_price_cents", 0) >= 0 and coalesce("interests"."interior_price_cents", 0) >= 0 and coalesce("interests"."drive_away_price_cents", 0) >= 0),
	CONSTRAINT "interests_link_expiry_check" CHECK (("interests"."interest_type" = 'ShareLink') = ("interests"."link_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"page_url" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_shared_link_id_interests_id_fk" FOREIGN KEY ("shared_link_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_exterior_id_exteriors_id_fk" FOREIGN KEY ("exterior_id") REFERENCES "public"."exteriors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_interior_id_interiors_id_fk" FOREIGN KEY ("interior_id") REFERENCES "public"."interiors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interests_created_idx" ON "interests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interests_shared_link_idx" ON "interests" USING btree ("shared_link_id");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at" DESC NULLS LAST);