CREATE TYPE "public"."application_status" AS ENUM('Awaiting', 'Reviewed', 'Contacted', 'Shortlist Candidate', 'Hired', 'On Hold');--> statement-breakpoint
CREATE TYPE "public"."candidate_gender" AS ENUM('Male', 'Female', 'Other');--> statement-breakpoint
CREATE TABLE "candidate_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name_of_certificate" text NOT NULL,
	"institute" text NOT NULL,
	"to_date" date,
	"certificate_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"education_id" uuid NOT NULL,
	"name_of_degree" text NOT NULL,
	"institute" text NOT NULL,
	"to_date" date,
	"degree_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_job_criteria" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"work_types" "work_type"[] DEFAULT '{}' NOT NULL,
	"city" text,
	"salary_expectation" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"project_name" text NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_skill_id_pk" PRIMARY KEY("candidate_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_test_answers" (
	"candidate_test_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_id" uuid,
	"is_correct" boolean NOT NULL,
	CONSTRAINT "candidate_test_answers_candidate_test_id_question_id_pk" PRIMARY KEY("candidate_test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"result" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_tests_result_range" CHECK ("candidate_tests"."result" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "candidate_work_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"experience_letter" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_picture" text,
	"profile_rank" integer DEFAULT 0 NOT NULL,
	"video" text,
	"title" text,
	"about_you" text DEFAULT '' NOT NULL,
	"city" text,
	"country" text,
	"location" jsonb,
	"years_of_experience" integer DEFAULT 0 NOT NULL,
	"gender" "candidate_gender",
	"date_of_birth" date,
	"is_disable" boolean DEFAULT false NOT NULL,
	"profile_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_profile_rank_range" CHECK ("candidates"."profile_rank" between 0 and 100),
	CONSTRAINT "candidates_experience_not_negative" CHECK ("candidates"."years_of_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_application_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_application_id" uuid NOT NULL,
	"question_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"application_status" "application_status" DEFAULT 'Awaiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_test_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"option_text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_test_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "skill_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"test_name" text NOT NULL,
	"test_category" text NOT NULL,
	"skill_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_certificates" ADD CONSTRAINT "candidate_certificates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_educations" ADD CONSTRAINT "candidate_educations_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_job_criteria" ADD CONSTRAINT "candidate_job_criteria_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_portfolios" ADD CONSTRAINT "candidate_portfolios_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_test_answers" ADD CONSTRAINT "candidate_test_answers_candidate_test_id_candidate_tests_id_fk" FOREIGN KEY ("candidate_test_id") REFERENCES "public"."candidate_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_test_answers" ADD CONSTRAINT "candidate_test_answers_question_id_skill_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."skill_test_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_test_answers" ADD CONSTRAINT "candidate_test_answers_option_id_skill_test_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."skill_test_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tests" ADD CONSTRAINT "candidate_tests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tests" ADD CONSTRAINT "candidate_tests_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_work_experiences" ADD CONSTRAINT "candidate_work_experiences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_answers" ADD CONSTRAINT "job_application_answers_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_answers" ADD CONSTRAINT "job_application_answers_question_id_company_job_custom_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."company_job_custom_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_test_options" ADD CONSTRAINT "skill_test_options_question_id_skill_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."skill_test_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_test_questions" ADD CONSTRAINT "skill_test_questions_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_tests" ADD CONSTRAINT "skill_tests_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_certificates_candidate_idx" ON "candidate_certificates" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "candidate_educations_candidate_idx" ON "candidate_educations" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "candidate_portfolios_candidate_idx" ON "candidate_portfolios" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_tests_candidate_test_key" ON "candidate_tests" USING btree ("candidate_id","test_id");--> statement-breakpoint
CREATE INDEX "candidate_work_experiences_candidate_idx" ON "candidate_work_experiences" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_key" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_application_answers_application_idx" ON "job_application_answers" USING btree ("job_application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_candidate_job_key" ON "job_applications" USING btree ("candidate_id","company_job_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("company_job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_job_status_created_idx" ON "job_applications" USING btree ("company_job_id","application_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_company_candidate_idx" ON "job_applications" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_applications_company_created_idx" ON "job_applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_test_options_question_position_key" ON "skill_test_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_test_options_one_correct_key" ON "skill_test_options" USING btree ("question_id") WHERE "skill_test_options"."is_correct";--> statement-breakpoint
CREATE UNIQUE INDEX "skill_test_questions_test_position_key" ON "skill_test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_tests_slug_key" ON "skill_tests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "skill_tests_skill_idx" ON "skill_tests" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "company_jobs_published_created_idx" ON "company_jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "company_jobs"."job_status" = 'Published' and not "company_jobs"."is_job_deleted";