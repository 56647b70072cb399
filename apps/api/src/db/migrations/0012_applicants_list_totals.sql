CREATE TABLE "job_application_counts" (
	"company_job_id" uuid NOT NULL,
	"application_status" "application_status" NOT NULL,
	"candidate_has_video" boolean NOT NULL,
	"experience_bucket" smallint NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "job_application_counts_pkey" PRIMARY KEY("company_job_id","application_status","candidate_has_video","experience_bucket"),
	CONSTRAINT "job_application_counts_not_negative" CHECK ("job_application_counts"."applications" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_city_created_idx" ON "job_applications" USING btree ("company_job_id","candidate_city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The experience bucket of a number of months: the bounds of the applicants list's brackets
-- (12, 36, 60, 120 months) are buckets of their own, and so is each span between them. Must agree
-- with EXPERIENCE_BOUNDS in applications.totals.repository.ts (a test checks it).
CREATE FUNCTION "job_application_experience_bucket"(months integer) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN months < 12 THEN 0 WHEN months = 12 THEN 1
    WHEN months < 36 THEN 2 WHEN months = 36 THEN 3
    WHEN months < 60 THEN 4 WHEN months = 60 THEN 5
    WHEN months < 120 THEN 6 WHEN months = 120 THEN 7
    ELSE 8 END)::smallint
$$;--> statement-breakpoint
-- Adds delta to one row of job_application_counts. A decrement updates the row (an INSERT … ON
-- CONFLICT would check the negative value it proposes against the table's CHECK before finding the row).
CREATE FUNCTION "job_application_counts_add"(job uuid, status application_status, video boolean, bucket smallint, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta < 0 THEN
    UPDATE job_application_counts SET applications = applications + delta
    WHERE company_job_id = job AND application_status = status AND candidate_has_video = video AND experience_bucket = bucket;
  ELSE
    INSERT INTO job_application_counts AS c (company_job_id, application_status, candidate_has_video, experience_bucket, applications)
    VALUES (job, status, video, bucket, delta)
    ON CONFLICT (company_job_id, application_status, candidate_has_video, experience_bucket)
    DO UPDATE SET applications = c.applications + excluded.applications;
  END IF;
END
$$;--> statement-breakpoint
-- Keeps job_application_counts in the writing transaction. A change moves one application from one
-- row to another; the two rows are always taken in key order, so two changes in opposite directions
-- (Awaiting to Reviewed and back, at once) wait for each other instead of deadlocking.
CREATE FUNCTION "job_application_counts_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_bucket smallint;
  new_bucket smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_application_counts_add(NEW.company_job_id, NEW.application_status, NEW.candidate_has_video,
      job_application_experience_bucket(NEW.candidate_experience_months), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_application_counts_add(OLD.company_job_id, OLD.application_status, OLD.candidate_has_video,
      job_application_experience_bucket(OLD.candidate_experience_months), -1);
  ELSE
    old_bucket := job_application_experience_bucket(OLD.candidate_experience_months);
    new_bucket := job_application_experience_bucket(NEW.candidate_experience_months);
    IF (OLD.company_job_id, OLD.application_status, OLD.candidate_has_video, old_bucket)
       = (NEW.company_job_id, NEW.application_status, NEW.candidate_has_video, new_bucket) THEN
      RETURN NULL;
    END IF;
    IF (OLD.company_job_id, OLD.application_status, OLD.candidate_has_video, old_bucket)
       < (NEW.company_job_id, NEW.application_status, NEW.candidate_has_video, new_bucket) THEN
      PERFORM job_application_counts_add(OLD.company_job_id, OLD.application_status, OLD.candidate_has_video, old_bucket, -1);
      PERFORM job_application_counts_add(NEW.company_job_id, NEW.application_status, NEW.candidate_has_video, new_bucket, 1);
    ELSE
      PERFORM job_application_counts_add(NEW.company_job_id, NEW.application_status, NEW.candidate_has_video, new_bucket, 1);
      PERFORM job_application_counts_add(OLD.company_job_id, OLD.application_status, OLD.candidate_has_video, old_bucket, -1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_application_counts_insert_delete" AFTER INSERT OR DELETE ON "job_applications"
FOR EACH ROW EXECUTE FUNCTION job_application_counts_track();--> statement-breakpoint
CREATE TRIGGER "job_application_counts_update"
AFTER UPDATE OF "company_job_id", "application_status", "candidate_has_video", "candidate_experience_months" ON "job_applications"
FOR EACH ROW EXECUTE FUNCTION job_application_counts_track();--> statement-breakpoint
INSERT INTO "job_application_counts" ("company_job_id", "application_status", "candidate_has_video", "experience_bucket", "applications")
SELECT "company_job_id", "application_status", "candidate_has_video", job_application_experience_bucket("candidate_experience_months"), count(*)
FROM "job_applications"
GROUP BY 1, 2, 3, 4;
