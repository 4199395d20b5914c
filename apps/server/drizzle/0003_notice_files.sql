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
CREATE INDEX "notice_msg_recipient_idx" ON "notice_msg" USING btree ("tenant_id","recipient_id","created_date","id");--> statement-breakpoint
CREATE INDEX "notice_msg_unread_idx" ON "notice_msg" USING btree ("tenant_id","recipient_id","type") WHERE "notice_msg"."is_read" = false;--> statement-breakpoint
CREATE INDEX "file_item_ref_idx" ON "file_item" USING btree ("tenant_id","ref_module","ref_record_id");--> statement-breakpoint
CREATE INDEX "file_item_business_idx" ON "file_item" USING btree ("tenant_id","business_id");--> statement-breakpoint
CREATE INDEX "file_item_owner_idx" ON "file_item" USING btree ("tenant_id","created_by","created_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notice_msg" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("notice_msg"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("notice_msg"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "file_item" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("file_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("file_item"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));