CREATE TABLE "firebase_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "firebase_token_uses_expires" ON "firebase_token_uses" USING btree ("expires_at");--> statement-breakpoint
-- Brands seeded before this migration get the new whitelabel switch, off (a fresh database gets
-- it from the seed, which runs after the migrations).
INSERT INTO "whitelabel_modules" ("module_id", "parent_id", "name", "enabled", "sort_order")
SELECT 'FIREBASESMS3', 'LOGIN', 'SMS codes by Firebase phone sign-in', false,
  COALESCE((SELECT "sort_order" FROM "whitelabel_modules" WHERE "module_id" = 'FREEPLAY3'), 0)
WHERE EXISTS (SELECT 1 FROM "brand")
ON CONFLICT ("module_id") DO NOTHING;
