CREATE TABLE "fin_bank_account" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text,
	"account_unit" text,
	"dept_id" text,
	"col_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_bank_account_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_bank_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_bank_detail" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"account_id" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text,
	"account_unit" text,
	"date_time" timestamp with time zone NOT NULL,
	"month" text NOT NULL,
	"income" numeric(18, 2) DEFAULT 0 NOT NULL,
	"pay" numeric(18, 2) DEFAULT 0 NOT NULL,
	"balance" numeric(18, 2),
	"other_side_name" text,
	"other_side_account_no" text,
	"other_side_unit" text,
	"summary" text,
	"matter" text,
	"memo" text,
	"remark" text,
	"serial_no" text,
	"dedupe_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"is_need_claim" boolean DEFAULT false NOT NULL,
	"is_change_account" boolean DEFAULT false NOT NULL,
	"claim_total" numeric(18, 2) DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"batch_id" text,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_bank_detail_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_bank_detail" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_bank_import" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"account_id" text NOT NULL,
	"file_name" text,
	"file_sha256" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_bank_import_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_bank_import" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_account_no_uq" ON "fin_bank_account" USING btree ("tenant_id","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_detail_key_uq" ON "fin_bank_detail" USING btree ("tenant_id","account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "fin_bank_detail_account_time_idx" ON "fin_bank_detail" USING btree ("tenant_id","account_id","date_time");--> statement-breakpoint
CREATE INDEX "fin_bank_detail_month_idx" ON "fin_bank_detail" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "fin_bank_import_account_idx" ON "fin_bank_import" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_bank_account" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_bank_account"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_bank_account"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_bank_detail" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_bank_detail"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_bank_detail"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_bank_import" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_bank_import"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_bank_import"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));