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
CREATE UNIQUE INDEX "fin_claim_line_target_uq" ON "fin_claim" USING btree ("tenant_id","bank_detail_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "fin_claim_target_idx" ON "fin_claim" USING btree ("tenant_id","kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_loan_code_uq" ON "fin_loan" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "fin_loan_borrower_idx" ON "fin_loan" USING btree ("tenant_id","borrower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_month_balance_uq" ON "fin_month_balance" USING btree ("tenant_id","account_id","month");--> statement-breakpoint
CREATE INDEX "fin_repay_loan_idx" ON "fin_repay" USING btree ("tenant_id","loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_repay_claim_uq" ON "fin_repay" USING btree ("tenant_id","claim_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim_receipt" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim_receipt"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim_receipt"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_claim_target" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_claim_target"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_claim_target"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_loan" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_loan"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_loan"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_month_balance" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_month_balance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_month_balance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_repay" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_repay"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_repay"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
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
