-- The points ledger is append-only: a row, once written, is never changed or removed (a member's
-- points are the sum of their rows; a correction is a new row). Deleting a member still removes
-- its rows through the foreign key's cascade, which this trigger lets through.
CREATE FUNCTION point_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'point_entries rows are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER point_entries_no_update BEFORE UPDATE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_immutable();
--> statement-breakpoint
CREATE TRIGGER point_entries_no_delete BEFORE DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_immutable();
