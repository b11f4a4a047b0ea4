CREATE TABLE "brand_config_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_config_version_singleton" CHECK ("brand_config_version"."id" = 1)
);
