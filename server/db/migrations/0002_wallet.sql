CREATE TABLE "kyc_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"document_type" text NOT NULL,
	"real_name" text NOT NULL,
	"birth_date" text NOT NULL,
	"file_id" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recharge_type" integer NOT NULL,
	"recharge_type_name" text NOT NULL,
	"pay_mode" text NOT NULL,
	"amount" bigint NOT NULL,
	"act_type" integer DEFAULT 0 NOT NULL,
	"prop_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_banks" (
	"user_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"card_num" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_banks_user_id_bank_id_pk" PRIMARY KEY("user_id","bank_id")
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bank_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"card_num" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_kind_ref_idx";--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "balance" text DEFAULT 'coin' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_types" ADD COLUMN "pay_mode" text DEFAULT 'url' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_recharge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banks" ADD CONSTRAINT "user_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_files_user_idx" ON "kyc_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_user_idx" ON "withdraw_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_kind_ref_balance_idx" ON "ledger" USING btree ("kind","ref","balance");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balances_nonnegative" CHECK ("users"."coin" >= 0 AND "users"."lottery" >= 0 AND "users"."safebox" >= 0);