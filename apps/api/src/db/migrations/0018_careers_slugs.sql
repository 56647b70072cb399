CREATE TABLE "company_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_slug_redirects" ADD CONSTRAINT "company_slug_redirects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_slug_redirects_company_idx" ON "company_slug_redirects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_jobs_company_published_idx" ON "company_jobs" USING btree ("company_id","updated_at") WHERE "company_jobs"."job_status" = 'Published' and not "company_jobs"."is_job_deleted";--> statement-breakpoint
-- A company's slug, made by the database from its name: lower-case letters and digits, every other
-- run of characters one hyphen, at most 50 characters (room for a suffix), 'company' when nothing is left.
CREATE FUNCTION company_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN b = '' THEN 'company' WHEN length(b) < 3 THEN b || '-company' ELSE b END
  FROM (SELECT trim(both '-' from left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 50)) AS b) s
$$;--> statement-breakpoint
-- The base itself when no other company has it (now or as a former slug), else base-2, base-3, ...
-- The advisory lock serialises companies taking the same base, so two sign-ups never pick the same one.
CREATE FUNCTION company_slug_free(base text, company uuid) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate text := base;
  n bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('company_slug:' || base));
  IF NOT EXISTS (SELECT 1 FROM companies WHERE slug = base AND id <> company)
     AND NOT EXISTS (SELECT 1 FROM company_slug_redirects WHERE slug = base AND company_id <> company) THEN
    RETURN base;
  END IF;
  SELECT coalesce(max(substring(s from '-([0-9]{1,9})$')::bigint), 1) INTO n FROM (
    SELECT slug AS s FROM companies WHERE slug ~ ('^' || base || '-[0-9]{1,9}$')
    UNION ALL SELECT slug FROM company_slug_redirects WHERE slug ~ ('^' || base || '-[0-9]{1,9}$')
  ) taken;
  LOOP
    n := n + 1;
    candidate := base || '-' || n;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM companies WHERE slug = candidate)
      AND NOT EXISTS (SELECT 1 FROM company_slug_redirects WHERE slug = candidate);
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
CREATE FUNCTION companies_slug_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := company_slug_free(company_slug_base(NEW.company_name), NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_slug_default BEFORE INSERT ON companies FOR EACH ROW EXECUTE FUNCTION companies_slug_default();--> statement-breakpoint
-- Existing companies, oldest first (the first of a name keeps the plain slug), one statement each
-- so each sees the slugs given before it.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, company_name FROM companies ORDER BY created_at, id LOOP
    UPDATE companies SET slug = company_slug_free(company_slug_base(r.company_name), r.id) WHERE id = r.id;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");
