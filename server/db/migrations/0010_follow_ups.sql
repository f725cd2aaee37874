CREATE TABLE "follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"flood_prevention_check_id" integer NOT NULL,
	"finding_key" text NOT NULL,
	"section" text NOT NULL,
	"item" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"quote_number" text,
	"amount_cents" integer,
	"note" text,
	"plumber_note" text,
	"closed_by_save" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "orange_creates_follow_ups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_flood_prevention_check_id_flood_prevention_checks_id_fk" FOREIGN KEY ("flood_prevention_check_id") REFERENCES "public"."flood_prevention_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_check_finding" ON "follow_ups" USING btree ("flood_prevention_check_id","finding_key");--> statement-breakpoint
CREATE INDEX "follow_ups_status_created_idx" ON "follow_ups" USING btree ("status","created_at");