CREATE TYPE "public"."chat_party" AS ENUM('Company', 'Candidate');--> statement-breakpoint
CREATE TYPE "public"."chat_session_status" AS ENUM('IN-PROGRESS');--> statement-breakpoint
CREATE TYPE "public"."chat_type" AS ENUM('CHAT', 'INTERVIEW', 'INVITEACCEPTED', 'MARKCOMPLETED');--> statement-breakpoint
CREATE TYPE "public"."interview_response" AS ENUM('accept', 'decline');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('new', 'Completed', 'Didnt appeared');--> statement-breakpoint
CREATE TYPE "public"."interview_type" AS ENUM('In-office', 'Remote');--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_application_id" uuid NOT NULL,
	"status" "chat_session_status" DEFAULT 'IN-PROGRESS' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_chat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_session_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"content" text NOT NULL,
	"from_user" "chat_party" NOT NULL,
	"to_user" "chat_party" NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"chat_type" "chat_type" DEFAULT 'CHAT' NOT NULL,
	"interview_id" uuid,
	"company_read" boolean NOT NULL,
	"candidate_read" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_job_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"interview_type" "interview_type" NOT NULL,
	"location" text,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" "interview_status" DEFAULT 'new' NOT NULL,
	"response" "interview_response",
	"is_deleted" boolean DEFAULT false NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_job_id_company_jobs_id_fk" FOREIGN KEY ("company_job_id") REFERENCES "public"."company_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_application_key" ON "chat_sessions" USING btree ("job_application_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_company_last_idx" ON "chat_sessions" USING btree ("company_id","last_chat_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_sessions_candidate_last_idx" ON "chat_sessions" USING btree ("candidate_id","last_chat_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chats_session_created_idx" ON "chats" USING btree ("chat_session_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chats_company_unread_idx" ON "chats" USING btree ("company_id","chat_session_id") WHERE "chats"."to_user" = 'Company' and not "chats"."company_read";--> statement-breakpoint
CREATE INDEX "chats_candidate_unread_idx" ON "chats" USING btree ("candidate_id","chat_session_id") WHERE "chats"."to_user" = 'Candidate' and not "chats"."candidate_read";--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_application_live_key" ON "interviews" USING btree ("job_application_id") WHERE not "interviews"."is_deleted";--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" USING btree ("company_id","starts_at") WHERE not "interviews"."is_deleted";--> statement-breakpoint
CREATE INDEX "interviews_job_starts_idx" ON "interviews" USING btree ("company_job_id","starts_at") WHERE not "interviews"."is_deleted";--> statement-breakpoint
CREATE INDEX "interviews_candidate_starts_idx" ON "interviews" USING btree ("candidate_id","starts_at");