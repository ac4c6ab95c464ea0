ALTER TABLE "notices" ADD COLUMN "last_user_id" bigint;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_subject_key" ON "notices" USING btree ("subject");--> statement-breakpoint
-- Policy changes posted before this column: their audience is the accounts that existed then
-- (docs/decisions.md, "Who sees a policy change"); in production both clocks are the same one.
UPDATE "notices" SET "last_user_id" = (SELECT coalesce(max("id"), 0) FROM "users" WHERE "users"."created_at" <= "notices"."created_at") WHERE "user_id" IS NULL AND "kind" = 'policyChange';
