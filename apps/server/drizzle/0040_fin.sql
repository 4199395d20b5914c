CREATE INDEX "fin_bank_detail_month_line_idx" ON "fin_bank_detail" USING btree ("tenant_id","account_id","month","date_time","seq");--> statement-breakpoint
-- hand-written
-- Bank statement imports are staged (platform/excel/staging.ts, bank-import.service.ts): a line
-- written by an import carries its batch in import_batch and stays hidden from every other
-- transaction until the batch is published. Not in the drizzle schema on purpose (see 0036).
-- Unlike sys_user's, the policy reads the pending batches once per query (an uncorrelated
-- subquery, an InitPlan) instead of once per row, so published markers are never cleared: a
-- settle would rewrite every line of the import and its index entries.
ALTER TABLE "fin_bank_detail" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "fin_bank_detail_import_batch_idx" ON "fin_bank_detail" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "fin_bank_detail" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("fin_bank_detail"."import_batch" IS NULL OR "fin_bank_detail"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT ("fin_bank_detail"."import_batch" = ANY (coalesce((SELECT array_agg(p."id") FROM "imp_pending" p), '{}'::text[]))));--> statement-breakpoint
-- Lines of a batch still pending were never visible: discarding them is not a change to a closed month.
CREATE OR REPLACE FUNCTION fin_bank_detail_closed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT (OLD.import_batch IS NOT NULL AND EXISTS (SELECT 1 FROM imp_pending p WHERE p.id = OLD.import_batch))
    AND EXISTS (SELECT 1 FROM fin_month_balance b WHERE b.tenant_id = OLD.tenant_id AND b.account_id = OLD.account_id AND b.month = OLD.month AND b.closed) THEN
    RAISE EXCEPTION '%月已结账，不能修改该月的流水；请在未结账月份录入调整', OLD.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM fin_month_balance b WHERE b.tenant_id = NEW.tenant_id AND b.account_id = NEW.account_id AND b.month = NEW.month AND b.closed) THEN
    RAISE EXCEPTION '%月已结账，不能修改该月的流水；请在未结账月份录入调整', NEW.month USING ERRCODE = 'EC409';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
