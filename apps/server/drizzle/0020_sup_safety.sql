CREATE TABLE "sup_hazard" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"category_item" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qualitative_super" boolean DEFAULT false NOT NULL,
	"level" integer NOT NULL,
	"level_reason" text NOT NULL,
	"unit_node_id" text,
	"part_node_id" text,
	"status" integer DEFAULT 1 NOT NULL,
	"scheme" text,
	"scheme_review_date" date,
	"expert_date" date,
	"expert_verdict" integer,
	"expert_names" text,
	"expert_opinion" text,
	"plan_date" date,
	"actual_date" date,
	"accept_date" date,
	"accept_staff" text,
	"clear_date" date,
	"clear_staff_id" text,
	"stop_date" date,
	"work_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_hazard_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_hazard" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_problem_reminder" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"problem_id" text NOT NULL,
	"stage" text NOT NULL,
	"deadline" date NOT NULL,
	"sent_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sup_problem_reminder_tenant_id_problem_id_stage_deadline_pk" PRIMARY KEY("tenant_id","problem_id","stage","deadline")
);
--> statement-breakpoint
ALTER TABLE "sup_problem_reminder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_resume_work" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"stop_work_id" text NOT NULL,
	"code" text NOT NULL,
	"resume_date" date NOT NULL,
	"reviewer_id" text,
	"stop_reason" text,
	"resume_conditions" text NOT NULL,
	"rectification_opinion" text,
	"submit_time" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_resume_work_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_resume_work" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_rule" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"name" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"file_status" text DEFAULT '2' NOT NULL,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_stop_work" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"level" text NOT NULL,
	"reason_type" text,
	"reason" text NOT NULL,
	"construction_unit_name" text,
	"unit_node_id" text,
	"part_node_id" text,
	"stop_work_range" text NOT NULL,
	"stop_date" text NOT NULL,
	"rectification_date" date,
	"requirement" text,
	"problem_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hazard_id" text,
	"state" text NOT NULL,
	"resume_date" date,
	"issued_by" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_stop_work_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_stop_work" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sup_hazard_project_idx" ON "sup_hazard" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_resume_work_code_uq" ON "sup_resume_work" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_resume_work_stop_idx" ON "sup_resume_work" USING btree ("tenant_id","stop_work_id");--> statement-breakpoint
CREATE INDEX "sup_rule_project_idx" ON "sup_rule" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_stop_work_code_uq" ON "sup_stop_work" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_stop_work_project_idx" ON "sup_stop_work" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_hazard" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_hazard"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_hazard"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_problem_reminder" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_problem_reminder"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_problem_reminder"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_resume_work" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_resume_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_resume_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_rule" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_stop_work" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_stop_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_stop_work"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));