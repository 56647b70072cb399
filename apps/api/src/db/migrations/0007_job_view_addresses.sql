CREATE TABLE "company_job_view_addresses" (
	"company_job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"address_hash" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "company_job_view_addresses_company_job_id_day_address_hash_pk" PRIMARY KEY("company_job_id","day","address_hash")
);
--> statement-breakpoint
ALTER TABLE "company_job_view_addresses" ADD CONSTRAINT "company_job_view_addresses_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;