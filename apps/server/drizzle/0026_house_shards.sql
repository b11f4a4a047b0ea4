DROP INDEX "wallet_accounts_owner";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_owner" ON "wallet_accounts" USING btree (coalesce("member_id", 0),"kind",coalesce("vendor_code", ''),"shard");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_shard" CHECK ("wallet_accounts"."shard" = 0 or ("wallet_accounts"."kind" = 'house' and "wallet_accounts"."shard" between 1 and 16));--> statement-breakpoint
-- The house's member shards 1…16 (HOUSE_SHARDS of wallet.tables.ts), beside its brand row (0).
INSERT INTO "wallet_accounts" ("member_id", "kind", "vendor_code", "shard")
  SELECT NULL, 'house', NULL, s FROM generate_series(1, 16) AS s
  ON CONFLICT DO NOTHING;
