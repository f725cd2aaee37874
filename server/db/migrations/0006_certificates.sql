CREATE TABLE "certificate_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"flood_prevention_check_id" integer NOT NULL,
	"number" text NOT NULL,
	"verification_code" text NOT NULL,
	"inspector_name" text,
	"inspector_licence_number" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "certificates_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
CREATE TABLE "check_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"flood_prevention_check_id" integer NOT NULL,
	"actor_id" integer,
	"type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_flood_prevention_check_id_flood_prevention_checks_id_fk" FOREIGN KEY ("flood_prevention_check_id") REFERENCES "public"."flood_prevention_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_events" ADD CONSTRAINT "check_events_flood_prevention_check_id_flood_prevention_checks_id_fk" FOREIGN KEY ("flood_prevention_check_id") REFERENCES "public"."flood_prevention_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_events" ADD CONSTRAINT "check_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_check_idx" ON "certificates" USING btree ("flood_prevention_check_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_current" ON "certificates" USING btree ("flood_prevention_check_id") WHERE "certificates"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "check_events_check_idx" ON "check_events" USING btree ("flood_prevention_check_id","id");
--> statement-breakpoint
-- Written by hand after generation: every check already issued (under the old first-download
-- rule) gets its certificate row, numbered in issue order within its year on the Melbourne
-- calendar (the default APP_TIMEZONE; a migration cannot read the app's configuration), with
-- the author and their licence on record today as its inspector. Who issued it was never
-- recorded, so issued_by stays null. gen_random_uuid() draws 122 bits from PostgreSQL's
-- strong random source (>= 96 bits, issue 19 §10).
UPDATE "flood_prevention_checks" SET "certificate_issued_at" = "updated_at" WHERE "certificate_issued" AND "certificate_issued_at" IS NULL;
--> statement-breakpoint
INSERT INTO "certificates" ("flood_prevention_check_id", "number", "verification_code", "inspector_name", "inspector_licence_number", "issued_at")
SELECT c.id,
  'FPC-' || c.y || '-' || lpad((row_number() OVER (PARTITION BY c.y ORDER BY c.certificate_issued_at, c.id))::text, 6, '0'),
  replace(gen_random_uuid()::text, '-', ''),
  nullif(concat_ws(' ', u.first_name, u.last_name), ''),
  nullif(trim(u.plumbing_license_number), ''),
  c.certificate_issued_at
FROM (
  SELECT id, user_id, certificate_issued_at, extract(year FROM certificate_issued_at AT TIME ZONE 'Australia/Melbourne')::int AS y
  FROM "flood_prevention_checks" WHERE "certificate_issued"
) c
LEFT JOIN "users" u ON u.id = c.user_id;
--> statement-breakpoint
INSERT INTO "certificate_counters" ("year", "last")
SELECT split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int) FROM "certificates" GROUP BY 1;
--> statement-breakpoint
-- Their history starts with what is known: when each check was created, and its certificate.
INSERT INTO "check_events" ("flood_prevention_check_id", "actor_id", "type", "details", "created_at")
SELECT id, user_id, 'created', '{}'::jsonb, created_at FROM "flood_prevention_checks";
--> statement-breakpoint
INSERT INTO "check_events" ("flood_prevention_check_id", "actor_id", "type", "details", "created_at")
SELECT "flood_prevention_check_id", NULL, 'certificate_issued', jsonb_build_object('certificateNumber', "number"), "issued_at" FROM "certificates";
