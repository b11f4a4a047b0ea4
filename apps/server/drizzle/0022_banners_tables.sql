CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"image_url_small" text,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage_target" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_group_lang_order" ON "banners" USING btree ("group_name","lang","sort_order","id");