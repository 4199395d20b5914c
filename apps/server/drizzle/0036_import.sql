CREATE TABLE "imp_pending" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"started_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imp_pending_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "imp_pending" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "imp_pending" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("imp_pending"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("imp_pending"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
-- hand-written
-- Staged imports (platform/excel/staging.ts): a row written by an import carries its batch in
-- import_batch (the default takes it from the transaction) and stays hidden from every other
-- transaction while the batch is pending. The column is not in the drizzle schema on purpose:
-- no query selects it, so no answer changes.
ALTER TABLE "sys_user" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "sys_user_import_batch_idx" ON "sys_user" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "sys_user" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("sys_user"."import_batch" IS NULL OR "sys_user"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT EXISTS (SELECT 1 FROM "imp_pending" p WHERE p."id" = "sys_user"."import_batch"));--> statement-breakpoint
ALTER TABLE "search_doc" ADD COLUMN "import_batch" text DEFAULT nullif(current_setting('ecms.import_batch', true), '');--> statement-breakpoint
CREATE INDEX "search_doc_import_batch_idx" ON "search_doc" ("import_batch") WHERE "import_batch" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_staged" ON "search_doc" AS RESTRICTIVE FOR ALL TO "ecms_app" USING ("search_doc"."import_batch" IS NULL OR "search_doc"."import_batch" = nullif(current_setting('ecms.import_batch', true), '') OR NOT EXISTS (SELECT 1 FROM "imp_pending" p WHERE p."id" = "search_doc"."import_batch"));
