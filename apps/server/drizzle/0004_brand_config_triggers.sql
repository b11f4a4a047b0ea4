-- Written by hand (drizzle-kit generate --custom): drizzle-kit does not generate triggers.
-- Any change to brand-level data bumps brand_config_version in the same transaction, whoever
-- writes (the /ops routes of any server process, the seed, plain SQL). Each server process polls
-- that one row and reloads its in-memory brand configuration when the number moves
-- (src/modules/system/brand-config.ts). Statement-level: one bump per statement, however many
-- rows it touches; TRUNCATE counts too.
INSERT INTO "brand_config_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_brand_config_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "brand_config_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "brand_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "whitelabel_modules_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "whitelabel_modules"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "register_validators_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "register_validators"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "ip_country_ranges_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ip_country_ranges"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "resources_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "customer_service_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_service"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "licences_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licences"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "domain_routes_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "domain_routes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "help_categories_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "help_category_translations_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "help_articles_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "help_article_translations_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_article_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "maintenance_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "maintenance"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "region_restriction_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region_restriction"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
