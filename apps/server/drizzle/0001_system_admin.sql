CREATE TABLE "bd_area" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"parent_ids" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bd_area_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "bd_area" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_data_menu" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_data_menu_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_data_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_page_config" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_page_config_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_page_config" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_data_ref" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"role_id" text NOT NULL,
	"data_menu_id" text NOT NULL,
	"attr" text NOT NULL,
	"data_id" text NOT NULL,
	CONSTRAINT "sys_role_data_ref_tenant_id_role_id_data_menu_id_attr_data_id_pk" PRIMARY KEY("tenant_id","role_id","data_menu_id","attr","data_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_data_ref" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_data_scope" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"role_id" text NOT NULL,
	"data_menu_id" text NOT NULL,
	"scope" text NOT NULL,
	CONSTRAINT "sys_role_data_scope_tenant_id_role_id_data_menu_id_pk" PRIMARY KEY("tenant_id","role_id","data_menu_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_data_scope" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_dept" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"role_id" text NOT NULL,
	"dept_id" text NOT NULL,
	CONSTRAINT "sys_role_dept_tenant_id_role_id_dept_id_pk" PRIMARY KEY("tenant_id","role_id","dept_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_member_level" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"role_id" text NOT NULL,
	"member_level_id" text NOT NULL,
	CONSTRAINT "sys_role_member_level_tenant_id_role_id_member_level_id_pk" PRIMARY KEY("tenant_id","role_id","member_level_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_member_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bd_area" ADD CONSTRAINT "bd_area_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."bd_area"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_data_ref" ADD CONSTRAINT "sys_role_data_ref_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_data_ref" ADD CONSTRAINT "sys_role_data_ref_menu_fk" FOREIGN KEY ("tenant_id","data_menu_id") REFERENCES "public"."sys_data_menu"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_data_scope" ADD CONSTRAINT "sys_role_data_scope_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_data_scope" ADD CONSTRAINT "sys_role_data_scope_menu_fk" FOREIGN KEY ("tenant_id","data_menu_id") REFERENCES "public"."sys_data_menu"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_dept" ADD CONSTRAINT "sys_role_dept_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_dept" ADD CONSTRAINT "sys_role_dept_dept_fk" FOREIGN KEY ("tenant_id","dept_id") REFERENCES "public"."sys_dept"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_member_level" ADD CONSTRAINT "sys_role_member_level_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bd_area_parent_idx" ON "bd_area" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bd_area_code_uq" ON "bd_area" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_data_menu_code_uq" ON "sys_data_menu" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sys_page_config_type_idx" ON "sys_page_config" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "sys_role_dept_dept_idx" ON "sys_role_dept" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bd_area" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("bd_area"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("bd_area"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_data_menu" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_data_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_data_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_page_config" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_page_config"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_page_config"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role_data_ref" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role_data_ref"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role_data_ref"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role_data_scope" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role_data_scope"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role_data_scope"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role_dept" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role_dept"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role_dept"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role_member_level" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role_member_level"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role_member_level"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));