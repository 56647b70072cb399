CREATE TABLE "matched_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"percentage" smallint NOT NULL,
	"listed" boolean NOT NULL,
	"excluded_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"breakdown" jsonb NOT NULL,
	"matched_skill_ids" uuid[] NOT NULL,
	"verified_skill_ids" uuid[] NOT NULL,
	"missing_skill_ids" uuid[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "matched_candidates_percentage_range" CHECK ("matched_candidates"."percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "company_jobs" ADD COLUMN "match_gate_skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD CONSTRAINT "matched_candidates_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD CONSTRAINT "matched_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matched_candidates" ADD CONSTRAINT "matched_candidates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matched_candidates_job_candidate_key" ON "matched_candidates" USING btree ("company_job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "matched_candidates_candidate_company_idx" ON "matched_candidates" USING btree ("candidate_id","company_id");--> statement-breakpoint
CREATE INDEX "matched_candidates_job_listed_idx" ON "matched_candidates" USING btree ("company_job_id","percentage" DESC NULLS FIRST,"candidate_id") WHERE "matched_candidates"."listed";--> statement-breakpoint
CREATE INDEX "company_jobs_published_gate_idx" ON "company_jobs" USING gin ("match_gate_skill_ids") WHERE "company_jobs"."job_status" = 'Published' and not "company_jobs"."is_job_deleted";--> statement-breakpoint
-- Databases seeded before this migration: the seeded levels get their rank (EDUCATION_LEVELS).
UPDATE "educations" SET "level" = CASE "education_name"
  WHEN 'High School Diploma' THEN 1
  WHEN 'Vocational Certificate' THEN 2
  WHEN 'Professional Certification' THEN 2
  WHEN 'Associate Degree' THEN 3
  WHEN 'Bachelor''s Degree' THEN 4
  WHEN 'Master''s Degree' THEN 5
  WHEN 'MBA' THEN 5
  WHEN 'Doctorate (PhD)' THEN 6
  ELSE 0 END;
--> statement-breakpoint
-- Jobs that exist already: their field's skills, as their next rematch will write them.
UPDATE "company_jobs" SET "match_gate_skill_ids" = coalesce(
  nullif(array(SELECT s."id" FROM "skills" s WHERE s."id" = any("company_jobs"."skill_ids") AND s."skill_type" = 'hard'), '{}'::uuid[]),
  "skill_ids");
