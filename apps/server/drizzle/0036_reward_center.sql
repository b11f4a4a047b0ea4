CREATE TABLE "promotion_rewards" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"payout" text NOT NULL,
	"amount" bigint NOT NULL,
	"contact" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rewards_amount" CHECK ("promotion_rewards"."amount" > 0),
	CONSTRAINT "promotion_rewards_mode" CHECK ("promotion_rewards"."mode" in ('join', 'apply')),
	CONSTRAINT "promotion_rewards_payout" CHECK ("promotion_rewards"."payout" in ('claim', 'issue'))
);
--> statement-breakpoint
CREATE TABLE "reward_application_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"participation_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "reward_application_images_type" CHECK ("reward_application_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "reward_application_images_size" CHECK ("reward_application_images"."size" > 0 and "reward_application_images"."size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "reward_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"contact" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"ledger_transaction_id" bigint,
	"taken_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "reward_participations_status" CHECK ("reward_participations"."status" in ('joined', 'process', 'claim', 'claimed', 'issued', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_participation_id_reward_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."reward_participations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_participations" ADD CONSTRAINT "reward_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_participations" ADD CONSTRAINT "reward_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_application_images_participation" ON "reward_application_images" USING btree ("participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_participations_once" ON "reward_participations" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "reward_participations_member" ON "reward_participations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "reward_participations_status" ON "reward_participations" USING btree ("status");