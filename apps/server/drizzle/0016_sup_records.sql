CREATE TABLE "sup_daily_log" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"log_date" date NOT NULL,
	"weather" text,
	"site_situation" text,
	"work_done" text,
	"problems" text,
	"instructions" text,
	"other" text,
	"signed_by" text,
	"signed_name" text,
	"signed_date" timestamp with time zone,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_daily_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_daily_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_record" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"type" integer NOT NULL,
	"record_date" date NOT NULL,
	"project_node_id" text,
	"patrol_node_id" text,
	"area" text,
	"situation" text,
	"problem_text" text,
	"part" text,
	"process" text,
	"start_time" text,
	"end_time" text,
	"construction_situation" text,
	"supervision_situation" text,
	"problem_handling" text,
	"weather" text,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_date" timestamp with time zone,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_record_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sup_weather" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"day" date NOT NULL,
	"day_wtype" text NOT NULL,
	"temp_low" numeric(5, 1),
	"temp_high" numeric(5, 1),
	"wind" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_weather_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_weather" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "sup_daily_log_day_uq" ON "sup_daily_log" USING btree ("tenant_id","project_id","log_date");--> statement-breakpoint
CREATE INDEX "sup_daily_log_dept_idx" ON "sup_daily_log" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "sup_record_project_idx" ON "sup_record" USING btree ("tenant_id","project_id","record_date");--> statement-breakpoint
CREATE INDEX "sup_record_dept_idx" ON "sup_record" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sup_weather_day_uq" ON "sup_weather" USING btree ("tenant_id","project_id","day");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_daily_log" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_daily_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_daily_log"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_record" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_record"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_weather" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_weather"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_weather"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));