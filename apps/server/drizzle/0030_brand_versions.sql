CREATE TABLE "brand_equity_drafts" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_equity_versions" (
	"brand_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"restored_from" integer,
	CONSTRAINT "brand_equity_versions_brand_id_version_pk" PRIMARY KEY("brand_id","version")
);
--> statement-breakpoint
ALTER TABLE "brand_equity_drafts" ADD CONSTRAINT "brand_equity_drafts_brand_id_brand_equities_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_equities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_equity_versions" ADD CONSTRAINT "brand_equity_versions_brand_id_brand_equities_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_equities"("id") ON DELETE cascade ON UPDATE no action;