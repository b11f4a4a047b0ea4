CREATE TABLE "member_lock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"locked" boolean NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_lock_events" ADD CONSTRAINT "member_lock_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_lock_events_member" ON "member_lock_events" USING btree ("member_id","id");