CREATE TABLE "consent_records" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"guardian_phone" text,
	"purpose" text NOT NULL,
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"decision" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "legal_versions" (
	"document" text NOT NULL,
	"version" integer NOT NULL,
	"effective_date" text NOT NULL,
	"material" boolean NOT NULL,
	"summary" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "legal_versions_document_version_pk" PRIMARY KEY("document","version")
);
--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","purpose","document","at");