CREATE TABLE "auth_login_throttle" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"login_name" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "auth_login_throttle_tenant_id_login_name_pk" PRIMARY KEY("tenant_id","login_name")
);
--> statement-breakpoint
ALTER TABLE "auth_login_throttle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "auth_login_throttle" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("auth_login_throttle"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("auth_login_throttle"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));