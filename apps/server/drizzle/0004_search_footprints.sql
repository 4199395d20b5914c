CREATE TABLE "search_doc" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"table_code" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"dept_id" text,
	"owner_id" text,
	"viewer_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"grams" text[] NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_doc_tenant_id_table_code_record_id_pk" PRIMARY KEY("tenant_id","table_code","record_id")
);
--> statement-breakpoint
ALTER TABLE "search_doc" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE INDEX "search_doc_grams_idx" ON "search_doc" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "search_doc_recent_idx" ON "search_doc" USING btree ("tenant_id","updated_date","table_code","record_id");--> statement-breakpoint
CREATE INDEX "sys_footmark_user_idx" ON "sys_footmark" USING btree ("tenant_id","user_id","created_date");--> statement-breakpoint
CREATE INDEX "sys_footmark_date_idx" ON "sys_footmark" USING btree ("tenant_id","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "search_doc" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("search_doc"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("search_doc"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_footmark" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));