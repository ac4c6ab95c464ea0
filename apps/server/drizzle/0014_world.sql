CREATE TABLE "vr_avatars" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"dress_id" text,
	"model_hash" text,
	"model" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vr_dresses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"thumbnail" text NOT NULL,
	"colors" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vr_exhibitions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"cover" text NOT NULL,
	"template_id" text NOT NULL,
	"works" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vr_avatars" ADD CONSTRAINT "vr_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_avatars" ADD CONSTRAINT "vr_avatars_dress_id_vr_dresses_id_fk" FOREIGN KEY ("dress_id") REFERENCES "public"."vr_dresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vr_exhibitions_published_idx" ON "vr_exhibitions" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "vr_exhibitions"."published_at" is not null;