-- Custom migration: banners are brand-level data kept with the brand snapshot of each process (a
-- part of it, SystemService.brandPart), so a change to them bumps brand_config_version in the same
-- transaction, like the tables of 0004.
CREATE TRIGGER "banners_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
