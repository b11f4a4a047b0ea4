CREATE TABLE "game_favorites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_launches_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_play_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"account_type_id" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"game_code" text DEFAULT '' NOT NULL,
	"default_play_type" text,
	"icon_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"is_esports" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_name" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text[] DEFAULT '{}' NOT NULL,
	"min_bet" bigint NOT NULL,
	"line_num" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"image_path" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favorites_member_time" ON "game_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_member_time" ON "game_launches" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_play_tokens_expiry" ON "game_play_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round" ON "game_rounds" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_time" ON "game_rounds" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_rounds_wins" ON "game_rounds" USING btree ("created_at" DESC NULLS LAST) WHERE "game_rounds"."win" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type_order" ON "games" USING btree ("game_type","is_hot","sort_order");--> statement-breakpoint
CREATE INDEX "games_vendor_order" ON "games" USING btree ("vendor_code","is_hot","sort_order");--> statement-breakpoint
-- Added by hand below (drizzle-kit does not generate triggers). A round is immutable, like the
-- ledger (0010): an UPDATE, DELETE or TRUNCATE of game_rounds is refused, whoever tries.
CREATE OR REPLACE FUNCTION "game_rounds_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'game rounds are append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_rounds_append_only" BEFORE UPDATE OR DELETE ON "game_rounds"
  FOR EACH ROW EXECUTE FUNCTION "game_rounds_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "game_rounds_no_truncate" BEFORE TRUNCATE ON "game_rounds"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_rounds_refuse_change"();
--> statement-breakpoint
-- The catalogue (vendors and games) is kept in memory with the brand snapshot of each process
-- (SystemService.brandPart), so a change to it bumps brand_config_version like the tables of 0004.
CREATE TRIGGER "game_vendors_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
--> statement-breakpoint
CREATE TRIGGER "games_bumps_brand_config_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_brand_config_version"();
