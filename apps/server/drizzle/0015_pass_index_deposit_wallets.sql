CREATE TABLE "deposit_wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "deposit_wallets_account_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_wallets_account_index_unique" UNIQUE("account_index"),
	CONSTRAINT "deposit_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "pass_events" (
	"block_number" bigint NOT NULL,
	"log_index" integer NOT NULL,
	"block_hash" text NOT NULL,
	"tx_hash" text NOT NULL,
	"kind" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"from_address" text,
	"to_address" text,
	"time" bigint,
	CONSTRAINT "pass_events_block_number_log_index_pk" PRIMARY KEY("block_number","log_index")
);
--> statement-breakpoint
CREATE TABLE "pass_index_blocks" (
	"number" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_index_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"deploy_block" bigint NOT NULL,
	"indexed_block" bigint NOT NULL,
	"head_block" bigint NOT NULL,
	"leader" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_tokens" (
	"token_id" numeric(78, 0) PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"staked" boolean NOT NULL,
	"staked_at" bigint,
	"changed_block" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_events_token_idx" ON "pass_events" USING btree ("token_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "pass_tokens_owner_idx" ON "pass_tokens" USING btree ("owner","token_id");