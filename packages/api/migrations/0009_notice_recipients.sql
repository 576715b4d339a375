-- Generated from the entity definitions on 2026-11-24; never edit after commit.
CREATE TABLE "srm_base_notice_recipients" (
  "notice_recipient_id" bigserial NOT NULL,
  "notice_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_recipient_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_recipients_notice_id" ON "srm_base_notice_recipients" ("notice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_recipients_supplier_id" ON "srm_base_notice_recipients" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_recipients_creation_date" ON "srm_base_notice_recipients" ("creation_date");

ALTER TABLE "srm_base_notice_recipients" ADD CONSTRAINT "fk_srm_base_notice_recipients_notice_id" FOREIGN KEY ("notice_id") REFERENCES "srm_base_notices" ("notice_id") ON DELETE CASCADE;

ALTER TABLE "srm_base_notice_recipients" ADD CONSTRAINT "fk_srm_base_notice_recipients_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "tg_srm_base_notices_notice_code" ON "srm_base_notices" USING gin ("notice_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_notices_notice_title" ON "srm_base_notices" USING gin ("notice_title" public.gin_trgm_ops);
