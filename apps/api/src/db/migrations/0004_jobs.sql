CREATE TYPE "public"."job_status" AS ENUM('Draft', 'Published', 'Completed', 'Paused');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('Full time', 'Part time', 'Short-term', 'Project/Freelance');--> statement-breakpoint
CREATE TYPE "public"."work_type" AS ENUM('On-site', 'Partially Remote', 'Fully Remote');--> statement-breakpoint
CREATE TYPE "public"."skill_type" AS ENUM('hard', 'soft');--> statement-breakpoint
CREATE TABLE "company_job_custom_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_job_id" uuid NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_job_views" (
	"company_job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_job_views_company_job_id_day_visitor_hash_pk" PRIMARY KEY("company_job_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "company_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"industry_id" uuid,
	"profession_id" uuid,
	"skill_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"education_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"professional_experience_id" uuid,
	"age_specification_id" uuid,
	"gender" text,
	"work_type" "work_type",
	"location" jsonb,
	"city" text,
	"country" text,
	"address" text,
	"is_disable" boolean DEFAULT false NOT NULL,
	"job_type" "job_type",
	"currency" text DEFAULT 'USD' NOT NULL,
	"salary_type" text DEFAULT 'Monthly' NOT NULL,
	"minimum_salary" integer,
	"maximum_salary" integer,
	"number_of_hiring" integer DEFAULT 1 NOT NULL,
	"job_status" "job_status" DEFAULT 'Draft' NOT NULL,
	"matching_criteria" jsonb,
	"is_job_deleted" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"end_date" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_specifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"age_range" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "age_specifications_age_range_unique" UNIQUE("age_range")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"education_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_education_name_unique" UNIQUE("education_name")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"industry_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_skills" (
	"profession_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "profession_skills_profession_id_skill_id_pk" PRIMARY KEY("profession_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "professional_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience" text NOT NULL,
	"min_months" integer,
	"max_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_experiences_experience_unique" UNIQUE("experience")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"industry_id" uuid NOT NULL,
	"profession_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skill_name" text NOT NULL,
	"skill_type" "skill_type" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_job_custom_questions" ADD CONSTRAINT "company_job_custom_questions_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_job_views" ADD CONSTRAINT "company_job_views_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jobs" ADD CONSTRAINT "company_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jobs" ADD CONSTRAINT "company_jobs_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jobs" ADD CONSTRAINT "company_jobs_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jobs" ADD CONSTRAINT "company_jobs_professional_experience_id_professional_experiences_id_fk" FOREIGN KEY ("professional_experience_id") REFERENCES "public"."professional_experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jobs" ADD CONSTRAINT "company_jobs_age_specification_id_age_specifications_id_fk" FOREIGN KEY ("age_specification_id") REFERENCES "public"."age_specifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_skills" ADD CONSTRAINT "profession_skills_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_skills" ADD CONSTRAINT "profession_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professions" ADD CONSTRAINT "professions_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_job_custom_questions_job_idx" ON "company_job_custom_questions" USING btree ("company_job_id","created_at");--> statement-breakpoint
CREATE INDEX "company_jobs_company_created_idx" ON "company_jobs" USING btree ("company_id","is_job_deleted","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_jobs_company_status_idx" ON "company_jobs" USING btree ("company_id","job_status","created_at" DESC NULLS LAST) WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_type_idx" ON "company_jobs" USING btree ("company_id","job_type","created_at" DESC NULLS LAST) WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_company_city_idx" ON "company_jobs" USING btree ("company_id","city","created_at" DESC NULLS LAST) WHERE not "company_jobs"."is_job_deleted";--> statement-breakpoint
CREATE INDEX "company_jobs_expiry_idx" ON "company_jobs" USING btree ("end_date") WHERE "company_jobs"."job_status" = 'Published';--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_key" ON "industries" USING btree (lower("industry_name"));--> statement-breakpoint
CREATE INDEX "profession_skills_skill_idx" ON "profession_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "professions_industry_name_key" ON "professions" USING btree ("industry_id",lower("profession_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_key" ON "skills" USING btree (lower("skill_name"));