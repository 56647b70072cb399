ALTER TABLE "company_profiles" ADD COLUMN "time_zone" text;
-- The company's clock as chosen on the business profile (an IANA name); null follows the first
-- office's city, else UTC (decision 33).
