CREATE TABLE "hall_visits" (
	"exhibition_id" bigint,
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "hall_visits_once" UNIQUE NULLS NOT DISTINCT("day","exhibition_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "hall_visits" ADD CONSTRAINT "hall_visits_exhibition_id_vr_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."vr_exhibitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_visits" ADD CONSTRAINT "hall_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_visits_user_idx" ON "hall_visits" USING btree ("user_id");