ALTER TYPE "public"."token_purpose" ADD VALUE 'keep_data';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_months" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "privacy_notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "discoverable_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "inactivity_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "retention_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "retained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_months_range" CHECK ("companies"."retention_months" between 6 and 36);--> statement-breakpoint
-- Profiles that existed before the choice stay findable as they were; their next sign-in tells them
-- once that they can change it (docs/PRIVACY.md). New sign-ups choose, unticked by default.
UPDATE "candidates" SET "discoverable" = true, "discoverable_notice_pending" = true;
