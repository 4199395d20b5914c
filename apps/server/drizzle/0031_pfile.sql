CREATE TABLE "qc_project_file" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"spec_version" text,
	"units" jsonb,
	"imported_at" timestamp with time zone,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_project_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_project_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "qc_project_file_key" ON "qc_project_file" USING btree ("tenant_id","project_id","file_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_project_file" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_project_file"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_project_file"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));