-- Generated from the entity definitions on 2026-11-27; never edit after commit.
ALTER TABLE "srm_base_supplier_pending" ADD COLUMN "pending_title_en" varchar(300);
