-- Written by hand (drizzle-kit generate --custom): drizzle-kit does not generate triggers.
-- The ledger is append-only: an UPDATE, DELETE or TRUNCATE of a ledger transaction or entry is
-- refused, whoever tries (the server, the seed, plain SQL). A correction is a new, reversing
-- transaction. (Member balances never below 0 is the CHECK wallet_accounts_member_balance of 0009.)
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- The brand's wallet settings (one row) and its own accounts, the other side of every movement.
INSERT INTO "wallet_settings" ("id", "single_wallet") VALUES (1, false) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "wallet_accounts" ("member_id", "kind", "vendor_code")
  VALUES (NULL, 'house', NULL), (NULL, 'deposit_clearing', NULL),
         (NULL, 'withdrawal_clearing', NULL), (NULL, 'bonus', NULL)
  ON CONFLICT DO NOTHING;
