CREATE TABLE "fin_expense" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer DEFAULT 1 NOT NULL,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"remark" text,
	"contract_id" text,
	"cost_dept_id" text,
	"amount" numeric(18, 2) NOT NULL,
	"month" text NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_expense_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_expense_target_ck" CHECK ("fin_expense"."contract_id" is not null or "fin_expense"."cost_dept_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "fin_expense" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_expense_line" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"expense_id" text NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"expense_type" text NOT NULL,
	"occur_date" date NOT NULL,
	"end_date" date,
	"from_place" text,
	"to_place" text,
	"vehicle" text,
	"days" integer,
	"bill_count" integer,
	"amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_expense_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_expense_line_amount_ck" CHECK ("fin_expense_line"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_expense_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_invoice" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"billing_id" text NOT NULL,
	"contract_id" text,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"invoice_kind" text NOT NULL,
	"color" text NOT NULL,
	"blue_id" text,
	"red_reason" text,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"buyer_name" text NOT NULL,
	"dept_id" text,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_invoice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_invoice_sign_ck" CHECK (("fin_invoice"."color" = 'blue' and "fin_invoice"."total_amount" > 0 and "fin_invoice"."blue_id" is null) or ("fin_invoice"."color" = 'red' and "fin_invoice"."total_amount" < 0 and "fin_invoice"."blue_id" is not null and "fin_invoice"."red_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "fin_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_invoice_billing" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer DEFAULT 1 NOT NULL,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"remark" text,
	"contract_id" text,
	"invoice_kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text,
	"buyer_tax_id_check" text,
	"buyer_address_phone" text,
	"buyer_bank_account" text,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"over_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"over_status" integer DEFAULT 0 NOT NULL,
	"over_reason" text,
	"over_opinion" text,
	"over_approved_by" text,
	"over_approved_date" timestamp with time zone,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_invoice_billing_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_invoice_billing_total_ck" CHECK ("fin_invoice_billing"."total_amount" = "fin_invoice_billing"."amount" + "fin_invoice_billing"."tax_amount")
);
--> statement-breakpoint
ALTER TABLE "fin_invoice_billing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_invoice_billing_line" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"billing_id" text NOT NULL,
	"seq" integer NOT NULL,
	"item_name" text NOT NULL,
	"spec" text,
	"unit" text,
	"quantity" numeric(18, 6),
	"price" numeric(18, 6),
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_invoice_billing_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_invoice_billing_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_payment" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer DEFAULT 1 NOT NULL,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"remark" text,
	"contract_id" text,
	"payee_name" text NOT NULL,
	"payee_account_no" text,
	"payee_bank" text,
	"amount" numeric(18, 2) NOT NULL,
	"pay_method" text,
	"reason" text,
	"bank_detail_id" text,
	"claim_status" integer DEFAULT 0 NOT NULL,
	"paid_date" timestamp with time zone,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_payment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_payment_amount_ck" CHECK ("fin_payment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_payment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_expense_code_uq" ON "fin_expense" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "fin_expense_contract_idx" ON "fin_expense" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fin_expense_dept_idx" ON "fin_expense" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "fin_expense_cost_dept_idx" ON "fin_expense" USING btree ("tenant_id","cost_dept_id","month");--> statement-breakpoint
CREATE INDEX "fin_expense_line_expense_idx" ON "fin_expense_line" USING btree ("tenant_id","expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_no_uq" ON "fin_invoice" USING btree ("tenant_id","invoice_no");--> statement-breakpoint
CREATE INDEX "fin_invoice_billing_idx" ON "fin_invoice" USING btree ("tenant_id","billing_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_contract_idx" ON "fin_invoice" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_blue_idx" ON "fin_invoice" USING btree ("tenant_id","blue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_billing_code_uq" ON "fin_invoice_billing" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "fin_invoice_billing_contract_idx" ON "fin_invoice_billing" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_billing_dept_idx" ON "fin_invoice_billing" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_billing_line_billing_idx" ON "fin_invoice_billing_line" USING btree ("tenant_id","billing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payment_code_uq" ON "fin_payment" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payment_bank_uq" ON "fin_payment" USING btree ("tenant_id","bank_detail_id");--> statement-breakpoint
CREATE INDEX "fin_payment_contract_idx" ON "fin_payment" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fin_payment_dept_idx" ON "fin_payment" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_expense" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_expense"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_expense"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_expense_line" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_expense_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_expense_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice_billing" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice_billing"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice_billing"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice_billing_line" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice_billing_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice_billing_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_payment" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_payment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_payment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));