ALTER TABLE "flood_prevention_checks" ADD COLUMN "client_phone" text;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD COLUMN "static_pressure_override_reason" text;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD COLUMN "hot_water_temp_override_reason" text;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD COLUMN "static_pressure_notes" text;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD COLUMN "hot_water_temp_notes" text;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD COLUMN "general_notes" text;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD COLUMN "caption" text;--> statement-breakpoint
-- Checks saved before reasons were required: a status that differs from what the reading now
-- suggests (500 kPa itself passes since issue 19) is marked as such, so the documents say so.
UPDATE "flood_prevention_checks" SET "static_pressure_override_reason" = 'Recorded before override reasons were required'
  WHERE "static_pressure_kpa" IS NOT NULL AND "static_pressure_status" IS NOT NULL
    AND "static_pressure_status" <> (CASE WHEN "static_pressure_kpa" <= 500 THEN 'pass' ELSE 'fail' END);--> statement-breakpoint
UPDATE "flood_prevention_checks" SET "hot_water_temp_override_reason" = 'Recorded before override reasons were required'
  WHERE "temperature_celsius" IS NOT NULL AND "hot_water_temp_status" IS NOT NULL
    AND "hot_water_temp_status" <> (CASE WHEN "temperature_celsius" <= 50 THEN 'pass' ELSE 'fail' END);--> statement-breakpoint
-- Photos without a capture time show when they reached the server.
UPDATE "inspection_photos" SET "taken_at" = "created_at" WHERE "taken_at" IS NULL;
