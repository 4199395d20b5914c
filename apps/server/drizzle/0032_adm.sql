CREATE TABLE "adm_attendance_sign" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"sign_date" date NOT NULL,
	"sign_in" timestamp with time zone,
	"sign_out" timestamp with time zone,
	"in_place" text,
	"out_place" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "adm_attendance_sign_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "adm_attendance_sign" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "adm_attendance_sign_day_uq" ON "adm_attendance_sign" USING btree ("tenant_id","user_id","sign_date");--> statement-breakpoint
CREATE INDEX "adm_attendance_sign_date_idx" ON "adm_attendance_sign" USING btree ("tenant_id","sign_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "adm_attendance_sign" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("adm_attendance_sign"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("adm_attendance_sign"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));