-- Custom migration: a change to a member's row or sessions is announced with pg_notify in the same
-- transaction (delivered at commit), whoever makes it, so that every process drops the sessions it
-- keeps in memory for that member (db/notifications.ts, lib/member-cache.ts). The payload is a
-- comma-separated list of member ids, or '*' (forget every member) when the statement touched more
-- than 500 of them or was a TRUNCATE. Channel: lp_member_sessions.
--
-- Not wallet_accounts: a transaction that notifies holds PostgreSQL's one notification-queue lock
-- from its pre-commit to the end of its commit (its WAL flush included), so a trigger there would
-- make every movement of money commit one after another. The wallet service announces its own
-- changes right after they commit instead (WalletService.balancesChanged).
CREATE FUNCTION "notify_changed_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify(TG_ARGV[0], '*');
    RETURN NULL;
  END IF;
  EXECUTE format(
    'SELECT count(DISTINCT %1$I)::int, string_agg(DISTINCT %1$I::text, '','') FROM changed WHERE %1$I IS NOT NULL',
    TG_ARGV[1]
  ) INTO n, ids;
  IF n > 500 THEN
    PERFORM pg_notify(TG_ARGV[0], '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify(TG_ARGV[0], ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_notify_update" AFTER UPDATE ON "members" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_members"('lp_member_sessions', 'id');
--> statement-breakpoint
CREATE TRIGGER "members_notify_delete" AFTER DELETE ON "members" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_members"('lp_member_sessions', 'id');
--> statement-breakpoint
CREATE TRIGGER "members_notify_truncate" AFTER TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_members"('lp_member_sessions', 'id');
--> statement-breakpoint
-- Every column but last_seen_at: a session is touched at most every 30 s, and a process that keeps
-- it reads it again when its own copy says a touch is due (SessionService.authenticate), so touches
-- need no announcement (a column list rules out transition tables: one row, one notification).
CREATE FUNCTION "notify_changed_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lp_member_sessions', NEW.member_id::text);
  IF OLD.member_id <> NEW.member_id THEN
    PERFORM pg_notify('lp_member_sessions', OLD.member_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_sessions_notify_update"
  AFTER UPDATE OF "token_hash", "member_id", "created_at", "expires_at", "forced_change_reason",
    "temporary_password_hash", "password_failures" ON "member_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_changed_session"();
--> statement-breakpoint
CREATE TRIGGER "member_sessions_notify_delete" AFTER DELETE ON "member_sessions" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_members"('lp_member_sessions', 'member_id');
--> statement-breakpoint
CREATE TRIGGER "member_sessions_notify_truncate" AFTER TRUNCATE ON "member_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_members"('lp_member_sessions', 'member_id');
