CREATE TABLE "point_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ratio_points" integer NOT NULL,
	"ratio_amount_minor" integer NOT NULL,
	"min_points" integer NOT NULL,
	"step_points" integer NOT NULL,
	"convert_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_config_single" CHECK ("point_config"."id" = 1),
	CONSTRAINT "point_config_values" CHECK ("point_config"."ratio_points" > 0 and "point_config"."ratio_amount_minor" > 0 and "point_config"."step_points" > 0 and "point_config"."min_points" >= "point_config"."step_points")
);
--> statement-breakpoint
CREATE TABLE "point_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_conversions_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "point_conversions_values" CHECK ("point_conversions"."points" > 0 and "point_conversions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_delta" CHECK ("point_entries"."delta" <> 0),
	CONSTRAINT "point_entries_balance_after" CHECK ("point_entries"."balance_after" >= 0),
	CONSTRAINT "point_entries_kind" CHECK ("point_entries"."kind" in ('earn', 'redeem', 'refund', 'convert', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "point_good_translations" (
	"good_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "point_good_translations_good_id_lang_pk" PRIMARY KEY("good_id","lang")
);
--> statement-breakpoint
CREATE TABLE "point_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_goods_cost" CHECK ("point_goods"."points_cost" > 0),
	CONSTRAINT "point_goods_stock" CHECK ("point_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"good_id" integer NOT NULL,
	"points" integer NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('in_process', 'approved', 'rejected')),
	CONSTRAINT "point_redemptions_points" CHECK ("point_redemptions"."points" > 0 and "point_redemptions"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_conversions" ADD CONSTRAINT "point_conversions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_good_translations" ADD CONSTRAINT "point_good_translations_good_id_point_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."point_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_good_id_point_goods_id_fk" FOREIGN KEY ("good_id") REFERENCES "public"."point_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_member_key" ON "point_conversions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_member_kind_reference" ON "point_entries" USING btree ("member_id","kind","reference");--> statement-breakpoint
CREATE INDEX "point_entries_member" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_member_key" ON "point_redemptions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("status","id");