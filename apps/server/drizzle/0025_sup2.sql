CREATE TABLE "sup_check" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"check_date" date NOT NULL,
	"total" numeric(6, 2),
	"grade" text,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_check_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_check" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_check_item" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"source_id" text NOT NULL,
	"source_type" text NOT NULL,
	"check_category" text,
	"node_item_code" text,
	"check_content" text NOT NULL,
	"check_opinion" text,
	"qualified" boolean,
	"project_node_id" text,
	"patrol_node_id" text,
	"score" numeric(6, 2),
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_check_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_check_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_check_row" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"check_id" text NOT NULL,
	"table_code" text NOT NULL,
	"item_code" text NOT NULL,
	"deduction" numeric(6, 2),
	"na" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_check_row_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_check_row" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_exit_plan_staff" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"plan_id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"member_id" text,
	"name" text NOT NULL,
	"sex" text,
	"birth_day" date,
	"edu" text,
	"ranks" text,
	"entry_project_date" date,
	"station_info" text,
	"exit_project_date" date,
	"purpose" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_exit_plan_staff_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_exit_plan_staff" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sup_check_project_idx" ON "sup_check" USING btree ("tenant_id","project_id","scope","check_date");--> statement-breakpoint
CREATE INDEX "sup_check_item_source_idx" ON "sup_check_item" USING btree ("tenant_id","source_id","created_date");--> statement-breakpoint
CREATE INDEX "sup_check_item_project_idx" ON "sup_check_item" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_check_row_item_uq" ON "sup_check_row" USING btree ("tenant_id","check_id","item_code");--> statement-breakpoint
CREATE INDEX "sup_exit_plan_staff_plan_idx" ON "sup_exit_plan_staff" USING btree ("tenant_id","plan_id","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_check" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_check"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_check"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_check_item" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_check_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_check_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_check_row" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_check_row"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_check_row"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_exit_plan_staff" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_exit_plan_staff"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_exit_plan_staff"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));