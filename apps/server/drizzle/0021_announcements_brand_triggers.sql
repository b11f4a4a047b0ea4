-- Custom migration: announcements are brand-level rows kept with the brand snapshot of each process
-- (SystemService.brandPart), so a change to them bumps brand_config_version in the same
-- transaction, like the tables of 0004 — whoever writes (the /ops routes, the seed, plain SQL).
CREATE TRIGGER "announcements_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "announcement_translations_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcement_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
