CREATE TABLE "fin_claim" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"bank_detail_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"amount" numeric(18, 2) NOT NULL,
	"remark" text,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_claim_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_claim_amount_ck" CHECK ("fin_claim"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_claim" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_claim_receipt" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"bank_detail_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"claimed" numeric(18, 2) DEFAULT 0 NOT NULL,
	"parked" boolean DEFAULT false NOT NULL,
	"parked_remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_claim_receipt_tenant_id_bank_detail_id_pk" PRIMARY KEY("tenant_id","bank_detail_id"),
	CONSTRAINT "fin_claim_receipt_claimed_ck" CHECK ("fin_claim_receipt"."claimed" >= 0 and "fin_claim_receipt"."claimed" <= "fin_claim_receipt"."amount")
);
--> statement-breakpoint
ALTER TABLE "fin_claim_receipt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_claim_target" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"cap" numeric(18, 2),
	"claimed" numeric(18, 2) DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_claim_target_tenant_id_kind_target_id_pk" PRIMARY KEY("tenant_id","kind","target_id"),
	CONSTRAINT "fin_claim_target_claimed_ck" CHECK ("fin_claim_target"."claimed" >= 0 and ("fin_claim_target"."cap" is null or "fin_claim_target"."claimed" <= "fin_claim_target"."cap"))
);
--> statement-breakpoint
ALTER TABLE "fin_claim_target" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_loan" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"repaid" numeric(18, 2) DEFAULT 0 NOT NULL,
	"borrower_id" text NOT NULL,
	"borrower_name" text,
	"reason" text,
	"loan_date" date NOT NULL,
	"due_date" date NOT NULL,
	"reminded_on" date,
	"deleted" boolean DEFAULT false NOT NULL,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_loan_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_loan_amount_ck" CHECK ("fin_loan"."amount" > 0),
	CONSTRAINT "fin_loan_repaid_ck" CHECK ("fin_loan"."repaid" >= 0 and "fin_loan"."repaid" <= "fin_loan"."amount")
);
--> statement-breakpoint
ALTER TABLE "fin_loan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_month_balance" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"account_id" text NOT NULL,
	"account_no" text NOT NULL,
	"month" text NOT NULL,
	"opening" numeric(18, 2) DEFAULT 0 NOT NULL,
	"income" numeric(18, 2) DEFAULT 0 NOT NULL,
	"pay" numeric(18, 2) DEFAULT 0 NOT NULL,
	"adjustment" numeric(18, 2) DEFAULT 0 NOT NULL,
	"closing" numeric(18, 2) DEFAULT 0 NOT NULL,
	"statement_closing" numeric(18, 2),
	"diff" numeric(18, 2),
	"line_count" integer DEFAULT 0 NOT NULL,
	"opening_set" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_by" text,
	"closed_date" timestamp with time zone,
	"remark" text,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_month_balance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fin_month_balance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_repay" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"loan_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"claim_id" text,
	"bank_detail_id" text,
	"repay_date" date NOT NULL,
	"expense_ref" text,
	"remark" text,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_repay_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_repay_amount_ck" CHECK ("fin_repay"."amount" > 0),
	CONSTRAINT "fin_repay_kind_ck" CHECK ("fin_repay"."kind" in ('claim', 'offset'))
);
--> statement-breakpoint
ALTER TABLE "fin_repay" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE TABLE "sup_hazard" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"category_item" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qualitative_super" boolean DEFAULT false NOT NULL,
	"level" integer NOT NULL,
	"level_reason" text NOT NULL,
	"unit_node_id" text,
	"part_node_id" text,
	"status" integer DEFAULT 1 NOT NULL,
	"scheme" text,
	"scheme_review_date" date,
	"expert_date" date,
	"expert_verdict" integer,
	"expert_names" text,
	"expert_opinion" text,
	"plan_date" date,
	"actual_date" date,
	"accept_date" date,
	"accept_staff" text,
	"clear_date" date,
	"clear_staff_id" text,
	"stop_date" date,
	"work_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_hazard_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_hazard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_problem_reminder" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"problem_id" text NOT NULL,
	"stage" text NOT NULL,
	"deadline" date NOT NULL,
	"sent_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sup_problem_reminder_tenant_id_problem_id_stage_deadline_pk" PRIMARY KEY("tenant_id","problem_id","stage","deadline")
);
--> statement-breakpoint
ALTER TABLE "sup_problem_reminder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_resume_work" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"stop_work_id" text NOT NULL,
	"code" text NOT NULL,
	"resume_date" date NOT NULL,
	"reviewer_id" text,
	"stop_reason" text,
	"resume_conditions" text NOT NULL,
	"rectification_opinion" text,
	"submit_time" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_resume_work_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_resume_work" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_rule" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"name" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"file_status" text DEFAULT '2' NOT NULL,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_stop_work" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"level" text NOT NULL,
	"reason_type" text,
	"reason" text NOT NULL,
	"construction_unit_name" text,
	"unit_node_id" text,
	"part_node_id" text,
	"stop_work_range" text NOT NULL,
	"stop_date" text NOT NULL,
	"rectification_date" date,
	"requirement" text,
	"problem_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hazard_id" text,
	"state" text NOT NULL,
	"resume_date" date,
	"issued_by" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_stop_work_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_stop_work" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_claim_line_target_uq" ON "fin_claim" USING btree ("tenant_id","bank_detail_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "fin_claim_target_idx" ON "fin_claim" USING btree ("tenant_id","kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_loan_code_uq" ON "fin_loan" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "fin_loan_borrower_idx" ON "fin_loan" USING btree ("tenant_id","borrower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_month_balance_uq" ON "fin_month_balance" USING btree ("tenant_id","account_id","month");--> statement-breakpoint
CREATE INDEX "fin_repay_loan_idx" ON "fin_repay" USING btree ("tenant_id","loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_repay_claim_uq" ON "fin_repay" USING btree ("tenant_id","claim_id");--> statement-breakpoint
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
CREATE INDEX "sup_hazard_project_idx" ON "sup_hazard" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_resume_work_code_uq" ON "sup_resume_work" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_resume_work_stop_idx" ON "sup_resume_work" USING btree ("tenant_id","stop_work_id");--> statement-breakpoint
CREATE INDEX "sup_rule_project_idx" ON "sup_rule" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_stop_work_code_uq" ON "sup_stop_work" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_stop_work_project_idx" ON "sup_stop_work" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim_receipt" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim_receipt"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim_receipt"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim_target" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim_target"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim_target"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_loan" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_loan"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_loan"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_month_balance" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_month_balance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_month_balance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_repay" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_repay"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_repay"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_expense" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_expense"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_expense"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_expense_line" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_expense_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_expense_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice_billing" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice_billing"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice_billing"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_invoice_billing_line" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_invoice_billing_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_invoice_billing_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_payment" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_payment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_payment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_hazard" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_hazard"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_hazard"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_problem_reminder" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_problem_reminder"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_problem_reminder"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_resume_work" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_resume_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_resume_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_rule" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_stop_work" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_stop_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_stop_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
-- Closed months are immutable (issue 17): a bank line of a closed month cannot be added, moved,
-- re-valued or deleted. Claims only touch claim_total, so they stay possible. SQLSTATE EC409 is
-- answered as 409 with this message (app.ts).
CREATE OR REPLACE FUNCTION fin_bank_detail_closed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM fin_month_balance b WHERE b.tenant_id = OLD.tenant_id AND b.account_id = OLD.account_id AND b.month = OLD.month AND b.closed) THEN
    RAISE EXCEPTION '%月已结账，不能修改该月的流水；请在未结账月份录入调整', OLD.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM fin_month_balance b WHERE b.tenant_id = NEW.tenant_id AND b.account_id = NEW.account_id AND b.month = NEW.month AND b.closed) THEN
    RAISE EXCEPTION '%月已结账，不能修改该月的流水；请在未结账月份录入调整', NEW.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fin_bank_detail_closed_guard BEFORE INSERT OR DELETE OR UPDATE OF account_id, month, date_time, income, pay, balance ON fin_bank_detail
  FOR EACH ROW EXECUTE FUNCTION fin_bank_detail_closed_guard();
