CREATE SEQUENCE "public"."customer_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"au_customer_id" text,
	"au_customer_no" text,
	"nz_customer_id" text,
	"nz_customer_no" text,
	"customer_type" text DEFAULT 'Private' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number1" text DEFAULT '' NOT NULL,
	"phone_number2" text DEFAULT '' NOT NULL,
	"abn" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"birthday" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_au_customer_id_unique" UNIQUE("au_customer_id"),
	CONSTRAINT "customers_au_customer_no_unique" UNIQUE("au_customer_no"),
	CONSTRAINT "customers_nz_customer_id_unique" UNIQUE("nz_customer_id"),
	CONSTRAINT "customers_nz_customer_no_unique" UNIQUE("nz_customer_no"),
	CONSTRAINT "customers_issuer_subject_unique" UNIQUE("issuer","subject"),
	CONSTRAINT "customers_country_check" CHECK ("customers"."country" in ('AU', 'NZ')),
	CONSTRAINT "customers_type_check" CHECK ("customers"."customer_type" in ('Private', 'Business'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"id_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_transactions" (
	"browser_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "idp_accounts_country_check" CHECK ("idp_accounts"."country" in ('AU', 'NZ'))
);
--> statement-breakpoint
CREATE TABLE "idp_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idp_store" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_store_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_password_resets" ADD CONSTRAINT "idp_password_resets_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_store_grant_idx" ON "idp_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_store_uid_idx" ON "idp_store" USING btree ("uid");