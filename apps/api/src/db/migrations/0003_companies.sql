CREATE TABLE "company_offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"office" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision,
	"long" double precision
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"about" text,
	"company_logo" text,
	"website" text,
	"facebook_profile" text,
	"instagram_profile" text,
	"twitter_profile" text,
	"linkedin_profile" text,
	"no_of_employees" text DEFAULT '1-5' NOT NULL,
	"company_benefits" text DEFAULT 'No Benefit' NOT NULL,
	"company_age" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_offices" ADD CONSTRAINT "company_offices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_offices_company_idx" ON "company_offices" USING btree ("company_id","position");