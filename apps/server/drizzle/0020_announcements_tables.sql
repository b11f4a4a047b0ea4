CREATE TABLE "announcement_translations" (
	"announcement_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "announcement_translations_announcement_id_lang_pk" PRIMARY KEY("announcement_id","lang")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'B' NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_translations" ADD CONSTRAINT "announcement_translations_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_type_order" ON "announcements" USING btree ("type","sort_order");