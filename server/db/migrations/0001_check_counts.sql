CREATE TABLE "flood_check_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flood_check_counts" ADD CONSTRAINT "flood_check_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand after generation: drizzle-kit does not model triggers. Keeps
-- flood_check_counts in step with every insert, delete and change of author.
CREATE FUNCTION "flood_check_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO flood_check_counts (user_id, total) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET total = flood_check_counts.total + 1;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE flood_check_counts SET total = total - 1 WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flood_check_counts_track" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "flood_prevention_checks"
FOR EACH ROW EXECUTE FUNCTION "flood_check_counts_track"();
--> statement-breakpoint
INSERT INTO "flood_check_counts" ("user_id", "total")
SELECT "user_id", count(*) FROM "flood_prevention_checks" GROUP BY "user_id";
