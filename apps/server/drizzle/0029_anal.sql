CREATE TABLE "cd_person_lib" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"project_id" text NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cd_person_lib_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cd_person_lib" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "cd_person_lib_owner_project" ON "cd_person_lib" USING btree ("tenant_id","owner_id","project_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cd_person_lib" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("cd_person_lib"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("cd_person_lib"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));