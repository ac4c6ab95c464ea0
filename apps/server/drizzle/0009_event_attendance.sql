CREATE TABLE "event_staff" (
	"event_slug" text NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "event_staff_event_slug_user_id_pk" PRIMARY KEY("event_slug","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_staff" ADD CONSTRAINT "event_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_staff_user_idx" ON "event_staff" USING btree ("user_id");