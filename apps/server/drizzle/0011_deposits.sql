CREATE TABLE "deposit_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"provider" text DEFAULT 'demo' NOT NULL,
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_order_events_actor" CHECK ("deposit_order_events"."actor" in ('member', 'operator', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider_reference" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_amount" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'completed', 'rejected')),
	CONSTRAINT "deposit_orders_completed_credit" CHECK (("deposit_orders"."status" = 'completed') = ("deposit_orders"."ledger_transaction_id" is not null and "deposit_orders"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "deposit_demo_delay_seconds" integer;--> statement-breakpoint
ALTER TABLE "deposit_order_events" ADD CONSTRAINT "deposit_order_events_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_code_deposit_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."deposit_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_order_events_order" ON "deposit_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_idempotency" ON "deposit_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_time" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending" ON "deposit_orders" USING btree ("created_at") WHERE "deposit_orders"."status" = 'pending';--> statement-breakpoint
-- Written by hand below (drizzle-kit does not generate triggers). The status rows of deposit
-- orders are append-only; an order only ever leaves 'pending' (to 'completed' with its ledger
-- transaction, or to 'rejected'), and what was ordered never changes.
CREATE TRIGGER "deposit_order_events_append_only" BEFORE UPDATE OR DELETE ON "deposit_order_events"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "deposit_order_events_no_truncate" BEFORE TRUNCATE ON "deposit_order_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "deposit_order_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'deposit orders are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.order_no, NEW.member_id, NEW.channel_code, NEW.provider, NEW.amount, NEW.idempotency_key,
      NEW.request_hash, NEW.created_at)
     IS DISTINCT FROM (OLD.order_no, OLD.member_id, OLD.channel_code, OLD.provider, OLD.amount,
      OLD.idempotency_key, OLD.request_hash, OLD.created_at) THEN
    RAISE EXCEPTION 'what a deposit order is for never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'pending' AND (NEW.status, NEW.ledger_transaction_id, NEW.completed_at, NEW.provider_reference)
     IS DISTINCT FROM (OLD.status, OLD.ledger_transaction_id, OLD.completed_at, OLD.provider_reference) THEN
    RAISE EXCEPTION 'deposit order % is % already', OLD.order_no, OLD.status USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "deposit_orders_guard" BEFORE UPDATE OR DELETE ON "deposit_orders"
  FOR EACH ROW EXECUTE FUNCTION "deposit_order_guard"();
