CREATE TABLE "excel_report" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"source_code" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_by" text,
	"order_dir" text,
	"sheet_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "excel_report_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "excel_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_report_name_uq" ON "excel_report" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "excel_report_source_idx" ON "excel_report" USING btree ("tenant_id","source_code");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "excel_report" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("excel_report"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("excel_report"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));