CREATE TABLE "sys_footmark" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"user_id" text DEFAULT nullif(current_setting('ecms.user_id', true), '') NOT NULL,
	"dept_id" text,
	"type" integer DEFAULT 0 NOT NULL,
	"menu_name" text NOT NULL,
	"url" text,
	"business_id" text,
	"business_name" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_footmark_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_footmark" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sys_footmark_user_idx" ON "sys_footmark" USING btree ("tenant_id","user_id","created_date");--> statement-breakpoint
CREATE INDEX "sys_footmark_date_idx" ON "sys_footmark" USING btree ("tenant_id","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_footmark" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));