CREATE TABLE "wechat_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wechat_codes_created_at_idx" ON "wechat_codes" USING btree ("created_at");--> statement-breakpoint
-- saveUser used to link any openId to any number of accounts: keep the most recent link of each.
UPDATE "users" SET "wechat_open_id" = NULL WHERE "wechat_open_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("wechat_open_id") "id" FROM "users" WHERE "wechat_open_id" IS NOT NULL ORDER BY "wechat_open_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_open_id_key" ON "users" USING btree ("wechat_open_id") WHERE "users"."wechat_open_id" is not null;