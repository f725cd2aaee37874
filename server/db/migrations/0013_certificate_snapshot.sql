-- Generated, then edited by hand: the four letterhead columns are added empty, filled, then made
-- NOT NULL (a NOT NULL column without a default cannot be added to a table that has rows).
ALTER TABLE "certificates" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "business_licence_number" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "business_abn" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "business_office_email" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verify_origin" text;--> statement-breakpoint
-- Certificates issued before this migration never recorded the letterhead they printed: today's
-- Settings are the best record there is, and from now on they stay as they are. Their
-- verify_origin stays null: the origin they were printed with was never recorded either, so
-- they print APP_ORIGIN, else the request's origin (docs/product.md#verification).
UPDATE "certificates" SET
  "business_name" = coalesce((SELECT "business_name" FROM "company_settings" WHERE "id" = 1), ''),
  "business_licence_number" = coalesce((SELECT "licence_number" FROM "company_settings" WHERE "id" = 1), ''),
  "business_abn" = coalesce((SELECT "abn" FROM "company_settings" WHERE "id" = 1), ''),
  "business_office_email" = coalesce((SELECT "office_email" FROM "company_settings" WHERE "id" = 1), '');--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "business_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "business_licence_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "business_abn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "business_office_email" SET NOT NULL;
