CREATE TABLE "job_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "match_percentage" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "candidate_profile_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "candidate_experience_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "candidate_has_video" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "candidate_city" text;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_notes_application_created_idx" ON "job_application_notes" USING btree ("job_application_id","created_at" DESC NULLS LAST);