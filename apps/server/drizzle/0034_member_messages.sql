CREATE TABLE "message_marks" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_marks_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"member_id" integer,
	"label" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_audience" CHECK (("messages"."audience" = 'member' AND "messages"."member_id" IS NOT NULL AND "messages"."label" IS NULL)
        OR ("messages"."audience" = 'label' AND "messages"."member_id" IS NULL AND "messages"."label" IS NOT NULL)
        OR ("messages"."audience" = 'all' AND "messages"."member_id" IS NULL AND "messages"."label" IS NULL)),
	CONSTRAINT "messages_source" CHECK ("messages"."source" IN ('operator', 'deposit', 'withdrawal', 'rank'))
);
--> statement-breakpoint
DROP TABLE "member_messages" CASCADE;--> statement-breakpoint
ALTER TABLE "message_marks" ADD CONSTRAINT "message_marks_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_marks" ADD CONSTRAINT "message_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_marks_message" ON "message_marks" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_member" ON "messages" USING btree ("member_id","id") WHERE "messages"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_broadcast" ON "messages" USING btree ("id") WHERE "messages"."audience" <> 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "messages_source_key" ON "messages" USING btree ("source_key");