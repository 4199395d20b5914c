CREATE TABLE "qc_norm" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"item_id" text,
	"block" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"name" text,
	"unit" text,
	"qty" numeric(20, 6),
	"labor_price" numeric(18, 4),
	"material_price" numeric(18, 4),
	"machine_price" numeric(18, 4),
	"mgmt_price" numeric(18, 4),
	"labor_amount" numeric(18, 4),
	"material_amount" numeric(18, 4),
	"machine_amount" numeric(18, 4),
	"mgmt_amount" numeric(18, 4),
	"price" numeric(18, 4),
	"amount" numeric(18, 4),
	"provisional_price" numeric(18, 4),
	"provisional_amount" numeric(18, 4),
	"src_sheet" text NOT NULL,
	"src_row" integer NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_norm_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_norm" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "qc_norm_project_idx" ON "qc_norm" USING btree ("tenant_id","project_id","unit_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_norm" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_norm"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_norm"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));