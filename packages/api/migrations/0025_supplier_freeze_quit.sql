-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_slc_supplier_freezes" (
  "freeze_id" bigserial NOT NULL,
  "freeze_number" varchar(40),
  "freeze_type" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "action_purchase_flag" varchar(1),
  "action_payment_flag" varchar(1),
  "freezing_instructions" varchar(1000),
  "freeze_status" varchar(60),
  "effective_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("freeze_id")
);

CREATE TABLE "srm_slc_supplier_quits" (
  "quit_id" bigserial NOT NULL,
  "quit_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "quit_date" date,
  "quit_reason" varchar(1000),
  "inventory_cleanup_flag" varchar(1),
  "payment_settle_flag" varchar(1),
  "quit_status" varchar(60),
  "effective_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("quit_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_freezes_freeze_number" ON "srm_slc_supplier_freezes" ("freeze_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_freezes_supplier_id" ON "srm_slc_supplier_freezes" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_freezes_creation_date" ON "srm_slc_supplier_freezes" ("creation_date");

ALTER TABLE "srm_slc_supplier_freezes" ADD CONSTRAINT "fk_srm_slc_supplier_freezes_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_quits_quit_number" ON "srm_slc_supplier_quits" ("quit_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_quits_supplier_id" ON "srm_slc_supplier_quits" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_quits_creation_date" ON "srm_slc_supplier_quits" ("creation_date");

ALTER TABLE "srm_slc_supplier_quits" ADD CONSTRAINT "fk_srm_slc_supplier_quits_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
