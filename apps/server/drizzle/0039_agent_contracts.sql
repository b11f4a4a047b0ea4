CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"holder_id" integer NOT NULL,
	"offered_by" integer,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('pending', 'active', 'rejected', 'terminated')),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."max_rate_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"agents_paid" integer NOT NULL,
	"total" bigint NOT NULL,
	"transaction_id" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_valid_bet" bigint NOT NULL,
	"team_profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"deducted" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" integer,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_members_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "agent_contracts_offered_by" ON "agent_contracts" USING btree ("offered_by","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_status" ON "agent_contracts" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_once" ON "agent_settlement_runs" USING btree ("kind","period","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_once" ON "agent_settlements" USING btree ("agent_id","kind","period","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent" ON "agent_settlements" USING btree ("agent_id","settled_at");