CREATE TABLE "job_application_days" (
	"company_job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "job_application_days_company_job_id_day_pk" PRIMARY KEY("company_job_id","day")
);
--> statement-breakpoint
-- Moves one application into (+1) or out of (-1) its job's day (UTC) of job_application_days.
CREATE FUNCTION "job_application_days_add"(job uuid, at timestamptz, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "job_application_days" AS d ("company_job_id", "day", "applications")
  VALUES (job, (at AT TIME ZONE 'UTC')::date, delta)
  ON CONFLICT ("company_job_id", "day") DO UPDATE SET "applications" = d."applications" + excluded."applications"
$$;
--> statement-breakpoint
CREATE FUNCTION "job_application_days_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM "job_application_days_add"(OLD."company_job_id", OLD."created_at", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "job_application_days_add"(NEW."company_job_id", NEW."created_at", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_application_days_insert_delete" AFTER INSERT OR DELETE ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION "job_application_days_track"();
--> statement-breakpoint
CREATE TRIGGER "job_application_days_update" AFTER UPDATE OF "company_job_id", "created_at" ON "job_applications"
  FOR EACH ROW WHEN (OLD."company_job_id" IS DISTINCT FROM NEW."company_job_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "job_application_days_track"();
--> statement-breakpoint
INSERT INTO "job_application_days" ("company_job_id", "day", "applications")
SELECT "company_job_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "job_applications" GROUP BY 1, 2;
--> statement-breakpoint
-- Its planner statistics now, not at autovacuum's next pass: the reads above depend on them.
ANALYZE "job_application_days";
