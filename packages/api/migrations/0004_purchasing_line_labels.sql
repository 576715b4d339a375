-- Generated from the entity definitions on 2026-11-23; never edit after commit.
ALTER TABLE "srm_po_notice_line" ADD COLUMN "line_label" varchar(400);

ALTER TABLE "srm_po_lines" ADD COLUMN "line_label" varchar(400);
