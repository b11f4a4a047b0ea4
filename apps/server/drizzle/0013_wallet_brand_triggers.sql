-- Custom migration: the wallet's brand-level rows (its settings and the merchant wallet list) are
-- kept with the brand snapshot of each process (a part of it, SystemService.brandPart), so a change
-- to them bumps brand_config_version in the same transaction, like the tables of 0004.
CREATE TRIGGER "wallet_settings_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wallet_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "merchant_wallets_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_wallets"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
