CREATE TABLE "sup_check_score" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"scope" text NOT NULL,
	"check_date" date NOT NULL,
	"scores" jsonb NOT NULL,
	"total" text NOT NULL,
	"grade" text NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_check_score_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_check_score" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_doc_counter" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "sup_doc_counter_tenant_id_kind_year_pk" PRIMARY KEY("tenant_id","kind","year")
);
--> statement-breakpoint
ALTER TABLE "sup_doc_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_notice" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text,
	"rectify_deadline" date,
	"state" text NOT NULL,
	"issued_by" text,
	"issued_date" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_content" text,
	"reply_by" text,
	"reply_date" timestamp with time zone,
	"review_opinion" integer,
	"review_remark" text,
	"review_by" text,
	"review_date" timestamp with time zone,
	"rounds" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_notice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_notice_event" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"notice_id" text NOT NULL,
	"kind" text NOT NULL,
	"opinion" integer,
	"content" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_notice_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_notice_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_problem" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"problem_type" text,
	"project_node_id" text,
	"patrol_node_id" text,
	"problem_discoverer_id" text,
	"problem_discoverer_name" text,
	"problem_discover_date" date NOT NULL,
	"rectify_deadline" date,
	"serious" boolean DEFAULT false NOT NULL,
	"requirement" text,
	"problem_status" integer DEFAULT 0 NOT NULL,
	"review_opinion" integer,
	"ref_bill_id" text,
	"ref_bill_no" text,
	"source_type" text,
	"source_id" text,
	"check_item_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_problem_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_problem" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_project" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"contract_id" text,
	"director_id" text,
	"dept_id" text,
	"owner_unit" text,
	"construction_unit" text,
	"address" text,
	"start_date" date,
	"end_date" date,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_project_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_project_member" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text,
	"staff_name" text NOT NULL,
	"position_name" text,
	"unit_name" text,
	"entry_date" date,
	"work_content" text,
	"is_on_duty" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_project_member_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_project_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_project_node" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"node_type" integer NOT NULL,
	"name" text NOT NULL,
	"unit_type" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_project_node_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_project_node" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sup_check_score_project_idx" ON "sup_check_score" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_notice_code_uq" ON "sup_notice" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_notice_seq_uq" ON "sup_notice" USING btree ("tenant_id","year","seq");--> statement-breakpoint
CREATE INDEX "sup_notice_project_idx" ON "sup_notice" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "sup_notice_event_notice_idx" ON "sup_notice_event" USING btree ("tenant_id","notice_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_problem_code_uq" ON "sup_problem" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_problem_project_idx" ON "sup_problem" USING btree ("tenant_id","project_id","updated_date");--> statement-breakpoint
CREATE INDEX "sup_problem_bill_idx" ON "sup_problem" USING btree ("tenant_id","ref_bill_id");--> statement-breakpoint
CREATE INDEX "sup_problem_dept_idx" ON "sup_problem" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_project_code_uq" ON "sup_project" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sup_project_dept_idx" ON "sup_project" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sup_project_member_project_idx" ON "sup_project_member" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "sup_project_member_user_idx" ON "sup_project_member" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sup_project_node_project_idx" ON "sup_project_node" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_check_score" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_check_score"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_check_score"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_doc_counter" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_doc_counter"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_doc_counter"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_notice" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_notice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_notice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_notice_event" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_notice_event"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_notice_event"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_problem" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_problem"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_problem"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_project" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_project"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_project"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_project_member" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_project_member"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_project_member"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_project_node" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_project_node"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_project_node"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));