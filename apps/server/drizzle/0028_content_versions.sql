CREATE TABLE "content_page_drafts" (
	"slug" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"restored_from" integer,
	CONSTRAINT "content_page_versions_slug_version_pk" PRIMARY KEY("slug","version")
);
--> statement-breakpoint
ALTER TABLE "content_page_drafts" ADD CONSTRAINT "content_page_drafts_slug_content_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."content_pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_slug_content_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."content_pages"("slug") ON DELETE cascade ON UPDATE no action;