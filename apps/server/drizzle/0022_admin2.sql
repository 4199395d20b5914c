CREATE TABLE "adm_booking" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"booked_by" text NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"source_form" text,
	"source_id" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "adm_booking_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "adm_booking_range_ck" CHECK ("adm_booking"."end_at" > "adm_booking"."start_at")
);
--> statement-breakpoint
ALTER TABLE "adm_booking" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "adm_stock_move" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"qty" numeric(18, 2) NOT NULL,
	"unit_cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"source_form" text,
	"source_id" text,
	"source_no" text,
	"remark" text,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "adm_stock_move_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "adm_stock_move" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "adm_supplies_stock" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"item_id" text NOT NULL,
	"qty" numeric(18, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"unit_cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	"low_notified" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "adm_supplies_stock_tenant_id_item_id_pk" PRIMARY KEY("tenant_id","item_id"),
	CONSTRAINT "adm_supplies_stock_qty_ck" CHECK ("adm_supplies_stock"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "adm_supplies_stock" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "adm_booking_resource_idx" ON "adm_booking" USING btree ("tenant_id","resource_type","resource_id","start_at");--> statement-breakpoint
CREATE INDEX "adm_booking_source_idx" ON "adm_booking" USING btree ("tenant_id","source_form","source_id");--> statement-breakpoint
CREATE INDEX "adm_stock_move_item_idx" ON "adm_stock_move" USING btree ("tenant_id","item_id","created_date");--> statement-breakpoint
CREATE INDEX "adm_stock_move_source_idx" ON "adm_stock_move" USING btree ("tenant_id","source_form","source_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "adm_booking" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("adm_booking"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("adm_booking"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "adm_stock_move" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("adm_stock_move"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("adm_stock_move"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "adm_supplies_stock" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("adm_supplies_stock"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("adm_supplies_stock"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));
--> statement-breakpoint
-- hand-written
-- Two active bookings of one resource may never overlap (issue 18): the database holds the rule,
-- so concurrent approvals cannot both win.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "adm_booking" ADD CONSTRAINT "adm_booking_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "resource_type" WITH =, "resource_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" = 'active');
