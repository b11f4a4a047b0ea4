CREATE TABLE "payment_password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"amount" bigint,
	"ledger_transaction_id" bigint,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_order_events_actor" CHECK ("withdrawal_order_events"."actor" in ('member', 'operator', 'system')),
	CONSTRAINT "withdrawal_order_events_amount" CHECK ("withdrawal_order_events"."amount" is null or "withdrawal_order_events"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"disbursed_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disbursed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_amount" CHECK ("withdrawal_orders"."amount" > 0),
	CONSTRAINT "withdrawal_orders_disbursed_amount" CHECK ("withdrawal_orders"."disbursed_amount" >= 0 and "withdrawal_orders"."disbursed_amount" <= "withdrawal_orders"."amount"),
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('pending', 'partially_disbursed', 'disbursed', 'received', 'not_received', 'rejected')),
	CONSTRAINT "withdrawal_orders_disbursal" CHECK (("withdrawal_orders"."status" <> 'disbursed' or "withdrawal_orders"."disbursed_amount" = "withdrawal_orders"."amount") and ("withdrawal_orders"."status" <> 'partially_disbursed' or ("withdrawal_orders"."disbursed_amount" > 0 and "withdrawal_orders"."disbursed_amount" < "withdrawal_orders"."amount")) and ("withdrawal_orders"."status" <> 'pending' or "withdrawal_orders"."disbursed_amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_proofs_order" UNIQUE("order_id"),
	CONSTRAINT "withdrawal_proofs_type" CHECK ("withdrawal_proofs"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "withdrawal_proofs_size" CHECK ("withdrawal_proofs"."size" > 0 and "withdrawal_proofs"."size" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "withdrawal_auto_received_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_password_failures" ADD CONSTRAINT "payment_password_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_order_events" ADD CONSTRAINT "withdrawal_order_events_order_id_withdrawal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_order_events" ADD CONSTRAINT "withdrawal_order_events_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_order_id_withdrawal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_password_failures_member" ON "payment_password_failures" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "withdrawal_order_events_order" ON "withdrawal_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_idempotency" ON "withdrawal_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_time" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_disbursed" ON "withdrawal_orders" USING btree ("disbursed_at") WHERE "withdrawal_orders"."status" in ('partially_disbursed', 'disbursed');--> statement-breakpoint
-- Written by hand below (drizzle-kit does not generate triggers). Status rows and proofs of
-- withdrawals are append-only; what was asked for never changes; the paid-out amount only grows;
-- a received or rejected withdrawal never changes again.
CREATE TRIGGER "withdrawal_order_events_append_only" BEFORE UPDATE OR DELETE ON "withdrawal_order_events"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "withdrawal_order_events_no_truncate" BEFORE TRUNCATE ON "withdrawal_order_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "withdrawal_proofs_append_only" BEFORE UPDATE OR DELETE ON "withdrawal_proofs"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "withdrawal_order_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'withdrawals are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.order_no, NEW.member_id, NEW.amount, NEW.idempotency_key, NEW.request_hash,
      NEW.hold_transaction_id, NEW.created_at)
     IS DISTINCT FROM (OLD.order_no, OLD.member_id, OLD.amount, OLD.idempotency_key,
      OLD.request_hash, OLD.hold_transaction_id, OLD.created_at) THEN
    RAISE EXCEPTION 'what a withdrawal is for never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.disbursed_amount < OLD.disbursed_amount THEN
    RAISE EXCEPTION 'a withdrawal''s paid-out amount never shrinks' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status IN ('received', 'rejected') AND (NEW.status, NEW.disbursed_amount, NEW.disbursed_at, NEW.closed_at)
     IS DISTINCT FROM (OLD.status, OLD.disbursed_amount, OLD.disbursed_at, OLD.closed_at) THEN
    RAISE EXCEPTION 'withdrawal % is % already', OLD.order_no, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "withdrawal_orders_guard" BEFORE UPDATE OR DELETE ON "withdrawal_orders"
  FOR EACH ROW EXECUTE FUNCTION "withdrawal_order_guard"();
