CREATE TABLE "excel_template" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"target_code" text NOT NULL,
	"sheet_name" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "excel_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "excel_template" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_template_code_uq" ON "excel_template" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "excel_template_target_idx" ON "excel_template" USING btree ("tenant_id","target_code");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "excel_template" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("excel_template"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("excel_template"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));