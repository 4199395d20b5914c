CREATE TABLE "cg_counter" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"rule_code" text NOT NULL,
	"period" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "cg_counter_tenant_id_rule_code_period_pk" PRIMARY KEY("tenant_id","rule_code","period")
);
--> statement-breakpoint
ALTER TABLE "cg_counter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cg_rule" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_pattern" text DEFAULT 'YYYYMMDD' NOT NULL,
	"seq_length" integer DEFAULT 4 NOT NULL,
	"separator" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cg_rule_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cg_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "frm_definition" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"group_id" text,
	"process_code" text,
	"status" integer DEFAULT 1 NOT NULL,
	"current_version" integer,
	"model" jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "frm_definition_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "frm_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "frm_role" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"form_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "frm_role_tenant_id_form_id_role_id_pk" PRIMARY KEY("tenant_id","form_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "frm_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "frm_version" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"model" jsonb NOT NULL,
	"published_by" text,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frm_version_tenant_id_form_id_version_pk" PRIMARY KEY("tenant_id","form_id","version")
);
--> statement-breakpoint
ALTER TABLE "frm_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "frm_role" ADD CONSTRAINT "frm_role_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."frm_definition"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frm_version" ADD CONSTRAINT "frm_version_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."frm_definition"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cg_rule_code_uq" ON "cg_rule" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "frm_definition_code_uq" ON "frm_definition" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "frm_definition_group_idx" ON "frm_definition" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cg_counter" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cg_counter"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cg_counter"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cg_rule" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cg_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cg_rule"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "frm_definition" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("frm_definition"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("frm_definition"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "frm_role" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("frm_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("frm_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "frm_version" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("frm_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("frm_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));