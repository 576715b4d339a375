-- Generated from the entity definitions on 2026-11-27; never edit after commit.
ALTER TABLE "srm_fin_account_stmt_lines" ADD COLUMN "return_line_id" bigint;

ALTER TABLE "srm_fin_account_stmt_lines" ADD COLUMN "return_hold" bigint;

ALTER TABLE "srm_fin_account_stmt_lines" ADD COLUMN "return_number" varchar(40);

ALTER TABLE "srm_fin_account_stmts" ADD COLUMN "rate_date" date;

ALTER TABLE "srm_fin_account_stmts" ADD COLUMN "exchange_rate" numeric(24,10);

ALTER TABLE "srm_fin_account_stmts" ADD COLUMN "functional_amount" numeric(20,2);

ALTER TABLE "srm_fin_invoices" ADD COLUMN "exchange_rate" numeric(24,10);

ALTER TABLE "srm_fin_invoices" ADD COLUMN "functional_amount" numeric(20,2);

CREATE TABLE "srm_spe_rectifications" (
  "rectification_id" bigserial NOT NULL,
  "rectification_number" varchar(40),
  "performance_id" bigint,
  "performance_number" varchar(40),
  "scheme_name" varchar(200),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "total_score" numeric(24,2),
  "grade" varchar(60),
  "source_type" varchar(60),
  "problem_description" varchar(2000),
  "due_date" date,
  "cause_analysis" varchar(2000),
  "rectify_measures" varchar(2000),
  "completion_date" date,
  "evidence_ids" varchar(4000),
  "return_reason" varchar(2000),
  "confirm_opinion" varchar(2000),
  "rectify_status" varchar(60),
  "released_date" timestamptz,
  "submitted_date" timestamptz,
  "confirmed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("rectification_id")
);

ALTER TABLE "srm_spe_schemes" ADD COLUMN "setting_id" bigint;

CREATE TABLE "srm_spe_setting_categories" (
  "setting_category_id" bigserial NOT NULL,
  "setting_id" bigint,
  "category_id" bigint,
  "category_code" varchar(60),
  "category_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("setting_category_id")
);

CREATE TABLE "srm_spe_setting_suppliers" (
  "setting_supplier_id" bigserial NOT NULL,
  "setting_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("setting_supplier_id")
);

CREATE TABLE "srm_spe_setting_heads" (
  "setting_id" bigserial NOT NULL,
  "setting_number" varchar(40),
  "setting_name" varchar(200),
  "template_id" bigint,
  "template_name" varchar(200),
  "org_id" bigint,
  "org_name" varchar(240),
  "frequency" varchar(60),
  "last_period_to" date,
  "setting_description" varchar(1000),
  "setting_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("setting_id")
);

ALTER TABLE "srm_spe_templates" ADD COLUMN "rectify_grade" varchar(60);

CREATE TABLE "srm_po_return_lines" (
  "return_line_id" bigserial NOT NULL,
  "return_header_id" bigint,
  "line_number" bigint,
  "delivery_number" varchar(40),
  "delivery_line_number" bigint,
  "delivery_line_id" bigint,
  "po_number" varchar(40),
  "po_line_number" bigint,
  "po_line_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "received_qty" numeric(24,4),
  "return_qty" numeric(24,4),
  "tax_price" numeric(20,4),
  "tax_rate" numeric(24,4),
  "amount" numeric(20,2),
  "return_reason" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("return_line_id")
);

CREATE TABLE "srm_po_return_headers" (
  "return_header_id" bigserial NOT NULL,
  "return_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "return_date" date,
  "total_amount" numeric(20,2),
  "return_status" varchar(60),
  "submitted_date" timestamptz,
  "confirmed_date" timestamptz,
  "refuse_reason" varchar(1000),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("return_header_id")
);

