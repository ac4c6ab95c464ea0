CREATE TABLE "wechat_followers" (
	"open_id" text PRIMARY KEY NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
