CREATE TABLE "coupon_issue_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"csv_sha256" text NOT NULL,
	"issued" integer NOT NULL,
	"result" jsonb NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_issue_batches" ADD CONSTRAINT "coupon_issue_batches_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;