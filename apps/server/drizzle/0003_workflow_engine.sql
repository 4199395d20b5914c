CREATE TABLE "wf_audit_log" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"node_run_id" text,
	"node_id" text,
	"node_name" text,
	"user_id" text,
	"action" text NOT NULL,
	"agree" boolean,
	"opinion" text,
	"request_id" text,
	"result" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_audit_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_definition" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"flow_type" integer,
	"business_type" text,
	"current_version_id" text,
	"draft" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "wf_definition_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_delegation" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"deputy_id" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "wf_delegation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_delegation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_follow" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_follow_tenant_id_user_id_instance_id_pk" PRIMARY KEY("tenant_id","user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "wf_follow" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"definition_id" text NOT NULL,
	"version_id" text NOT NULL,
	"name" text NOT NULL,
	"business_type" text,
	"business_id" text,
	"initiator_id" text NOT NULL,
	"initiator_dept_id" text,
	"status" text DEFAULT 'running' NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"chosen_operators" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_id" text,
	"current_node_names" text,
	"started_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_date" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "wf_instance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_node_run" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"instance_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"node_type" text NOT NULL,
	"round" integer NOT NULL,
	"seq" integer NOT NULL,
	"entered" text NOT NULL,
	"status" text NOT NULL,
	"from_run_id" text,
	"return_to_node_id" text,
	"sub_instance_id" text,
	"arrived" integer DEFAULT 0 NOT NULL,
	"started_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_date" timestamp with time zone,
	CONSTRAINT "wf_node_run_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_node_run" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_outbox" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_date" timestamp with time zone,
	CONSTRAINT "wf_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_relation" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"instance_id" text NOT NULL,
	"related_id" text NOT NULL,
	"kind" text DEFAULT 'related' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_relation_tenant_id_instance_id_related_id_pk" PRIMARY KEY("tenant_id","instance_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "wf_relation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_task" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"instance_id" text NOT NULL,
	"node_run_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assignee_id" text NOT NULL,
	"owner_id" text,
	"delegation_state" text,
	"parent_task_id" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"opinion" text,
	"draft" jsonb,
	"topic" text,
	"due_date" timestamp with time zone,
	"expiry_notified" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"done_date" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "wf_task_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_transfer_log" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text NOT NULL,
	"type" integer NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_ids" text[] NOT NULL,
	"topic" text,
	"remark" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_transfer_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_transfer_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_version" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"definition_id" text NOT NULL,
	"version" integer NOT NULL,
	"tree" jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_by" text,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "wf_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wf_audit_log" ADD CONSTRAINT "wf_audit_log_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_follow" ADD CONSTRAINT "wf_follow_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_definition_fk" FOREIGN KEY ("tenant_id","definition_id") REFERENCES "public"."wf_definition"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."wf_version"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_node_run" ADD CONSTRAINT "wf_node_run_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_relation" ADD CONSTRAINT "wf_relation_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_relation" ADD CONSTRAINT "wf_relation_related_fk" FOREIGN KEY ("tenant_id","related_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_node_run_fk" FOREIGN KEY ("tenant_id","node_run_id") REFERENCES "public"."wf_node_run"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_transfer_log" ADD CONSTRAINT "wf_transfer_log_instance_fk" FOREIGN KEY ("tenant_id","instance_id") REFERENCES "public"."wf_instance"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_version" ADD CONSTRAINT "wf_version_definition_fk" FOREIGN KEY ("tenant_id","definition_id") REFERENCES "public"."wf_definition"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wf_audit_log_request_uq" ON "wf_audit_log" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "wf_audit_log_instance_idx" ON "wf_audit_log" USING btree ("tenant_id","instance_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_code_uq" ON "wf_definition" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "wf_delegation_user_idx" ON "wf_delegation" USING btree ("tenant_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "wf_instance_initiator_idx" ON "wf_instance" USING btree ("tenant_id","initiator_id","started_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_business_running_uq" ON "wf_instance" USING btree ("tenant_id","business_type","business_id") WHERE "wf_instance"."status" = 'running' and "wf_instance"."business_id" is not null;--> statement-breakpoint
CREATE INDEX "wf_instance_business_idx" ON "wf_instance" USING btree ("tenant_id","business_type","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_node_run_round_uq" ON "wf_node_run" USING btree ("tenant_id","instance_id","node_id","round");--> statement-breakpoint
CREATE INDEX "wf_outbox_pending_idx" ON "wf_outbox" USING btree ("tenant_id","created_date") WHERE "wf_outbox"."delivered_date" is null;--> statement-breakpoint
CREATE INDEX "wf_outbox_instance_idx" ON "wf_outbox" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "wf_task_todo_idx" ON "wf_task" USING btree ("tenant_id","assignee_id","status","created_date");--> statement-breakpoint
CREATE INDEX "wf_task_done_idx" ON "wf_task" USING btree ("tenant_id","done_by","done_date");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("tenant_id","instance_id","status");--> statement-breakpoint
CREATE INDEX "wf_task_run_idx" ON "wf_task" USING btree ("tenant_id","node_run_id");--> statement-breakpoint
CREATE INDEX "wf_transfer_log_instance_idx" ON "wf_transfer_log" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_version_number_uq" ON "wf_version" USING btree ("tenant_id","definition_id","version");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_audit_log" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_audit_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_audit_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_definition" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_definition"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_definition"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_delegation" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_delegation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_delegation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_follow" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_follow"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_follow"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_instance" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_instance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_instance"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_node_run" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_node_run"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_node_run"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_outbox" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_outbox"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_outbox"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_relation" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_relation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_relation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_task" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_task"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_task"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_transfer_log" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_transfer_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_transfer_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_version" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("wf_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("wf_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));