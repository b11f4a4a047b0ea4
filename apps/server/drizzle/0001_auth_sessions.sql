CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"captcha_key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "default_password" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "password_expiry_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_num" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country_dialing_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "upline_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "club_rank_level" smallint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "club_label_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_label_color" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "customer_id" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "to_upline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_method" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_ip" ON "captchas" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_account" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_promotions_member" ON "member_promotions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_channel_recipient" ON "outbox" USING btree ("channel","recipient","id");--> statement-breakpoint
CREATE INDEX "rate_events_kind_key" ON "rate_events" USING btree ("kind","key","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("country_dialing_code","mobile_num");--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_affiliate_code_unique" UNIQUE("affiliate_code");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_customer_id_unique" UNIQUE("customer_id");