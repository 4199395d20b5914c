CREATE TABLE "sup_ledger" (
	"tenant_id" text DEFAULT nullif(current_setting('ecms.tenant_id', true), '') NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"dept_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"due_date" date,
	"created_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT nullif(current_setting('ecms.user_id', true), ''),
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sup_ledger_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sup_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sup_ledger_kind_idx" ON "sup_ledger" USING btree ("tenant_id","kind","project_id");--> statement-breakpoint
CREATE INDEX "sup_ledger_due_idx" ON "sup_ledger" USING btree ("tenant_id","kind","due_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sup_ledger" AS PERMISSIVE FOR ALL TO "ecms_app" USING ("sup_ledger"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), '')) WITH CHECK ("sup_ledger"."tenant_id" = nullif(current_setting('ecms.tenant_id', true), ''));