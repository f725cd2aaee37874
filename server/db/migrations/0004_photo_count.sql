ALTER TABLE "flood_prevention_checks" ADD COLUMN "photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand after generation: drizzle-kit does not model triggers. Keeps photo_count
-- in step with every photo added, removed or moved, in the same transaction, so the lists
-- read it with the row instead of counting photos for every row of every page (issue 9).
CREATE FUNCTION "inspection_photo_count_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.flood_prevention_check_id IS NOT DISTINCT FROM OLD.flood_prevention_check_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE flood_prevention_checks SET photo_count = photo_count + 1 WHERE id = NEW.flood_prevention_check_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE flood_prevention_checks SET photo_count = photo_count - 1 WHERE id = OLD.flood_prevention_check_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inspection_photo_count_track" AFTER INSERT OR DELETE OR UPDATE OF "flood_prevention_check_id" ON "inspection_photos"
FOR EACH ROW EXECUTE FUNCTION "inspection_photo_count_track"();
--> statement-breakpoint
UPDATE "flood_prevention_checks" c SET "photo_count" = p.n
FROM (SELECT "flood_prevention_check_id" AS id, count(*) AS n FROM "inspection_photos" GROUP BY 1) p
WHERE c.id = p.id;
