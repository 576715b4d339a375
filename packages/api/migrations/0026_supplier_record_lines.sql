-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_pos_supplier_bank" (
  "bank_account_id" bigserial NOT NULL,
  "supplier_id" bigint,
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
  PRIMARY KEY ("bank_account_id")
);

CREATE TABLE "srm_pos_supplier_categories" (
  "supplier_category_id" bigserial NOT NULL,
  "supplier_id" bigint,
  "category_id" bigint,
  "category_code" varchar(60),
  "category_name" varchar(240),
  "cooperative_product" varchar(500),
  "category_status" varchar(60),
  "approved_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("supplier_category_id")
);

CREATE TABLE "srm_pos_supplier_certificate" (
  "certificate_id" bigserial NOT NULL,
  "supplier_id" bigint,
  "certificate_type" varchar(60),
  "certificate_name" varchar(200),
  "certificate_number" varchar(100),
  "issuing_authority" varchar(200),
  "start_date" date,
  "end_date" date,
  "long_term_flag" varchar(1),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("certificate_id")
);

CREATE TABLE "srm_pos_supplier_contacts" (
  "supplier_contact_id" bigserial NOT NULL,
  "supplier_id" bigint,
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
  PRIMARY KEY ("supplier_contact_id")
);

CREATE TABLE "srm_pos_supplier_sites" (
  "supplier_site_id" bigserial NOT NULL,
  "supplier_id" bigint,
  "site_name" varchar(120),
  "org_id" bigint,
  "org_name" varchar(240),
  "site_address" varchar(500),
  "site_status" varchar(60),
  "purchase_flag" varchar(1),
  "payment_flag" varchar(1),
  "qualified_date" date,
  "invalid_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("supplier_site_id")
);

CREATE INDEX IF NOT EXISTS "tg_srm_base_branches_branch_code" ON "srm_base_branches" USING gin ("branch_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_branches_branch_name" ON "srm_base_branches" USING gin ("branch_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_bank_supplier_id" ON "srm_pos_supplier_bank" ("supplier_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pos_supplier_bank_supplier_id_bank_account_number" ON "srm_pos_supplier_bank" ("supplier_id", "bank_account_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_bank_creation_date" ON "srm_pos_supplier_bank" ("creation_date");

ALTER TABLE "srm_pos_supplier_bank" ADD CONSTRAINT "fk_srm_pos_supplier_bank_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE CASCADE;

ALTER TABLE "srm_pos_supplier_bank" ADD CONSTRAINT "fk_srm_pos_supplier_bank_bank_id" FOREIGN KEY ("bank_id") REFERENCES "srm_base_banks" ("bank_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pos_supplier_bank" ADD CONSTRAINT "fk_srm_pos_supplier_bank_branch_id" FOREIGN KEY ("branch_id") REFERENCES "srm_base_branches" ("branch_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_categories_supplier_id" ON "srm_pos_supplier_categories" ("supplier_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pos_supplier_categories_supplier_id_category_id" ON "srm_pos_supplier_categories" ("supplier_id", "category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_categories_creation_date" ON "srm_pos_supplier_categories" ("creation_date");

ALTER TABLE "srm_pos_supplier_categories" ADD CONSTRAINT "fk_srm_pos_supplier_categories_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE CASCADE;

ALTER TABLE "srm_pos_supplier_categories" ADD CONSTRAINT "fk_srm_pos_supplier_categories_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_certificate_supplier_id" ON "srm_pos_supplier_certificate" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_certificate_creation_date" ON "srm_pos_supplier_certificate" ("creation_date");

ALTER TABLE "srm_pos_supplier_certificate" ADD CONSTRAINT "fk_srm_pos_supplier_certificate_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_contacts_supplier_id" ON "srm_pos_supplier_contacts" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_contacts_creation_date" ON "srm_pos_supplier_contacts" ("creation_date");

ALTER TABLE "srm_pos_supplier_contacts" ADD CONSTRAINT "fk_srm_pos_supplier_contacts_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_sites_supplier_id" ON "srm_pos_supplier_sites" ("supplier_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pos_supplier_sites_supplier_id_org_id" ON "srm_pos_supplier_sites" ("supplier_id", "org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_sites_org_id" ON "srm_pos_supplier_sites" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_sites_creation_date" ON "srm_pos_supplier_sites" ("creation_date");

ALTER TABLE "srm_pos_supplier_sites" ADD CONSTRAINT "fk_srm_pos_supplier_sites_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE CASCADE;

ALTER TABLE "srm_pos_supplier_sites" ADD CONSTRAINT "fk_srm_pos_supplier_sites_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;
