CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint,
	"product_id" text NOT NULL,
	"serial" integer NOT NULL,
	"totem" integer,
	"hours" integer,
	"owner_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "certificates_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "dress_purchases" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"dress_id" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"state" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"user_id" bigint,
	"product_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"price" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"pay_action" jsonb,
	"holds_unit" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"paid_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_diffs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"bill_date" text NOT NULL,
	"out_trade_no" text,
	"transaction_id" text,
	"kind" text NOT NULL,
	"ours" jsonb,
	"theirs" jsonb,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_eligibility" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"phone_e164" text,
	"code_hash" text,
	"order_id" bigint,
	"used_by" bigint,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"price_fen" integer NOT NULL,
	"member_price_fen" integer,
	"supply" integer,
	"held" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"refund_days" integer DEFAULT 0 NOT NULL,
	"dress_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_price_positive" CHECK ("shop_products"."price_fen" > 0 and ("shop_products"."member_price_fen" is null or "shop_products"."member_price_fen" > 0)),
	CONSTRAINT "shop_products_supply" CHECK ("shop_products"."supply" is null or ("shop_products"."held" >= 0 and "shop_products"."held" <= "shop_products"."supply"))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dress_purchases" ADD CONSTRAINT "dress_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dress_purchases" ADD CONSTRAINT "dress_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dress_purchases" ADD CONSTRAINT "dress_purchases_dress_id_vr_dresses_id_fk" FOREIGN KEY ("dress_id") REFERENCES "public"."vr_dresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_eligibility" ADD CONSTRAINT "shop_eligibility_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_eligibility" ADD CONSTRAINT "shop_eligibility_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_dress_id_vr_dresses_id_fk" FOREIGN KEY ("dress_id") REFERENCES "public"."vr_dresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_key" ON "certificates" USING btree ("product_id","serial");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dress_purchases_owned_key" ON "dress_purchases" USING btree ("user_id","dress_id") WHERE "dress_purchases"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_open_key" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."state" in ('requested', 'processing', 'succeeded');--> statement-breakpoint
CREATE INDEX "order_refunds_state_idx" ON "order_refunds" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."state" = 'created';--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "reconciliation_diffs_date_idx" ON "reconciliation_diffs" USING btree ("bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_eligibility_phone_key" ON "shop_eligibility" USING btree ("product_id","phone_e164") WHERE "shop_eligibility"."phone_e164" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_eligibility_code_key" ON "shop_eligibility" USING btree ("code_hash") WHERE "shop_eligibility"."code_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_eligibility_used_by_key" ON "shop_eligibility" USING btree ("product_id","used_by") WHERE "shop_eligibility"."used_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_dress_key" ON "shop_products" USING btree ("dress_id") WHERE "shop_products"."dress_id" is not null;