CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_route_unique" UNIQUE("route")
);
