CREATE TABLE "qc_price_apply" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sheet_name" text,
	"changed" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_price_apply_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_price_apply" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cd_analysis_record" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"project_id" text NOT NULL,
	"project_name" text NOT NULL,
	"params" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cd_analysis_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cd_analysis_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "qc_price_apply_project_idx" ON "qc_price_apply" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "cd_analysis_record_owner" ON "cd_analysis_record" USING btree ("tenant_id","owner_id","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_price_apply" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_price_apply"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_price_apply"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cd_analysis_record" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cd_analysis_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cd_analysis_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));