ALTER TABLE "withdrawal_orders" ADD COLUMN "bank_account_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "account_number" text;