DROP INDEX "sup_notice_seq_uq";--> statement-breakpoint
ALTER TABLE "sup_notice" ADD COLUMN "doc_type" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sup_notice_seq_uq" ON "sup_notice" USING btree ("tenant_id","doc_type","year","seq");