-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_slc_supplier_changes" ADD COLUMN "review_comment" varchar(2000);

ALTER TABLE "srm_slc_supplier_changes" ADD COLUMN "attachment_ids" varchar(4000);
