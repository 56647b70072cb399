DROP INDEX "company_jobs_company_status_idx";--> statement-breakpoint
DROP INDEX "company_jobs_company_type_idx";--> statement-breakpoint
DROP INDEX "company_jobs_company_city_idx";--> statement-breakpoint
CREATE INDEX "company_jobs_company_title_idx" ON "company_jobs" USING btree ("company_id","job_title","id") WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_status_idx" ON "company_jobs" USING btree ("company_id","job_status","job_title","id") WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_type_idx" ON "company_jobs" USING btree ("company_id","job_type","job_title","id") WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_city_idx" ON "company_jobs" USING btree ("company_id","city","job_title","id") WHERE not "company_jobs"."is_job_deleted";