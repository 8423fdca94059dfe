ALTER TABLE "test_drive_bookings" DROP CONSTRAINT "test_drive_bookings_status_check";--> statement-breakpoint
DROP INDEX "test_drive_bookings_one_per_person_slot";--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "holder_hash" text;--> statement-breakpoint
CREATE INDEX "test_drive_bookings_email_idx" ON "test_drive_bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "test_drive_bookings_hold_idx" ON "test_drive_bookings" USING btree ("hold_expires_at") WHERE "test_drive_bookings"."status" = 'PendingConfirmation';--> statement-breakpoint
CREATE INDEX "test_drive_bookings_holder_idx" ON "test_drive_bookings" USING btree ("holder_hash") WHERE "test_drive_bookings"."status" = 'PendingConfirmation';--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_bookings_one_per_person_slot" ON "test_drive_bookings" USING btree ("slot_id",lower("email")) WHERE "test_drive_bookings"."status" in ('PendingConfirmation', 'Booked');--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_confirm_token_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_hold_check" CHECK (("test_drive_bookings"."status" = 'PendingConfirmation') = ("test_drive_bookings"."hold_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_status_check" CHECK ("test_drive_bookings"."status" in ('PendingConfirmation', 'Booked', 'Cancelled'));