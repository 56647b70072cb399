CREATE TABLE "matched_candidate_counts" (
	"company_job_id" uuid PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Adds each job's change of listed rows, in job order: two transactions touching the same jobs
-- take their rows in the same order and wait for each other instead of deadlocking.
CREATE FUNCTION "matched_candidate_counts_add"(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "matched_candidate_counts" AS c ("company_job_id", "listed")
  SELECT (d.key)::uuid, (d.value)::int FROM jsonb_each_text(deltas) AS d WHERE (d.value)::int <> 0 ORDER BY 1
  ON CONFLICT ("company_job_id") DO UPDATE SET "listed" = c."listed" + excluded."listed"
$$;
--> statement-breakpoint
CREATE FUNCTION "matched_candidate_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "matched_candidate_counts_add"((SELECT jsonb_object_agg(j, n) FROM
    (SELECT "company_job_id" AS j, count(*) AS n FROM changed WHERE "listed" GROUP BY 1) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "matched_candidate_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "matched_candidate_counts_add"((SELECT jsonb_object_agg(j, -n) FROM
    (SELECT "company_job_id" AS j, count(*) AS n FROM changed WHERE "listed" GROUP BY 1) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "matched_candidate_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "matched_candidate_counts_add"((SELECT jsonb_object_agg(j, n) FROM (SELECT j, sum(n) AS n FROM (
    SELECT "company_job_id" AS j, 1 AS n FROM changed_new WHERE "listed"
    UNION ALL SELECT "company_job_id", -1 FROM changed_old WHERE "listed") moves GROUP BY j) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "matched_candidate_counts_insert" AFTER INSERT ON "matched_candidates"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidate_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "matched_candidate_counts_delete" AFTER DELETE ON "matched_candidates"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidate_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "matched_candidate_counts_update" AFTER UPDATE ON "matched_candidates"
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "matched_candidate_counts_after_update"();
--> statement-breakpoint
INSERT INTO "matched_candidate_counts" ("company_job_id", "listed")
SELECT "company_job_id", count(*) FROM "matched_candidates" WHERE "listed" GROUP BY 1;
--> statement-breakpoint
-- Its planner statistics now, not at autovacuum's next pass: the reads above depend on them.
ANALYZE "matched_candidate_counts";
