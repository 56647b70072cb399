CREATE TABLE "application_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"from_status" "application_status",
	"to_status" "application_status" NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("job_application_id","changed_at");--> statement-breakpoint
CREATE INDEX "application_status_changes_company_idx" ON "application_status_changes" USING btree ("company_id","changed_at");--> statement-breakpoint
-- The history is written by the database. An insert, a statement at a time (a transition table: a
-- bulk insert writes its history in one insert). Who changed a status is the transaction's
-- talentdeck.actor_user_id, set by the service that changes it; none for the candidate applying.
CREATE FUNCTION "application_status_applied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "application_status_changes" ("job_application_id", "company_id", "from_status", "to_status", "changed_by_user_id", "changed_at")
	SELECT n."id", n."company_id", NULL, n."application_status", NULL, n."created_at" FROM "inserted" n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_status_applied" AFTER INSERT ON "job_applications"
	REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "application_status_applied"();
--> statement-breakpoint
-- A row at a time, and only when the status itself is set: the matching engine's bulk updates of
-- percentages never fire it (a column list cannot go with transition tables).
CREATE FUNCTION "application_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "application_status_changes" ("job_application_id", "company_id", "from_status", "to_status", "changed_by_user_id", "changed_at")
	VALUES (NEW."id", NEW."company_id", OLD."application_status", NEW."application_status",
		nullif(current_setting('talentdeck.actor_user_id', true), '')::uuid, now());
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_status_changed" AFTER UPDATE OF "application_status" ON "job_applications"
	FOR EACH ROW WHEN (OLD."application_status" IS DISTINCT FROM NEW."application_status")
	EXECUTE FUNCTION "application_status_changed"();
--> statement-breakpoint
-- Applications from before the history: their current status, as one entry, from when they were made.
INSERT INTO "application_status_changes" ("job_application_id", "company_id", "from_status", "to_status", "changed_at")
SELECT "id", "company_id", NULL, "application_status", "created_at" FROM "job_applications";
