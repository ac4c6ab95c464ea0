CREATE TABLE "coupon_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" bigint PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_code" text NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"void_reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_coupons_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_coupon_id_customer_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."customer_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_events_coupon_idx" ON "coupon_events" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_user_idx" ON "customer_coupons" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "customer_coupons_user_status_idx" ON "customer_coupons" USING btree ("user_id","status","issued_at","id");--> statement-breakpoint
CREATE INDEX "customer_coupons_template_user_idx" ON "customer_coupons" USING btree ("template_id","user_id");