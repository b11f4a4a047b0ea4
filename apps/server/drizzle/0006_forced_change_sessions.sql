CREATE TABLE "temporary_passwords" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "forced_change_reason" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "temporary_password_hash" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_passwords" ADD CONSTRAINT "temporary_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temporary_passwords_member" ON "temporary_passwords" USING btree ("member_id");