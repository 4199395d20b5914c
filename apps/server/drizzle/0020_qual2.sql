CREATE TABLE "qc_fee_base" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"service" text NOT NULL,
	"min_fee" numeric(18, 2),
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_fee_base_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_fee_base" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_fee_detail" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"base_id" text NOT NULL,
	"lower" numeric(18, 2) NOT NULL,
	"upper" numeric(18, 2),
	"rate" numeric(10, 4) NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_fee_detail_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_fee_detail" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_fee_simple" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"base_id" text NOT NULL,
	"project_name" text,
	"amount" numeric(18, 2) NOT NULL,
	"fee" numeric(18, 2) NOT NULL,
	"bands" jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_fee_simple_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_fee_simple" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "qc_fee_base_region_idx" ON "qc_fee_base" USING btree ("tenant_id","region");--> statement-breakpoint
CREATE INDEX "qc_fee_detail_base_idx" ON "qc_fee_detail" USING btree ("tenant_id","base_id","lower");--> statement-breakpoint
CREATE INDEX "qc_fee_simple_base_idx" ON "qc_fee_simple" USING btree ("tenant_id","base_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_fee_base" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_fee_base"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_fee_base"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_fee_detail" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_fee_detail"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_fee_detail"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_fee_simple" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_fee_simple"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_fee_simple"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));