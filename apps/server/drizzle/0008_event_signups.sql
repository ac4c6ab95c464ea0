CREATE TABLE "event_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"place" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancel_until" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_tickets_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_slug","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_live_idx" ON "event_tickets" USING btree ("session_id","user_id") WHERE "event_tickets"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "event_tickets_user_idx" ON "event_tickets" USING btree ("user_id");