CREATE TABLE "fin_okr_plan_method" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"year" integer NOT NULL,
	"method" text NOT NULL,
	"shares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"applied_at" timestamp with time zone,
	"applied_by" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_okr_plan_method_tenant_id_year_pk" PRIMARY KEY("tenant_id","year"),
	CONSTRAINT "fin_okr_plan_method_ck" CHECK ("fin_okr_plan_method"."method" in ('share', 'last_year', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "fin_okr_plan_method" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_okr_plan_method" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_okr_plan_method"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_okr_plan_method"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));