ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
UPDATE "announcements" SET "audience" = 'members' WHERE "member_only";--> statement-breakpoint
ALTER TABLE "announcements" DROP COLUMN "member_only";--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience" CHECK ("announcements"."audience" IN ('all', 'members', 'agents'));
