ALTER TABLE "imp_pending" ADD COLUMN "extra_tables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written
-- Staged imports (platform/excel/staging.ts, see 0036) for the supervision ledgers and the
-- department wages: the rows of a pending batch stay hidden from every other transaction.
ALTER TABLE "sup_problem" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "sup_problem_import_batch_idx" ON "sup_problem" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "sup_problem" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("sup_problem"."import_batch" IS NULL OR "sup_problem"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT EXISTS (SELECT 1 FROM "imp_pending" p WHERE p."id" = "sup_problem"."import_batch"));--> statement-breakpoint
ALTER TABLE "sup_hazard" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "sup_hazard_import_batch_idx" ON "sup_hazard" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "sup_hazard" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("sup_hazard"."import_batch" IS NULL OR "sup_hazard"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT EXISTS (SELECT 1 FROM "imp_pending" p WHERE p."id" = "sup_hazard"."import_batch"));--> statement-breakpoint
ALTER TABLE "fin_dept_cost" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "fin_dept_cost_import_batch_idx" ON "fin_dept_cost" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "fin_dept_cost" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("fin_dept_cost"."import_batch" IS NULL OR "fin_dept_cost"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT EXISTS (SELECT 1 FROM "imp_pending" p WHERE p."id" = "fin_dept_cost"."import_batch"));--> statement-breakpoint
-- Online forms' main tables published before this (form-ddl.ts ensureStaging gives every table
-- published from now on the same column, index and policy; the column says all three are there).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT n.nspname AS s, c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND c.relname LIKE 'frm\_%'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'flow_status' AND NOT a.attisdropped)
      AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'import_batch' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('ALTER TABLE %I.%I ADD COLUMN import_batch text DEFAULT nullif(current_setting(%L, true), %L)', r.s, r.t, 'ecms.import_batch', '');
    EXECUTE format('CREATE INDEX %I ON %I.%I (import_batch) WHERE import_batch IS NOT NULL', 'fx_' || left(md5(r.t || '.import_batch'), 24), r.s, r.t);
    EXECUTE format('CREATE POLICY import_staged ON %I.%I AS RESTRICTIVE FOR ALL TO ecms_app USING (%I.%I.import_batch IS NULL OR %I.%I.import_batch = nullif(current_setting(%L, true), %L) OR NOT EXISTS (SELECT 1 FROM imp_pending p WHERE p.id = %I.%I.import_batch))',
      r.s, r.t, r.s, r.t, r.s, r.t, 'ecms.import_batch', '', r.s, r.t);
  END LOOP;
END $$;
