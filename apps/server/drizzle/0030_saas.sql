CREATE TABLE "kn_category" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_ids" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kn_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "kn_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kn_course" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"category_id" text,
	"lecturer" text,
	"hours" integer DEFAULT 1 NOT NULL,
	"description" text,
	"required_role_ids" text[] DEFAULT '{}' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kn_course_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "kn_course" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kn_document" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"code" text,
	"keywords" text,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"publish_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kn_document_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "kn_document" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kn_document_version" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"document_id" text NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kn_document_version_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "kn_document_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kn_enrolment" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"enrol_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_date" timestamp with time zone,
	"passed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "kn_enrolment_tenant_id_course_id_user_id_pk" PRIMARY KEY("tenant_id","course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "kn_enrolment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kn_read" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"document_id" text NOT NULL,
	"user_id" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kn_read_tenant_id_document_id_user_id_pk" PRIMARY KEY("tenant_id","document_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "kn_read" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "kn_category" ADD CONSTRAINT "kn_category_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."kn_category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_course" ADD CONSTRAINT "kn_course_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."kn_category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_document" ADD CONSTRAINT "kn_document_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."kn_category"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_document_version" ADD CONSTRAINT "kn_document_version_doc_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."kn_document"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_enrolment" ADD CONSTRAINT "kn_enrolment_course_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."kn_course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_enrolment" ADD CONSTRAINT "kn_enrolment_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_read" ADD CONSTRAINT "kn_read_doc_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."kn_document"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kn_read" ADD CONSTRAINT "kn_read_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kn_document_category_idx" ON "kn_document" USING btree ("tenant_id","kind","category_id","status");--> statement-breakpoint
CREATE INDEX "kn_document_version_doc_idx" ON "kn_document_version" USING btree ("tenant_id","document_id","revision");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_category" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_category"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_category"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_course" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_course"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_course"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_document" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_document"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_document"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_document_version" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_document_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_document_version"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_enrolment" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_enrolment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_enrolment"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kn_read" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("kn_read"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("kn_read"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));