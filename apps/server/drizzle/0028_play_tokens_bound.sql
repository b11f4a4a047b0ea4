-- Issue 24, finding 1: a play token is bound to the member session that launched it (it goes with
-- the session) and to the client's address group, one per member. Tokens issued before have
-- neither: they end now (a member mid-game launches again; a token lasted 2 hours anyway).
DELETE FROM "game_play_tokens";--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD COLUMN "session_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD COLUMN "client_group" text NOT NULL;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_session_id_member_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_play_tokens_member" ON "game_play_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "game_play_tokens_session" ON "game_play_tokens" USING btree ("session_id");