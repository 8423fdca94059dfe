CREATE TABLE "finance_offers" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text DEFAULT 'financeOffer' NOT NULL,
	"order_from" date NOT NULL,
	"order_to" date NOT NULL,
	"delivery_by" date NOT NULL,
	"lender_name" text NOT NULL,
	"terms" jsonb NOT NULL,
	"default_term_months" integer NOT NULL,
	"minimum_deposit_percent" integer NOT NULL,
	"establishment_fee_cents" integer DEFAULT 0 NOT NULL,
	"credit_assistance_fee_cents" integer DEFAULT 0 NOT NULL,
	"ppsr_fee_cents" integer DEFAULT 0 NOT NULL,
	"monthly_account_fee_cents" integer DEFAULT 0 NOT NULL,
	"button_text" text NOT NULL,
	"scroll_text" text NOT NULL,
	"source" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "finance_offers_id_check" CHECK ("finance_offers"."offer_id" > 0),
	CONSTRAINT "finance_offers_country_check" CHECK ("finance_offers"."country" in ('AU', 'NZ')),
	CONSTRAINT "finance_offers_window_check" CHECK ("finance_offers"."order_to" >= "finance_offers"."order_from" and "finance_offers"."delivery_by" >= "finance_offers"."order_to"),
	CONSTRAINT "finance_offers_deposit_check" CHECK ("finance_offers"."minimum_deposit_percent" between 0 and 100),
	CONSTRAINT "finance_offers_fees_check" CHECK ("finance_offers"."establishment_fee_cents" >= 0 and "finance_offers"."credit_assistance_fee_cents" >= 0 and "finance_offers"."ppsr_fee_cents" >= 0 and "finance_offers"."monthly_account_fee_cents" >= 0),
	CONSTRAINT "finance_offers_terms_check" CHECK (jsonb_typeof("finance_offers"."terms") = 'array' and jsonb_array_length("finance_offers"."terms") > 0)
);
--> statement-breakpoint
CREATE INDEX "finance_offers_country_window_idx" ON "finance_offers" USING btree ("country","order_from","order_to");--> statement-breakpoint
-- hand-written: a finance offer change bumps the catalogue version like a promotion change (0012_data-versions),
-- so kept check-offers replies drop at once.
CREATE CONSTRAINT TRIGGER "finance_offers_changed" AFTER INSERT OR UPDATE OR DELETE ON "finance_offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION showroom_data_changed('catalogue');
--> statement-breakpoint
CREATE TRIGGER "finance_offers_truncated" AFTER TRUNCATE ON "finance_offers" FOR EACH STATEMENT EXECUTE FUNCTION showroom_data_changed('catalogue');
