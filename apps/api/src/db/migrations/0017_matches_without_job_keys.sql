ALTER TABLE "matched_candidates" DROP CONSTRAINT "matched_candidates_company_job_id_company_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "matched_candidates" DROP CONSTRAINT "matched_candidates_company_id_companies_id_fk";
