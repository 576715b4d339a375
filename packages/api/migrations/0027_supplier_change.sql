-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_slc_supplier_change_banks" (
  "change_bank_id" bigserial NOT NULL,
  "change_id" bigint,
  "source_id" bigint,
  "bank_id" bigint,
  "bank_name" varchar(240),
  "branch_id" bigint,
  "branch_name" varchar(240),
  "branch_code" varchar(60),
  "bank_user_name" varchar(200),
  "bank_account_number" varchar(40),
  "bank_currency" varchar(60),
  "swift_code" varchar(20),
  "main_flag" varchar(1),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("change_bank_id")
);

CREATE TABLE "srm_slc_supplier_change_contacts" (
  "change_contact_id" bigserial NOT NULL,
  "change_id" bigint,
  "source_id" bigint,
  "contact_name" varchar(120),
  "mobile_phone" varchar(40),
  "fixed_phone" varchar(40),
  "email_address" varchar(120),
  "department_name" varchar(120),
  "position_name" varchar(120),
  "main_flag" varchar(1),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("change_contact_id")
);

CREATE TABLE "srm_slc_supplier_changes" (
  "change_id" bigserial NOT NULL,
  "change_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(40),
  "change_status" varchar(60),
  "change_reason" varchar(1000),
  "approved_date" date,
  "base_snapshot" text,
  "supplier_name" varchar(240),
  "supplier_short_name" varchar(120),
  "supplier_type" varchar(60),
  "tax_registration_number" varchar(60),
  "company_phone" varchar(40),
  "contact_name" varchar(120),
  "contact_email" varchar(120),
  "company_registered_address" varchar(500),
  "registered_capital" numeric(24,2),
  "company_description" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("change_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_change_banks_change_id" ON "srm_slc_supplier_change_banks" ("change_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_change_banks_creation_date" ON "srm_slc_supplier_change_banks" ("creation_date");

ALTER TABLE "srm_slc_supplier_change_banks" ADD CONSTRAINT "fk_srm_slc_supplier_change_banks_change_id" FOREIGN KEY ("change_id") REFERENCES "srm_slc_supplier_changes" ("change_id") ON DELETE CASCADE;

ALTER TABLE "srm_slc_supplier_change_banks" ADD CONSTRAINT "fk_srm_slc_supplier_change_banks_bank_id" FOREIGN KEY ("bank_id") REFERENCES "srm_base_banks" ("bank_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_supplier_change_banks" ADD CONSTRAINT "fk_srm_slc_supplier_change_banks_branch_id" FOREIGN KEY ("branch_id") REFERENCES "srm_base_branches" ("branch_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_change_contacts_change_id" ON "srm_slc_supplier_change_contacts" ("change_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_change_contacts_creation_date" ON "srm_slc_supplier_change_contacts" ("creation_date");

ALTER TABLE "srm_slc_supplier_change_contacts" ADD CONSTRAINT "fk_srm_slc_supplier_change_contacts_change_id" FOREIGN KEY ("change_id") REFERENCES "srm_slc_supplier_changes" ("change_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_changes_change_number" ON "srm_slc_supplier_changes" ("change_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_changes_supplier_id" ON "srm_slc_supplier_changes" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_changes_creation_date" ON "srm_slc_supplier_changes" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_supplier_changes_change_number" ON "srm_slc_supplier_changes" USING gin ("change_number" public.gin_trgm_ops);

ALTER TABLE "srm_slc_supplier_changes" ADD CONSTRAINT "fk_srm_slc_supplier_changes_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
