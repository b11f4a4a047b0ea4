CREATE TABLE "club_ranks" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"rebate_basis_points" integer DEFAULT 0 NOT NULL,
	"daily_withdrawals" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "club_ranks_level" CHECK ("club_ranks"."level" > 0),
	CONSTRAINT "club_ranks_min_valid_bet" CHECK ("club_ranks"."min_valid_bet" >= 0),
	CONSTRAINT "club_ranks_upgrade_bonus" CHECK ("club_ranks"."upgrade_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_deposits" (
	"order_no" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"credited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_mission_id_member_id_pk" PRIMARY KEY("mission_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" IN ('validBet', 'deposit', 'login', 'gamesPlayed')),
	CONSTRAINT "missions_target" CHECK ("missions"."target" > 0),
	CONSTRAINT "missions_reward" CHECK ("missions"."reward" > 0),
	CONSTRAINT "missions_window" CHECK ("missions"."ends_at" is null or "missions"."ends_at" > "missions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rank_upgrades" (
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_upgrades_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
ALTER TABLE "loyalty_deposits" ADD CONSTRAINT "loyalty_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_upgrades" ADD CONSTRAINT "rank_upgrades_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_deposits_member_time" ON "loyalty_deposits" USING btree ("member_id","credited_at");--> statement-breakpoint
CREATE INDEX "mission_claims_member" ON "mission_claims" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code" ON "missions" USING btree ("code");