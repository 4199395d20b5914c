CREATE TABLE "bd_dict" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" text,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"ext" jsonb,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bd_dict_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bd_dict_type_value_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","type","parent_id","value")
);
--> statement-breakpoint
ALTER TABLE "bd_dict" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"parent_ids" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"full_name" text,
	"code" text,
	"leader_id" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_dept_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_dept" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"code" text,
	"name" text NOT NULL,
	"full_name" text,
	"url" text,
	"href" text,
	"type" text DEFAULT 'Menu' NOT NULL,
	"open_type" integer DEFAULT 1 NOT NULL,
	"permission" text,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_menu_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_param" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"name" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT 'basic' NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_param_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_param" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_role_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"role_id" text NOT NULL,
	"menu_id" text NOT NULL,
	CONSTRAINT "sys_role_menu_tenant_id_role_id_menu_id_pk" PRIMARY KEY("tenant_id","role_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_menu" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_user" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"dept_id" text,
	"login_name" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"no" text,
	"job" text,
	"staff_rank" text,
	"password_hash" text NOT NULL,
	"user_type" text DEFAULT 'staff' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_date" timestamp with time zone,
	"last_login_ip" text,
	"password_changed_date" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_user_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sys_user" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "sys_user_role" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"logo2" text,
	"logo3" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_log" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"user_id" text,
	"login_name" text,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"success" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_login_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auth_login_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "auth_qr_login" (
	"id" text PRIMARY KEY NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"tenant_id" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "auth_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_sms_code" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sys_key" (
	"id" text PRIMARY KEY NOT NULL,
	"public_pem" text NOT NULL,
	"private_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_dept" ADD CONSTRAINT "sys_dept_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."sys_dept"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD CONSTRAINT "sys_menu_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."sys_menu"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_menu_fk" FOREIGN KEY ("tenant_id","menu_id") REFERENCES "public"."sys_menu"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_fk" FOREIGN KEY ("tenant_id","dept_id") REFERENCES "public"."sys_dept"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."sys_role"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bd_dict_type_idx" ON "bd_dict" USING btree ("tenant_id","type","sort");--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_code_uq" ON "sys_menu" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_param_key_uq" ON "sys_param" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_login_name_uq" ON "sys_user" USING btree ("tenant_id","login_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE INDEX "auth_login_log_ip_fail_idx" ON "auth_login_log" USING btree ("ip","created_at") WHERE "auth_login_log"."success" = 0;--> statement-breakpoint
CREATE INDEX "auth_login_log_tenant_idx" ON "auth_login_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "auth_sms_code_phone_idx" ON "auth_sms_code" USING btree ("tenant_id","phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_tenant_idx" ON "sms_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bd_dict" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("bd_dict"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("bd_dict"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_dept" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_dept"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_dept"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_menu" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_param" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_param"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_param"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_role_menu" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_role_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_role_menu"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_user" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_user"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_user"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_user_role" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_user_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_user_role"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "auth_login_log" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("auth_login_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("auth_login_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sms_outbox" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sms_outbox"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sms_outbox"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));