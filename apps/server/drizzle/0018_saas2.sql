CREATE TABLE "cms_article" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"cover" text,
	"status" integer DEFAULT 0 NOT NULL,
	"level_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"publish_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cms_article_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cms_article" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cms_category" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cms_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cms_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mem_invoice" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"user_id" text NOT NULL,
	"invoices_type" integer NOT NULL,
	"person_name" text,
	"company_name" text,
	"honesty_code" text,
	"email" text,
	"registered_address" text,
	"phone" text,
	"bank" text,
	"bank_account" text,
	"receiver" text,
	"receive_address" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mem_invoice_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "mem_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mem_level" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"fee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"period_months" integer DEFAULT 12 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mem_level_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "mem_level" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mem_member" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"user_id" text NOT NULL,
	"level_id" text,
	"begin_date" date,
	"end_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mem_member_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "mem_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cms_article" ADD CONSTRAINT "cms_article_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."cms_category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_article" ADD CONSTRAINT "cms_article_level_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."mem_level"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_category" ADD CONSTRAINT "cms_category_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."cms_category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_invoice" ADD CONSTRAINT "mem_invoice_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_member" ADD CONSTRAINT "mem_member_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mem_member" ADD CONSTRAINT "mem_member_level_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."mem_level"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_article_category_idx" ON "cms_article" USING btree ("tenant_id","category_id","status");--> statement-breakpoint
CREATE INDEX "mem_member_level_idx" ON "mem_member" USING btree ("tenant_id","level_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cms_article" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cms_article"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cms_article"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cms_category" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cms_category"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cms_category"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "mem_invoice" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("mem_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("mem_invoice"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "mem_level" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("mem_level"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("mem_level"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "mem_member" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("mem_member"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("mem_member"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));