CREATE TABLE "reconciliation_runs" (
	"bill_date" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"bill_lines" integer,
	"added" integer,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "decision_note" text;