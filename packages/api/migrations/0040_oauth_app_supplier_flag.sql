-- Generated from the entity definitions on 2026-12-01; never edit after commit.
ALTER TABLE "srm_base_oauth_apps" ADD COLUMN "supplier_flag" varchar(1);
