CREATE TABLE "saas_company" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"grade_id" text,
	"contact_name" text,
	"contact_phone" text,
	"remark" text,
	"admin_user_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "saas_company_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "saas_company" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "saas_grade" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"menu_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saas_company" ADD CONSTRAINT "saas_company_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saas_company" ADD CONSTRAINT "saas_company_grade_id_saas_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."saas_grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saas_grade_code_uq" ON "saas_grade" USING btree ("code");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "saas_company" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("saas_company"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("saas_company"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
GRANT SELECT ON "saas_grade" TO "ecms_app";--> statement-breakpoint
CREATE OR REPLACE FUNCTION ecms_grade_allows(p_tenant text, p_code text, p_permission text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  -- Whether the SaaS grade of company p_tenant allows a menu (its code, its permission): true for a
  -- company without a grade (the platform's own); a seeded menu by its code; a company's own menu
  -- (no code) when it carries no permission or one a menu of the grade carries.
  select case
    when g.codes is null then true
    when p_code is not null then p_code = any(g.codes)
    else p_permission is null or exists (select 1 from sys_menu m where m.tenant_id = p_tenant and m.code = any(g.codes) and m.permission = p_permission)
  end
  from (select (select gr.menu_codes from saas_company c join saas_grade gr on gr.id = c.grade_id where c.tenant_id = p_tenant) as codes) g
$$;
