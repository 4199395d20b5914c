CREATE TABLE "qc_finding" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"run_id" text NOT NULL,
	"seq" integer NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"unit_id" text,
	"unit_name" text,
	"target" text,
	"message" text NOT NULL,
	"expected" text,
	"actual" text,
	"deviation" numeric(18, 4),
	"src_sheet" text,
	"src_row" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"ignored_by" text,
	"ignored_at" timestamp with time zone,
	"opinion" text,
	"opinion_by" text,
	"opinion_at" timestamp with time zone,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_finding_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_finding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_item" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"section_id" text NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"features" text,
	"unit" text,
	"qty" numeric(18, 4),
	"qty_text" text,
	"price" numeric(18, 2),
	"amount" numeric(18, 2),
	"provisional" numeric(18, 2),
	"labor" numeric(18, 2),
	"machine" numeric(18, 2),
	"mgmt" numeric(18, 2),
	"profit" numeric(18, 2),
	"src_sheet" text NOT NULL,
	"src_row" integer NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_line" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"tbl" text NOT NULL,
	"seq" integer NOT NULL,
	"no" text,
	"role" text,
	"code" text,
	"name" text NOT NULL,
	"kind" text,
	"unit" text,
	"base_text" text,
	"base_amount" numeric(18, 2),
	"rate" numeric(9, 4),
	"qty" numeric(18, 4),
	"price" numeric(18, 2),
	"amount" numeric(18, 2),
	"remark" text,
	"src_sheet" text NOT NULL,
	"src_row" integer NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_node" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"discipline" text,
	"is_measure" boolean DEFAULT false NOT NULL,
	"subtotal" numeric(18, 2),
	"subtotal_row" integer,
	"src_sheet" text,
	"src_row" integer,
	"sheets" jsonb,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_node_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_node" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_project" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"spec_version" text NOT NULL,
	"stage" text NOT NULL,
	"region" text,
	"tax_method" text DEFAULT 'general' NOT NULL,
	"price_base_date" text,
	"kind1" text,
	"kind2" text,
	"structure" text,
	"area" numeric(14, 2),
	"floors" integer,
	"file_id" text,
	"file_name" text,
	"sha256" text,
	"total" numeric(18, 2) DEFAULT 0 NOT NULL,
	"indicators" jsonb,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_project_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_range_set" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"rule" text NOT NULL,
	"region" text DEFAULT '*' NOT NULL,
	"discipline" text DEFAULT '*' NOT NULL,
	"period" text DEFAULT '*' NOT NULL,
	"params" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_range_set_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_range_set" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qc_run" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"warn_count" integer DEFAULT 0 NOT NULL,
	"info_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"view_state" jsonb,
	"dept_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "qc_run_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "qc_run" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "qc_finding_run_idx" ON "qc_finding" USING btree ("tenant_id","run_id","seq");--> statement-breakpoint
CREATE INDEX "qc_item_project_idx" ON "qc_item" USING btree ("tenant_id","project_id","unit_id");--> statement-breakpoint
CREATE INDEX "qc_line_project_idx" ON "qc_line" USING btree ("tenant_id","project_id","unit_id");--> statement-breakpoint
CREATE INDEX "qc_node_project_idx" ON "qc_node" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "qc_range_set_rule_idx" ON "qc_range_set" USING btree ("tenant_id","rule");--> statement-breakpoint
CREATE INDEX "qc_run_project_idx" ON "qc_run" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_finding" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_finding"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_finding"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_item" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_line" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_line"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_node" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_node"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_node"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_project" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_project"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_project"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_range_set" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_range_set"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_range_set"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "qc_run" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("qc_run"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("qc_run"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));