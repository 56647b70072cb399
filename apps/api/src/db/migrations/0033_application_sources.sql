ALTER TABLE "job_applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "utm_campaign" text;