CREATE TABLE "srm_pon_compete_notices" (
  "notice_id" bigserial NOT NULL,
  "compete_header_id" bigint,
  "notice_kind" varchar(60),
  "notice_title" varchar(200),
  "notice_content" varchar(2000),
  "posted_at" timestamptz,
  "posted_by_name" varchar(120),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_return_line_id" ON "srm_fin_account_stmt_lines" ("return_line_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_account_stmt_lines_return_hold" ON "srm_fin_account_stmt_lines" ("return_hold");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_rectifications_rectification_number" ON "srm_spe_rectifications" ("rectification_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_rectifications_performance_id" ON "srm_spe_rectifications" ("performance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_rectifications_supplier_id" ON "srm_spe_rectifications" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_rectifications_creation_date" ON "srm_spe_rectifications" ("creation_date");

ALTER TABLE "srm_spe_rectifications" ADD CONSTRAINT "fk_srm_spe_rectifications_performance_id" FOREIGN KEY ("performance_id") REFERENCES "srm_spe_performances" ("performance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_rectifications" ADD CONSTRAINT "fk_srm_spe_rectifications_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_schemes_setting_id" ON "srm_spe_schemes" ("setting_id");

ALTER TABLE "srm_spe_schemes" ADD CONSTRAINT "fk_srm_spe_schemes_setting_id" FOREIGN KEY ("setting_id") REFERENCES "srm_spe_setting_heads" ("setting_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_categories_setting_id" ON "srm_spe_setting_categories" ("setting_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_setting_categories_setting_id_category_id" ON "srm_spe_setting_categories" ("setting_id", "category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_categories_creation_date" ON "srm_spe_setting_categories" ("creation_date");

ALTER TABLE "srm_spe_setting_categories" ADD CONSTRAINT "fk_srm_spe_setting_categories_setting_id" FOREIGN KEY ("setting_id") REFERENCES "srm_spe_setting_heads" ("setting_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_setting_categories" ADD CONSTRAINT "fk_srm_spe_setting_categories_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_suppliers_setting_id" ON "srm_spe_setting_suppliers" ("setting_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_setting_suppliers_setting_id_supplier_id" ON "srm_spe_setting_suppliers" ("setting_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_suppliers_supplier_id" ON "srm_spe_setting_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_suppliers_creation_date" ON "srm_spe_setting_suppliers" ("creation_date");

ALTER TABLE "srm_spe_setting_suppliers" ADD CONSTRAINT "fk_srm_spe_setting_suppliers_setting_id" FOREIGN KEY ("setting_id") REFERENCES "srm_spe_setting_heads" ("setting_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_setting_suppliers" ADD CONSTRAINT "fk_srm_spe_setting_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_setting_heads_setting_number" ON "srm_spe_setting_heads" ("setting_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_heads_org_id" ON "srm_spe_setting_heads" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_setting_heads_creation_date" ON "srm_spe_setting_heads" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_setting_heads_setting_number" ON "srm_spe_setting_heads" USING gin ("setting_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_spe_setting_heads_setting_name" ON "srm_spe_setting_heads" USING gin ("setting_name" public.gin_trgm_ops);

ALTER TABLE "srm_spe_setting_heads" ADD CONSTRAINT "fk_srm_spe_setting_heads_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_spe_templates" ("template_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_setting_heads" ADD CONSTRAINT "fk_srm_spe_setting_heads_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_lines_return_header_id" ON "srm_po_return_lines" ("return_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_lines_delivery_line_id" ON "srm_po_return_lines" ("delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_lines_po_line_id" ON "srm_po_return_lines" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_lines_creation_date" ON "srm_po_return_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_lines_line_number_return_line_id" ON "srm_po_return_lines" ("line_number", "return_line_id");

ALTER TABLE "srm_po_return_lines" ADD CONSTRAINT "fk_srm_po_return_lines_return_header_id" FOREIGN KEY ("return_header_id") REFERENCES "srm_po_return_headers" ("return_header_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_return_headers_return_number" ON "srm_po_return_headers" ("return_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_headers_org_id" ON "srm_po_return_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_headers_supplier_id" ON "srm_po_return_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_return_headers_creation_date" ON "srm_po_return_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_po_return_headers_return_number" ON "srm_po_return_headers" USING gin ("return_number" public.gin_trgm_ops);

ALTER TABLE "srm_po_return_headers" ADD CONSTRAINT "fk_srm_po_return_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_return_headers" ADD CONSTRAINT "fk_srm_po_return_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_notices_compete_header_id" ON "srm_pon_compete_notices" ("compete_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_notices_creation_date" ON "srm_pon_compete_notices" ("creation_date");

ALTER TABLE "srm_pon_compete_notices" ADD CONSTRAINT "fk_srm_pon_compete_notices_compete_header_id" FOREIGN KEY ("compete_header_id") REFERENCES "srm_pon_compete_headers" ("compete_header_id") ON DELETE CASCADE;
