-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_slc_supplier_blacklists" (
  "blacklist_id" bigserial NOT NULL,
  "blacklist_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "blacklist_type" varchar(60),
  "end_date" date,
  "blacklist_reason" varchar(1000),
  "blacklist_status" varchar(60),
  "effective_date" date,
  "lift_date" date,
  "lift_reason" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("blacklist_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_blacklists_blacklist_number" ON "srm_slc_supplier_blacklists" ("blacklist_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_blacklists_supplier_id" ON "srm_slc_supplier_blacklists" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_blacklists_creation_date" ON "srm_slc_supplier_blacklists" ("creation_date");

ALTER TABLE "srm_slc_supplier_blacklists" ADD CONSTRAINT "fk_srm_slc_supplier_blacklists_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
