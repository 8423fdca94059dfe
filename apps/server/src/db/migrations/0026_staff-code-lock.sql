ALTER TABLE "idp_staff_factors" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_staff_factors" ADD COLUMN "failed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idp_staff_factors" ADD COLUMN "locked_until" timestamp with time zone;