CREATE TABLE "idp_email_proofs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idp_email_proofs" ADD CONSTRAINT "idp_email_proofs_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_email_proofs_account_idx" ON "idp_email_proofs" USING btree ("account_id");--> statement-breakpoint
-- Accounts made before sign-up emails carried a link have not proved their address (security probe N1): they get a
-- link at their next sign-in. Staff accounts were made by an operator (`npm run staff`), who vouches for them.
UPDATE "idp_accounts" SET "email_verified_at" = "created_at" WHERE "id" IN (SELECT "account_id" FROM "idp_staff_factors");
--> statement-breakpoint
-- Sessions of the shop signed in by such an account end now; its next sign-in asks for the proof.
DELETE FROM "sessions" WHERE "customer_id" IN (SELECT "c"."id" FROM "customers" "c" JOIN "idp_accounts" "a" ON "c"."subject" = "a"."id"::text WHERE "a"."email_verified_at" IS NULL);
