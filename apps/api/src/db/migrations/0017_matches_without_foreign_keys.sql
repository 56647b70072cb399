ALTER TABLE "matched_candidates" DROP CONSTRAINT IF EXISTS "matched_candidates_company_job_id_company_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "matched_candidates" DROP CONSTRAINT IF EXISTS "matched_candidates_candidate_id_candidates_id_fk";
--> statement-breakpoint
ALTER TABLE "matched_candidates" DROP CONSTRAINT IF EXISTS "matched_candidates_company_id_companies_id_fk";
--> statement-breakpoint
-- What the foreign keys' ON DELETE CASCADE did, once per statement instead of a check per inserted row.
CREATE FUNCTION "matched_candidates_follow_deletes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'candidates' THEN
    DELETE FROM "matched_candidates" m USING gone WHERE m."candidate_id" = gone."id";
  ELSIF TG_TABLE_NAME = 'company_jobs' THEN
    DELETE FROM "matched_candidates" m USING gone WHERE m."company_job_id" = gone."id";
  ELSE
    DELETE FROM "matched_candidates" m USING gone WHERE m."company_id" = gone."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidates_delete_matches" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidates_follow_deletes"();
--> statement-breakpoint
CREATE TRIGGER "company_jobs_delete_matches" AFTER DELETE ON "company_jobs" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidates_follow_deletes"();
--> statement-breakpoint
CREATE TRIGGER "companies_delete_matches" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidates_follow_deletes"();
