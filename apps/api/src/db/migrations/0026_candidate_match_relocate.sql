ALTER TABLE "candidates" ADD COLUMN "match_relocate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether the candidate would relocate is a matching input too, kept on the candidate's row with
-- the others: a job's rematch reads tens of thousands of candidates, and joining their criteria
-- row doubled the pages it reads (docs/decisions/0031).
CREATE OR REPLACE FUNCTION "candidate_match_inputs_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "candidates" c SET
    "match_skill_ids" = coalesce(
      (SELECT array_agg(cs."skill_id" ORDER BY cs."skill_id") FROM "candidate_skills" cs WHERE cs."candidate_id" = c."id"), '{}'),
    "match_verified_skill_ids" = coalesce(
      (SELECT array_agg(DISTINCT st."skill_id") FROM "candidate_tests" ct JOIN "skill_tests" st ON st."id" = ct."test_id"
        WHERE ct."candidate_id" = c."id" AND ct."passed"), '{}'),
    "match_education_level" =
      (SELECT max(e."level") FROM "candidate_educations" ce JOIN "educations" e ON e."id" = ce."education_id"
        WHERE ce."candidate_id" = c."id"),
    "match_work_history" = coalesce(
      (SELECT jsonb_agg(jsonb_build_object(
          'p', (SELECT lower(p."profession_name") FROM "professions" p
                WHERE strpos(lower(we."job_title"), lower(p."profession_name")) > 0
                ORDER BY length(p."profession_name") DESC, p."profession_name" LIMIT 1),
          'f', we."from_date", 't', we."to_date") ORDER BY we."position")
        FROM "candidate_work_experiences" we WHERE we."candidate_id" = c."id"), '[]'::jsonb),
    "match_relocate" = coalesce(
      (SELECT cr."relocate" FROM "candidate_job_criteria" cr WHERE cr."candidate_id" = c."id"), false)
  WHERE c."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE TRIGGER "candidate_job_criteria_match_inputs_insert" AFTER INSERT ON "candidate_job_criteria"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_job_criteria_match_inputs_delete" AFTER DELETE ON "candidate_job_criteria"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_job_criteria_match_inputs_update" AFTER UPDATE ON "candidate_job_criteria"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_update"();
--> statement-breakpoint
-- Candidates who said so already, in one pass (the others keep the default).
UPDATE "candidates" c SET "match_relocate" = true FROM "candidate_job_criteria" cr WHERE cr."candidate_id" = c."id" AND cr."relocate";
