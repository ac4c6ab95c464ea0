CREATE TABLE "badge_claim_codes" (
	"code_hash" "bytea" PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" bigint
);
--> statement-breakpoint
CREATE TABLE "badge_claims" (
	"id" bigint PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"serial" integer NOT NULL,
	"method" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"verify_token" text NOT NULL,
	"reward_coupon_id" bigint,
	CONSTRAINT "badge_claims_verify_token_unique" UNIQUE("verify_token")
);
--> statement-breakpoint
CREATE TABLE "badge_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"page_slug" text,
	"name" jsonb NOT NULL,
	"story" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"artwork" text NOT NULL,
	"supply" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"methods" text[] NOT NULL,
	"reward_template_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "badge_kiosk_tokens" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_nfc_tags" (
	"uid" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"key" "bytea" NOT NULL,
	"last_counter" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_claim_codes" ADD CONSTRAINT "badge_claim_codes_event_id_badge_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."badge_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_claim_codes" ADD CONSTRAINT "badge_claim_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_claims" ADD CONSTRAINT "badge_claims_event_id_badge_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."badge_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_claims" ADD CONSTRAINT "badge_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_events" ADD CONSTRAINT "badge_events_reward_template_id_coupon_templates_id_fk" FOREIGN KEY ("reward_template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_kiosk_tokens" ADD CONSTRAINT "badge_kiosk_tokens_event_id_badge_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."badge_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_nfc_tags" ADD CONSTRAINT "badge_nfc_tags_event_id_badge_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."badge_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_claim_codes_event_idx" ON "badge_claim_codes" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_claims_event_user_idx" ON "badge_claims" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_claims_event_serial_idx" ON "badge_claims" USING btree ("event_id","serial");--> statement-breakpoint
CREATE INDEX "badge_claims_user_idx" ON "badge_claims" USING btree ("user_id","claimed_at","id");