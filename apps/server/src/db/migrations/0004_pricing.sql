CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"discount_type" text NOT NULL,
	"amount_rule" text NOT NULL,
	"amount_cents" integer,
	"button_text" text NOT NULL,
	"scroll_text" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "promotions_country_check" CHECK ("promotions"."country" in ('AU', 'NZ')),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."valid_to" >= "promotions"."valid_from"),
	CONSTRAINT "promotions_name_check" CHECK ("promotions"."name" in ('Sales Incentive Discount', 'Australia On Road Fees Discount', 'New Zealand GST Discount', 'AU On Road Fees and NZ GST Discount')),
	CONSTRAINT "promotions_rule_check" CHECK (("promotions"."discount_type" = 'Vehicle' and "promotions"."amount_rule" in ('FixedAmount', 'GstShare')) or ("promotions"."discount_type" = 'OnRoadFees' and "promotions"."amount_rule" in ('FixedAmount', 'AllOnRoadFees', 'LuxuryCarTax', 'AllOnRoadFeesAndLuxuryCarTax'))),
	CONSTRAINT "promotions_amount_check" CHECK (("promotions"."amount_rule" = 'FixedAmount') = ("promotions"."amount_cents" is not null) and coalesce("promotions"."amount_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX "promotions_country_window_idx" ON "promotions" USING btree ("country","valid_from","valid_to");