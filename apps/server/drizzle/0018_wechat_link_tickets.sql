ALTER TABLE "users" ADD COLUMN "wechat_nickname" text;--> statement-breakpoint
ALTER TABLE "wechat_codes" ADD COLUMN "nickname" text;--> statement-breakpoint
-- The rows were 24-hour proofs of WeChat codes; they must never count as link tickets.
DELETE FROM "wechat_codes";
