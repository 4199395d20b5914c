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
CREATE TABLE "notice_msg" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text,
	"ref_type" text,
	"ref_id" text,
	"proc_inst_id" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_date" timestamp with time zone,
	"sender_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notice_msg_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "notice_msg" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_item" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"suffix" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"ref_module" text,
	"ref_record_id" text,
	"business_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "file_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "file_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notice_msg" ADD CONSTRAINT "notice_msg_recipient_fk" FOREIGN KEY ("tenant_id","recipient_id") REFERENCES "public"."sys_user"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_doc_grams_idx" ON "search_doc" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "search_doc_recent_idx" ON "search_doc" USING btree ("tenant_id","updated_date","table_code","record_id");--> statement-breakpoint
CREATE INDEX "sys_footmark_user_idx" ON "sys_footmark" USING btree ("tenant_id","user_id","created_date");--> statement-breakpoint
CREATE INDEX "sys_footmark_date_idx" ON "sys_footmark" USING btree ("tenant_id","created_date");--> statement-breakpoint
CREATE INDEX "notice_msg_recipient_idx" ON "notice_msg" USING btree ("tenant_id","recipient_id","created_date","id");--> statement-breakpoint
CREATE INDEX "notice_msg_unread_idx" ON "notice_msg" USING btree ("tenant_id","recipient_id","type") WHERE "notice_msg"."is_read" = false;--> statement-breakpoint
CREATE INDEX "file_item_ref_idx" ON "file_item" USING btree ("tenant_id","ref_module","ref_record_id");--> statement-breakpoint
CREATE INDEX "file_item_business_idx" ON "file_item" USING btree ("tenant_id","business_id");--> statement-breakpoint
CREATE INDEX "file_item_owner_idx" ON "file_item" USING btree ("tenant_id","created_by","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "search_doc" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("search_doc"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("search_doc"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sys_footmark" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sys_footmark"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notice_msg" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("notice_msg"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("notice_msg"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "file_item" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("file_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("file_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));