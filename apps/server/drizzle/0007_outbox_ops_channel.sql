ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('sms', 'email', 'ops'));