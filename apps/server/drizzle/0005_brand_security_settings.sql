ALTER TABLE "brand" ADD COLUMN "temp_password_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "sms_daily_budget" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "sms_country_daily_budget" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "sms_country_budgets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "recaptcha_site_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "recaptcha_secret_key" text DEFAULT '' NOT NULL;