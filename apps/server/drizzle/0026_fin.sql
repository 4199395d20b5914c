CREATE TABLE "fin_profit_month" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"month" text NOT NULL,
	"closed_by" text,
	"closed_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fin_profit_month_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
ALTER TABLE "fin_profit_month" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_work_hour" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"contract_id" text NOT NULL,
	"dept_id" text,
	"month" text NOT NULL,
	"user_id" text,
	"hours" numeric(10, 2) NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_work_hour_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_work_hour_ck" CHECK ("fin_work_hour"."hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_work_hour" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fin_work_hour_month_idx" ON "fin_work_hour" USING btree ("tenant_id","month","contract_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_profit_month" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_profit_month"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_profit_month"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_work_hour" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_work_hour"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_work_hour"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
-- hand-written
-- Closed profit months are immutable (issue 17, domain §5): while fin_profit_month holds a month,
-- that month's recognised income, department costs and computed profit rows cannot be added,
-- changed or deleted (a change goes in as an adjustment of an open month, or the month is
-- reopened first). SQLSTATE EC409 is answered as 409 with this message (app.ts).
CREATE OR REPLACE FUNCTION fin_profit_closed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM fin_profit_month p WHERE p.tenant_id = OLD.tenant_id AND p.month = OLD.month) THEN
    RAISE EXCEPTION '%月已结账，不能修改；请先反结账，或在未结账月份录入调整', OLD.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM fin_profit_month p WHERE p.tenant_id = NEW.tenant_id AND p.month = NEW.month) THEN
    RAISE EXCEPTION '%月已结账，不能修改；请先反结账，或在未结账月份录入调整', NEW.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fin_income_closed_guard BEFORE INSERT OR UPDATE OR DELETE ON fin_income FOR EACH ROW EXECUTE FUNCTION fin_profit_closed_guard();--> statement-breakpoint
CREATE TRIGGER fin_dept_cost_closed_guard BEFORE INSERT OR UPDATE OR DELETE ON fin_dept_cost FOR EACH ROW EXECUTE FUNCTION fin_profit_closed_guard();--> statement-breakpoint
CREATE TRIGGER fin_business_profit_closed_guard BEFORE INSERT OR UPDATE OR DELETE ON fin_business_profit FOR EACH ROW EXECUTE FUNCTION fin_profit_closed_guard();--> statement-breakpoint
CREATE TRIGGER fin_dept_month_cost_closed_guard BEFORE INSERT OR UPDATE OR DELETE ON fin_dept_month_cost FOR EACH ROW EXECUTE FUNCTION fin_profit_closed_guard();
--> statement-breakpoint
CREATE TRIGGER fin_work_hour_closed_guard BEFORE INSERT OR UPDATE OR DELETE ON fin_work_hour FOR EACH ROW EXECUTE FUNCTION fin_profit_closed_guard();
