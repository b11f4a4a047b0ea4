CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"play_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_stake_minor" bigint NOT NULL,
	"odds" text NOT NULL,
	"possible_win_minor" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"win_minor" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" in ('OPEN', 'WON', 'LOST', 'VOID')),
	CONSTRAINT "lottery_bets_money" CHECK ("lottery_bets"."stake_minor" > 0 and "lottery_bets"."total_stake_minor" > 0 and ("lottery_bets"."win_minor" is null or "lottery_bets"."win_minor" >= 0)),
	CONSTRAINT "lottery_bets_settled" CHECK (("lottery_bets"."status" = 'OPEN') = ("lottery_bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"draw_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"prizes" jsonb,
	"settled_at" timestamp with time zone,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."prizes" is null) = ("lottery_draws"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"region" text,
	"vendor" text NOT NULL,
	"group_tag" text NOT NULL,
	"names" jsonb NOT NULL,
	"fast" boolean DEFAULT false NOT NULL,
	"interval_seconds" integer NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	"close_before_seconds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_games_code" UNIQUE("code"),
	CONSTRAINT "lottery_games_kind" CHECK ("lottery_games"."kind" in ('VN', 'SEA', 'FAST', 'ELOTT')),
	CONSTRAINT "lottery_games_schedule" CHECK ("lottery_games"."interval_seconds" > 0 and "lottery_games"."offset_seconds" >= 0 and "lottery_games"."close_before_seconds" >= 0 and "lottery_games"."close_before_seconds" < "lottery_games"."interval_seconds")
);
--> statement-breakpoint
CREATE TABLE "lottery_groups" (
	"tag" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_group_tag_lottery_groups_tag_fk" FOREIGN KEY ("group_tag") REFERENCES "public"."lottery_groups"("tag") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_member_key" ON "lottery_bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_member" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_open_draw" ON "lottery_bets" USING btree ("game_id","numero") WHERE "lottery_bets"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "lottery_bets_placed" ON "lottery_bets" USING btree ("placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero" ON "lottery_draws" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_drawn" ON "lottery_draws" USING btree ("game_id","draw_time") WHERE "lottery_draws"."prizes" is not null;