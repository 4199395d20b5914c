CREATE TABLE "qc_logical_record" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"result" text NOT NULL,
	"opinion" text,
	"src_sheet" text,
	"src_row" integer,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_logical_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_logical_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "qc_logical_record_key" ON "qc_logical_record" USING btree ("tenant_id","project_id","unit_id","code","target");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_logical_record" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_logical_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_logical_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));