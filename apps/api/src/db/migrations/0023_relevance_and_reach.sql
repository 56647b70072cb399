ALTER TABLE "candidate_job_criteria" ADD COLUMN "relocate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_work_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD COLUMN "field_fit" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD COLUMN "profession_months" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD COLUMN "relevant_months" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD COLUMN "reach" text DEFAULT 'near' NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD COLUMN "distance_km" integer;--> statement-breakpoint
-- The matching engine's inputs now include the work history, each job's profession recognised from
-- its title (the longest profession name it contains, lower case), so experience can count only
-- the months relevant to a job (docs/matching.md).
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
        FROM "candidate_work_experiences" we WHERE we."candidate_id" = c."id"), '[]'::jsonb)
  WHERE c."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE TRIGGER "candidate_work_experiences_match_inputs_insert" AFTER INSERT ON "candidate_work_experiences"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_work_experiences_match_inputs_delete" AFTER DELETE ON "candidate_work_experiences"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_work_experiences_match_inputs_update" AFTER UPDATE ON "candidate_work_experiences"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_update"();
--> statement-breakpoint
-- Candidates with a work history already here, in one pass.
SELECT "candidate_match_inputs_refresh"(array(SELECT DISTINCT "candidate_id" FROM "candidate_work_experiences"));
