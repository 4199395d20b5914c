CREATE TABLE "ct_contract" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer NOT NULL,
	"amount" numeric(16, 2),
	"party_a" text,
	"party_b" text,
	"remark" text,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ct_contract_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ct_contract" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cost_consultation" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"business_type" integer DEFAULT 1 NOT NULL,
	"commission_purpose" integer NOT NULL,
	"amount" numeric(16, 2),
	"client" text,
	"remark" text,
	"dept_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"proc_inst_id" text,
	"cur_node_name" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cost_consultation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cost_consultation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "ct_contract_code_uq" ON "ct_contract" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "ct_contract_dept_idx" ON "ct_contract" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "ct_contract_created_idx" ON "ct_contract" USING btree ("tenant_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_consultation_code_uq" ON "cost_consultation" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "cost_consultation_dept_idx" ON "cost_consultation" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "cost_consultation_created_idx" ON "cost_consultation" USING btree ("tenant_id","created_date");--> statement-breakpoint
CREATE INDEX "wf_instance_deleted_idx" ON "wf_instance" USING btree ("tenant_id","id") WHERE "wf_instance"."deleted";--> statement-breakpoint
CREATE INDEX "wf_task_open_idx" ON "wf_task" USING btree ("tenant_id","assignee_id","created_date","id") WHERE "wf_task"."status" in ('pending', 'waiting');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ct_contract" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("ct_contract"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("ct_contract"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cost_consultation" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cost_consultation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cost_consultation"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));