-- Written by hand (drizzle-kit generate --custom): a draw's result and a settled bet are kept as
-- they are, whoever writes (the server, the seed, plain SQL). A draw row may be written until it
-- has its result (the settlement sets it once); from then on it is neither changed nor removed. A
-- bet may change only while OPEN (its settlement); no bet is ever removed. The WHEN conditions are
-- checked without calling the function, so a settlement's update of its OPEN bets costs nothing.
CREATE FUNCTION lottery_results_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: a drawn draw and a settled bet are kept as they are',
    TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_draws_result_kept BEFORE UPDATE OR DELETE ON lottery_draws
  FOR EACH ROW WHEN (OLD.prizes IS NOT NULL) EXECUTE FUNCTION lottery_results_refuse_change();
--> statement-breakpoint
CREATE TRIGGER lottery_bets_settled_kept BEFORE UPDATE ON lottery_bets
  FOR EACH ROW WHEN (OLD.status <> 'OPEN') EXECUTE FUNCTION lottery_results_refuse_change();
--> statement-breakpoint
CREATE TRIGGER lottery_bets_never_removed BEFORE DELETE ON lottery_bets
  FOR EACH ROW EXECUTE FUNCTION lottery_results_refuse_change();
