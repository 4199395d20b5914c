CREATE TABLE "fin_business_profit" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"month" text NOT NULL,
	"contract_id" text NOT NULL,
	"dept_id" text,
	"income" numeric(18, 2) NOT NULL,
	"expense" numeric(18, 2) NOT NULL,
	"subpackage" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"indirect" numeric(18, 2) NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_business_profit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_business_profit_ck" CHECK ("fin_business_profit"."profit" = "fin_business_profit"."income" - "fin_business_profit"."expense" - "fin_business_profit"."subpackage" - "fin_business_profit"."tax" - "fin_business_profit"."indirect")
);
--> statement-breakpoint
ALTER TABLE "fin_business_profit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_dept_cost" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"dept_id" text NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_dept_cost_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_dept_cost_kind_ck" CHECK ("fin_dept_cost"."kind" in ('wage', 'other')),
	CONSTRAINT "fin_dept_cost_amount_ck" CHECK ("fin_dept_cost"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "fin_dept_cost" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_dept_month_cost" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"month" text NOT NULL,
	"dept_id" text NOT NULL,
	"wage" numeric(18, 2) NOT NULL,
	"other" numeric(18, 2) NOT NULL,
	"expense" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"allocated" numeric(18, 2) NOT NULL,
	"unallocated" numeric(18, 2) NOT NULL,
	"business_count" integer NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_dept_month_cost_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_dept_month_cost_ck" CHECK ("fin_dept_month_cost"."total" = "fin_dept_month_cost"."wage" + "fin_dept_month_cost"."other" + "fin_dept_month_cost"."expense" and "fin_dept_month_cost"."total" = "fin_dept_month_cost"."allocated" + "fin_dept_month_cost"."unallocated")
);
--> statement-breakpoint
ALTER TABLE "fin_dept_month_cost" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_income" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"contract_id" text NOT NULL,
	"dept_id" text,
	"month" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"milestone" text NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_income_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_income_amount_ck" CHECK ("fin_income"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "fin_income" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_business_profit_uq" ON "fin_business_profit" USING btree ("tenant_id","month","contract_id");--> statement-breakpoint
CREATE INDEX "fin_business_profit_dept_idx" ON "fin_business_profit" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "fin_dept_cost_month_idx" ON "fin_dept_cost" USING btree ("tenant_id","month","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_dept_month_cost_uq" ON "fin_dept_month_cost" USING btree ("tenant_id","month","dept_id");--> statement-breakpoint
CREATE INDEX "fin_income_contract_idx" ON "fin_income" USING btree ("tenant_id","contract_id","month");--> statement-breakpoint
CREATE INDEX "fin_income_month_idx" ON "fin_income" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_business_profit" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_business_profit"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_business_profit"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_dept_cost" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_dept_cost"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_dept_cost"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_dept_month_cost" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_dept_month_cost"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_dept_month_cost"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_income" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_income"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_income"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));