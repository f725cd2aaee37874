ALTER TABLE "assessments" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "agreed_score" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "review_adjustments" jsonb;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "assessment_review_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_review_queue_idx" ON "assessments" USING btree ("completed_at") WHERE "assessments"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_review_status_check" CHECK ("assessments"."review_status" IN ('pending', 'approved', 'returned'));