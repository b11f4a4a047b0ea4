CREATE TABLE "referral_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_first_deposits_status" CHECK ("referral_first_deposits"."status" IN ('rewarded', 'notQualified', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_first_deposit" bigint DEFAULT 0 NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rules_one_row" CHECK ("referral_rules"."id" = 1),
	CONSTRAINT "referral_rules_min_first_deposit" CHECK ("referral_rules"."min_first_deposit" >= 0),
	CONSTRAINT "referral_rules_reward" CHECK ("referral_rules"."reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "referral_first_deposits" ADD CONSTRAINT "referral_first_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_first_deposits" ADD CONSTRAINT "referral_first_deposits_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_first_deposits_referrer" ON "referral_first_deposits" USING btree ("referrer_id");