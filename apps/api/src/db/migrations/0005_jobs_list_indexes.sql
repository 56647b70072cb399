DROP INDEX "company_jobs_company_created_idx";--> statement-breakpoint
DROP INDEX "company_jobs_company_status_idx";--> statement-breakpoint
DROP INDEX "company_jobs_company_type_idx";--> statement-breakpoint
DROP INDEX "company_jobs_company_city_idx";--> statement-breakpoint
CREATE INDEX "company_jobs_company_created_idx" ON "company_jobs" USING btree ("company_id","is_job_deleted","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_jobs_company_status_idx" ON "company_jobs" USING btree ("company_id","job_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_type_idx" ON "company_jobs" USING btree ("company_id","job_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_city_idx" ON "company_jobs" USING btree ("company_id","city","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "company_jobs"."is_job_deleted";