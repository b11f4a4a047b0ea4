-- Written by hand (drizzle-kit generate --custom): a draw's result and a settled bet are kept as
-- they are, whoever writes (the server, the seed, plain SQL). A draw row may be written until it
-- has its result (the settlement sets it once); from then on it is neither changed nor removed. A
-- bet may change only while OPEN (its settlement); no bet is ever removed.
CREATE FUNCTION lottery_draws_result_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.prizes IS NULL THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% of a drawn draw is refused: its result is kept', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION lottery_bets_settled_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'OPEN' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% of a lottery bet is refused: a bet changes only by its settlement', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_draws_result_kept BEFORE UPDATE OR DELETE ON lottery_draws
  FOR EACH ROW EXECUTE FUNCTION lottery_draws_result_kept();
--> statement-breakpoint
CREATE TRIGGER lottery_bets_settled_kept BEFORE UPDATE OR DELETE ON lottery_bets
  FOR EACH ROW EXECUTE FUNCTION lottery_bets_settled_kept();
