CREATE TABLE "fin_okr_goal" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"level" text NOT NULL,
	"year" integer NOT NULL,
	"dept_id" text,
	"user_id" text,
	"name" text NOT NULL,
	"target" numeric(18, 2) NOT NULL,
	"month_targets" numeric(18, 2)[] NOT NULL,
	"key_results" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_okr_goal_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_okr_goal_level_ck" CHECK (("fin_okr_goal"."level" = 'company' and "fin_okr_goal"."parent_id" is null and "fin_okr_goal"."dept_id" is null and "fin_okr_goal"."user_id" is null)
    or ("fin_okr_goal"."level" = 'dept' and "fin_okr_goal"."parent_id" is not null and "fin_okr_goal"."dept_id" is not null and "fin_okr_goal"."user_id" is null)
    or ("fin_okr_goal"."level" = 'person' and "fin_okr_goal"."parent_id" is not null and "fin_okr_goal"."user_id" is not null)),
	CONSTRAINT "fin_okr_goal_target_ck" CHECK ("fin_okr_goal"."target" >= 0 and cardinality("fin_okr_goal"."month_targets") = 12)
);
--> statement-breakpoint
ALTER TABLE "fin_okr_goal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fin_project_tracking" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"customer" text,
	"business_type" integer DEFAULT 1 NOT NULL,
	"expected_amount" numeric(18, 2),
	"dept_id" text,
	"owner_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"sign_status" integer DEFAULT 0 NOT NULL,
	"contract_id" text,
	"give_up_reason" text,
	"follow_date" date,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fin_project_tracking_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fin_project_tracking_status_ck" CHECK ("fin_project_tracking"."status" in (0, 1, 2) and "fin_project_tracking"."sign_status" in (0, 1, 2)),
	CONSTRAINT "fin_project_tracking_signed_ck" CHECK ("fin_project_tracking"."sign_status" <> 1 or "fin_project_tracking"."contract_id" is not null),
	CONSTRAINT "fin_project_tracking_amount_ck" CHECK ("fin_project_tracking"."expected_amount" is null or "fin_project_tracking"."expected_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "fin_project_tracking" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_okr_goal_owner_uq" ON "fin_okr_goal" USING btree ("tenant_id","year","level",coalesce("dept_id", ''),coalesce("user_id", ''));--> statement-breakpoint
CREATE INDEX "fin_okr_goal_parent_idx" ON "fin_okr_goal" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_project_tracking_code_uq" ON "fin_project_tracking" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "fin_project_tracking_dept_idx" ON "fin_project_tracking" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_okr_goal" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_okr_goal"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_okr_goal"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fin_project_tracking" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("fin_project_tracking"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("fin_project_tracking"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));