CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"overall_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blacklisted_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"first_name" text,
	"last_name" text,
	"reason" text DEFAULT 'Account terminated by management' NOT NULL,
	"blacklisted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blacklisted_by" integer,
	CONSTRAINT "blacklisted_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "career_tiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"required_score" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"abn" text DEFAULT '' NOT NULL,
	"office_email" text DEFAULT '' NOT NULL,
	"logo_file" text,
	"employee_access_code" text NOT NULL,
	"employee_access_code_rotated_at" timestamp with time zone,
	"owner_access_code_hash" text,
	"owner_pin_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"flood_prevention_check_id" integer NOT NULL,
	"document" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_access_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_ciphertext" text,
	"employee_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"used_by_user_id" integer,
	"used_at" timestamp with time zone,
	"generated_by" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "employee_access_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "employee_access_keys_used_by_user_id_unique" UNIQUE("used_by_user_id")
);
--> statement-breakpoint
CREATE TABLE "employee_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"device_name" text NOT NULL,
	"device_type" text NOT NULL,
	"user_agent" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_used" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_devices_device_id_unique" UNIQUE("device_id"),
	CONSTRAINT "employee_devices_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "flood_prevention_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"unit_number" text,
	"street_number" text NOT NULL,
	"street_name" text NOT NULL,
	"street_type" text NOT NULL,
	"suburb" text NOT NULL,
	"postcode" varchar(4) NOT NULL,
	"state" varchar(3) DEFAULT 'VIC' NOT NULL,
	"initial_job_number" text NOT NULL,
	"client_email" text NOT NULL,
	"static_pressure_kpa" double precision,
	"temperature_celsius" double precision,
	"static_pressure_status" text,
	"hot_water_temp_status" text,
	"inspection" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plumber_name" varchar(100),
	"inspection_date" date,
	"plumber_signature" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"certificate_issued" boolean DEFAULT false NOT NULL,
	"certificate_issued_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guidelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"department" text DEFAULT 'General' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "guidelines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"flood_prevention_check_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"section" text NOT NULL,
	"description" text DEFAULT 'Inspection photo' NOT NULL,
	"client_upload_id" text,
	"uploaded_by" integer,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_photos_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"level" varchar(1) NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"scoring" text NOT NULL,
	"levels" jsonb NOT NULL,
	CONSTRAINT "skills_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "training_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "training_materials_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"training_material_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'employee' NOT NULL,
	"current_tier" text DEFAULT 'entry' NOT NULL,
	"current_tier_id" integer DEFAULT 1 NOT NULL,
	"mobile_number" text,
	"personal_email" text,
	"employee_role" text,
	"start_date" date,
	"license_number" text,
	"plumbing_license_number" text,
	"license_expiry_date" date,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"employee_login_pin_hash" text,
	"employee_login_pin_generated_at" timestamp with time zone,
	"employee_photo_url" text,
	"employee_signature" text,
	"drivers_license_url" text,
	"plumbing_license_url" text,
	"legal_disclaimer_accepted" boolean DEFAULT false NOT NULL,
	"legal_disclaimer_signature" text,
	"legal_disclaimer_accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklisted_users" ADD CONSTRAINT "blacklisted_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklisted_users" ADD CONSTRAINT "blacklisted_users_blacklisted_by_users_id_fk" FOREIGN KEY ("blacklisted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_flood_prevention_check_id_flood_prevention_checks_id_fk" FOREIGN KEY ("flood_prevention_check_id") REFERENCES "public"."flood_prevention_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_access_keys" ADD CONSTRAINT "employee_access_keys_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_access_keys" ADD CONSTRAINT "employee_access_keys_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_devices" ADD CONSTRAINT "employee_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flood_prevention_checks" ADD CONSTRAINT "flood_prevention_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines" ADD CONSTRAINT "guidelines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_flood_prevention_check_id_flood_prevention_checks_id_fk" FOREIGN KEY ("flood_prevention_check_id") REFERENCES "public"."flood_prevention_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_skill_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skill_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_training_material_id_training_materials_id_fk" FOREIGN KEY ("training_material_id") REFERENCES "public"."training_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_tier_id_career_tiers_id_fk" FOREIGN KEY ("current_tier_id") REFERENCES "public"."career_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_log_check_idx" ON "email_log" USING btree ("flood_prevention_check_id");--> statement-breakpoint
CREATE INDEX "employee_devices_user_idx" ON "employee_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flood_checks_user_idx" ON "flood_prevention_checks" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flood_checks_created_idx" ON "flood_prevention_checks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspection_photos_check_idx" ON "inspection_photos" USING btree ("flood_prevention_check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_client_upload" ON "inspection_photos" USING btree ("flood_prevention_check_id","client_upload_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assessments_unique" ON "skill_assessments" USING btree ("assessment_id","skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_progress_unique" ON "training_progress" USING btree ("user_id","training_material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_single_owner" ON "users" USING btree ("is_owner") WHERE "users"."is_owner";