ALTER TABLE "users" ADD COLUMN "dashboard_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand after generation: drizzle-kit does not model triggers. Every change to a
-- row the dashboard is made of bumps its user's dashboard_version in the same transaction,
-- so a cached dashboard is never reused once its data has changed (ADR 0012).
CREATE FUNCTION "dashboard_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_now record;
  changed integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_now := OLD;
  ELSE
    row_now := NEW;
  END IF;
  IF TG_TABLE_NAME = 'skill_assessments' THEN
    -- Answers count only once their assessment is completed (the dashboard shows the latest completed one).
    SELECT a.user_id INTO changed FROM assessments a WHERE a.id = row_now.assessment_id AND a.status = 'completed';
  ELSE
    changed := row_now.user_id;
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      UPDATE users SET dashboard_version = dashboard_version + 1 WHERE id = OLD.user_id;
    END IF;
  END IF;
  IF changed IS NOT NULL THEN
    UPDATE users SET dashboard_version = dashboard_version + 1 WHERE id = changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_version_assessments" AFTER INSERT OR UPDATE OR DELETE ON "assessments"
FOR EACH ROW EXECUTE FUNCTION "dashboard_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_version_training_progress" AFTER INSERT OR UPDATE OR DELETE ON "training_progress"
FOR EACH ROW EXECUTE FUNCTION "dashboard_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_version_skill_assessments" AFTER INSERT OR UPDATE OR DELETE ON "skill_assessments"
FOR EACH ROW EXECUTE FUNCTION "dashboard_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_version_activities" AFTER INSERT OR UPDATE OR DELETE ON "activities"
FOR EACH ROW EXECUTE FUNCTION "dashboard_version_bump"();
--> statement-breakpoint
CREATE FUNCTION "dashboard_version_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Training modules are everyone's: a change to any of them is a change to every dashboard.
  UPDATE users SET dashboard_version = dashboard_version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_version_training_materials" AFTER INSERT OR UPDATE OR DELETE ON "training_materials"
FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_version_bump_all"();
