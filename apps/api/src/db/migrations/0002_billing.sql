CREATE TYPE "public"."bundle_source" AS ENUM('purchase', 'free');--> statement-breakpoint
CREATE TYPE "public"."credit_entry_kind" AS ENUM('purchase', 'free_job', 'publish', 'expiry');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('Successful', 'Unsuccessful');--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source" "bundle_source" NOT NULL,
	"package_id" uuid,
	"payment_id" uuid,
	"provider_transaction_id" text,
	"jobs_in_bundle" integer NOT NULL,
	"number_of_jobs" integer NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"transaction_status" "transaction_status" DEFAULT 'Successful' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_jobs_not_negative" CHECK ("bundles"."number_of_jobs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bundle_id" uuid NOT NULL,
	"kind" "credit_entry_kind" NOT NULL,
	"delta" integer NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"package_name" text NOT NULL,
	"jobs_in_package" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"validity_months" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_jobs_positive" CHECK ("packages"."jobs_in_package" > 0),
	CONSTRAINT "packages_price_not_negative" CHECK ("packages"."unit_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"promo_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"attempt_ref" text NOT NULL,
	"session_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"promo_id" uuid,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"transaction_status" "transaction_status" NOT NULL,
	"transaction_message" text NOT NULL,
	"client_report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code" text NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"discount_value_hundredths" integer NOT NULL,
	"package_id" uuid,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_attempt_id" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_provider_transaction_key" ON "bundles" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_free_once_key" ON "bundles" USING btree ("company_id") WHERE "bundles"."source" = 'free';--> statement-breakpoint
CREATE INDEX "bundles_company_expiry_idx" ON "bundles" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_publish_once_key" ON "credit_ledger" USING btree ("job_id") WHERE "credit_ledger"."kind" = 'publish';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_expiry_once_key" ON "credit_ledger" USING btree ("bundle_id") WHERE "credit_ledger"."kind" = 'expiry';--> statement-breakpoint
CREATE INDEX "credit_ledger_company_idx" ON "credit_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_seed_key" ON "packages" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_intent_key" ON "payment_sessions" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_secret_key" ON "payment_sessions" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "payment_sessions_company_idx" ON "payment_sessions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_attempt_key" ON "payments" USING btree ("transaction_id","attempt_ref");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_session_key" ON "promo_redemptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_idx" ON "promo_redemptions" USING btree ("promo_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_key" ON "promos" USING btree ("promo_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_secret_key" ON "sandbox_payment_intents" USING btree ("client_secret");