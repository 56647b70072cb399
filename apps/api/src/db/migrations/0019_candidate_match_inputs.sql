ALTER TABLE "candidates" ADD COLUMN "match_skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_verified_skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_education_level" smallint;--> statement-breakpoint
-- The matching engine's inputs of these candidates, from their sections (docs/decisions/0021).
CREATE FUNCTION "candidate_match_inputs_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "candidates" c SET
    "match_skill_ids" = coalesce(
      (SELECT array_agg(cs."skill_id" ORDER BY cs."skill_id") FROM "candidate_skills" cs WHERE cs."candidate_id" = c."id"), '{}'),
    "match_verified_skill_ids" = coalesce(
      (SELECT array_agg(DISTINCT st."skill_id") FROM "candidate_tests" ct JOIN "skill_tests" st ON st."id" = ct."test_id"
        WHERE ct."candidate_id" = c."id" AND ct."passed"), '{}'),
    "match_education_level" =
      (SELECT max(e."level") FROM "candidate_educations" ce JOIN "educations" e ON e."id" = ce."education_id"
        WHERE ce."candidate_id" = c."id")
  WHERE c."id" = ANY(ids)
$$;
--> statement-breakpoint
-- Once per statement, for the candidates whose rows it inserted, updated or deleted: an insert
-- names its new rows and a delete its old ones `changed`, so one function serves both.
CREATE FUNCTION "candidate_match_inputs_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "candidate_match_inputs_refresh"(array(SELECT DISTINCT "candidate_id" FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "candidate_match_inputs_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "candidate_match_inputs_refresh"(array(
    SELECT "candidate_id" FROM changed_new UNION SELECT "candidate_id" FROM changed_old));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_inputs_insert" AFTER INSERT ON "candidate_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_inputs_delete" AFTER DELETE ON "candidate_skills"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_inputs_update" AFTER UPDATE ON "candidate_skills"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_update"();
--> statement-breakpoint
CREATE TRIGGER "candidate_tests_match_inputs_insert" AFTER INSERT ON "candidate_tests"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_tests_match_inputs_delete" AFTER DELETE ON "candidate_tests"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_tests_match_inputs_update" AFTER UPDATE ON "candidate_tests"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_update"();
--> statement-breakpoint
CREATE TRIGGER "candidate_educations_match_inputs_insert" AFTER INSERT ON "candidate_educations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_educations_match_inputs_delete" AFTER DELETE ON "candidate_educations"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_change"();
--> statement-breakpoint
CREATE TRIGGER "candidate_educations_match_inputs_update" AFTER UPDATE ON "candidate_educations"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "candidate_match_inputs_after_update"();
--> statement-breakpoint
-- Candidates already here, in one pass (a large array of ids is matched through a hash).
SELECT "candidate_match_inputs_refresh"(array(SELECT "id" FROM "candidates"));
