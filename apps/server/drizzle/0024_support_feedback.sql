CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"ip" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "feedback_images_type" CHECK ("feedback_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "feedback_images_size" CHECK ("feedback_images"."size" > 0 and "feedback_images"."size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"feedback_min_words" integer,
	"feedback_max_words" integer,
	"vip_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_settings_singleton" CHECK ("support_settings"."id" = 1),
	CONSTRAINT "support_settings_words" CHECK ("support_settings"."feedback_min_words" is null or "support_settings"."feedback_max_words" is null or ("support_settings"."feedback_min_words" >= 1 and "support_settings"."feedback_min_words" <= "support_settings"."feedback_max_words"))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_images_feedback" ON "feedback_images" USING btree ("feedback_id","id");