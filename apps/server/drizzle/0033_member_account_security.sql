CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_account_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"minimum_age" smallint DEFAULT 18 NOT NULL,
	"locked_profile_fields" jsonb DEFAULT '["payeeName","birthday"]'::jsonb NOT NULL,
	"payee_name_must_match" boolean DEFAULT true NOT NULL,
	"new_ip_verification" boolean DEFAULT true NOT NULL,
	"ip_proof_methods" jsonb DEFAULT '["mobile","email","bankAccountName","totp"]'::jsonb NOT NULL,
	CONSTRAINT "member_account_rules_one_row" CHECK ("member_account_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_known_addresses" (
	"member_id" integer NOT NULL,
	"address_group" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_addresses_member_id_address_group_pk" PRIMARY KEY("member_id","address_group")
);
--> statement-breakpoint
CREATE TABLE "member_login_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"new_address" boolean NOT NULL,
	"verified" boolean NOT NULL,
	"method" text
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"telegram" text,
	"zalo" text,
	"whatsapp" text,
	"birthday" text,
	"address" text,
	"nationality" text,
	"occupation" text,
	"income_source" text,
	"birth_place" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_totp" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "ip_verification_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "ip_proof_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "login_history_id" integer;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_known_addresses" ADD CONSTRAINT "member_known_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_history" ADD CONSTRAINT "member_login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recovery_codes" ADD CONSTRAINT "member_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totp" ADD CONSTRAINT "member_totp_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_number" ON "member_bank_accounts" USING btree ("member_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member" ON "member_bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_login_history_member" ON "member_login_history" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "member_recovery_codes_member" ON "member_recovery_codes" USING btree ("member_id");