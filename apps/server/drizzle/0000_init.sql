CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"brand_name" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"currency_symbol" text NOT NULL,
	"redirect_to_login" boolean DEFAULT false NOT NULL,
	"show_country_code" boolean DEFAULT true NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb NOT NULL,
	"launch_game_cdns" jsonb NOT NULL,
	"home_country_code" text NOT NULL,
	"sms_expired_minutes" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_merchant_code_unique" UNIQUE("merchant_code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_routes_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "help_article_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"tag" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"device" text DEFAULT 'ALL' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_categories_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "help_category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "help_category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "ip_country_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"range_start" bigint NOT NULL,
	"range_end" bigint NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_singleton" CHECK ("maintenance"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "operator_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "region_restriction" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"block_all" boolean DEFAULT false NOT NULL,
	"blocked_countries" jsonb NOT NULL,
	"allowed_ips" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_restriction_singleton" CHECK ("region_restriction"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "register_validators" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"pattern_id" smallint NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_validators_pattern_id" CHECK ("register_validators"."pattern_id" between 0 and 23),
	CONSTRAINT "register_validators_lengths" CHECK ("register_validators"."min_length" >= 0 and "register_validators"."max_length" >= "register_validators"."min_length")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"module_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_category_translations" ADD CONSTRAINT "help_category_translations_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_tag" ON "help_articles" USING btree ("tag");