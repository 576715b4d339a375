-- Generated from the entity definitions on 2026-11-27; never edit after commit.
CREATE TABLE "srm_fin_advance_applies" (
  "advance_id" bigserial NOT NULL,
  "advance_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "currency_code" varchar(60),
  "po_number" varchar(40),
  "po_header_id" bigint,
  "advance_amount" numeric(20,2),
  "offset_amount" numeric(20,2),
  "collected_amount" numeric(20,2),
  "remaining_amount" numeric(20,2),
  "exchange_rate" numeric(24,10),
  "functional_amount" numeric(20,2),
  "advance_reason" varchar(1000),
  "advance_status" varchar(60),
  "apply_date" date,
  "approved_date" timestamptz,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("advance_id")
);

CREATE TABLE "srm_fin_advance_collects" (
  "collect_id" bigserial NOT NULL,
  "collect_number" varchar(40),
  "collect_kind" varchar(60),
  "advance_id" bigint,
  "advance_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "currency_code" varchar(60),
  "collect_amount" numeric(20,2),
  "payment_id" bigint,
  "payment_number" varchar(40),
  "collect_date" date,
  "collect_status" varchar(60),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("collect_id")
);

CREATE TABLE "srm_fin_payment_applies" (
  "payment_id" bigserial NOT NULL,
  "payment_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "currency_code" varchar(60),
  "invoice_id" bigint,
  "invoice_number" varchar(32),
  "requested_amount" numeric(20,2),
  "gross_amount" numeric(20,2),
  "deducted_amount" numeric(20,2),
  "offset_amount" numeric(20,2),
  "payment_amount" numeric(20,2),
  "exchange_rate" numeric(24,10),
  "functional_amount" numeric(20,2),
  "payment_status" varchar(60),
  "apply_date" date,
  "approved_date" timestamptz,
  "paid_date" date,
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("payment_id")
);

CREATE TABLE "srm_fin_payment_lines" (
  "payment_line_id" bigserial NOT NULL,
  "payment_id" bigint,
  "line_number" bigint,
  "line_kind" varchar(60),
  "line_label" varchar(400),
  "invoice_id" bigint,
  "invoice_number" varchar(32),
  "po_header_id" bigint,
  "po_number" varchar(40),
  "node_line" bigint,
  "term_node" varchar(60),
  "proportion" numeric(24,2),
  "due_date" date,
  "node_amount" numeric(20,2),
  "payable_amount" numeric(20,2),
  "amount" numeric(20,2),
  "deduction_id" bigint,
  "deduction_hold" bigint,
  "deduction_number" varchar(40),
  "advance_id" bigint,
  "advance_number" varchar(40),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("payment_line_id")
);

CREATE TABLE "srm_spe_appeals" (
  "appeal_id" bigserial NOT NULL,
  "appeal_number" varchar(40),
  "performance_line_id" bigint,
  "performance_id" bigint,
  "performance_number" varchar(40),
  "scheme_name" varchar(200),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "indicator_name" varchar(200),
  "weight" numeric(24,2),
  "original_score" numeric(24,2),
  "appeal_deadline" timestamptz,
  "appeal_reason" varchar(2000),
  "attachment_ids" varchar(4000),
  "corrected_score" numeric(24,2),
  "reply_reason" varchar(2000),
  "appeal_status" varchar(60),
  "submitted_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("appeal_id")
);

CREATE TABLE "srm_spe_exclude_bills" (
  "exclude_id" bigserial NOT NULL,
  "exclude_number" varchar(40),
  "delivery_header_id" bigint,
  "delivery_number" varchar(40),
  "supplier_id" bigint,
  "supplier_name" varchar(240),
  "exclude_reason" varchar(1000),
  "exclude_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("exclude_id")
);

ALTER TABLE "srm_spe_performances" ADD COLUMN "appeal_deadline" timestamptz;

ALTER TABLE "srm_spe_performances" ADD COLUMN "confirmed_date" timestamptz;

ALTER TABLE "srm_spe_templates" ADD COLUMN "appeal_days" bigint;

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "need_by_date" date;

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "requisition_line_id" bigint;

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "requisition_number" varchar(40);

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "award_supplier_id" bigint;

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "award_supplier_name" varchar(240);

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "award_price" numeric(20,2);

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "award_rank" bigint;

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "award_reason" varchar(500);

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "award_status" varchar(60);

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "award_amount" numeric(20,2);

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "agreement_id" bigint;

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "agreement_number" varchar(40);

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "po_header_id" bigint;

ALTER TABLE "srm_pon_compete_suppliers" ADD COLUMN "po_number" varchar(40);

ALTER TABLE "srm_pon_compete_headers" ADD COLUMN "tax_rate_code" varchar(60);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_advance_applies_advance_number" ON "srm_fin_advance_applies" ("advance_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_applies_org_id" ON "srm_fin_advance_applies" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_applies_supplier_id" ON "srm_fin_advance_applies" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_applies_po_header_id" ON "srm_fin_advance_applies" ("po_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_applies_creation_date" ON "srm_fin_advance_applies" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_fin_advance_applies_advance_number" ON "srm_fin_advance_applies" USING gin ("advance_number" public.gin_trgm_ops);

ALTER TABLE "srm_fin_advance_applies" ADD CONSTRAINT "fk_srm_fin_advance_applies_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_advance_applies" ADD CONSTRAINT "fk_srm_fin_advance_applies_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_advance_collects_collect_number" ON "srm_fin_advance_collects" ("collect_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_collects_advance_id" ON "srm_fin_advance_collects" ("advance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_collects_supplier_id" ON "srm_fin_advance_collects" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_collects_org_id" ON "srm_fin_advance_collects" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_collects_payment_id" ON "srm_fin_advance_collects" ("payment_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_advance_collects_creation_date" ON "srm_fin_advance_collects" ("creation_date");

ALTER TABLE "srm_fin_advance_collects" ADD CONSTRAINT "fk_srm_fin_advance_collects_advance_id" FOREIGN KEY ("advance_id") REFERENCES "srm_fin_advance_applies" ("advance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_advance_collects" ADD CONSTRAINT "fk_srm_fin_advance_collects_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_advance_collects" ADD CONSTRAINT "fk_srm_fin_advance_collects_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_payment_applies_payment_number" ON "srm_fin_payment_applies" ("payment_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_applies_org_id" ON "srm_fin_payment_applies" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_applies_supplier_id" ON "srm_fin_payment_applies" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_applies_creation_date" ON "srm_fin_payment_applies" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_fin_payment_applies_payment_number" ON "srm_fin_payment_applies" USING gin ("payment_number" public.gin_trgm_ops);

ALTER TABLE "srm_fin_payment_applies" ADD CONSTRAINT "fk_srm_fin_payment_applies_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_payment_applies" ADD CONSTRAINT "fk_srm_fin_payment_applies_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_payment_applies" ADD CONSTRAINT "fk_srm_fin_payment_applies_invoice_id" FOREIGN KEY ("invoice_id") REFERENCES "srm_fin_invoices" ("invoice_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_payment_id" ON "srm_fin_payment_lines" ("payment_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_invoice_id" ON "srm_fin_payment_lines" ("invoice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_deduction_id" ON "srm_fin_payment_lines" ("deduction_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_payment_lines_deduction_hold" ON "srm_fin_payment_lines" ("deduction_hold");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_advance_id" ON "srm_fin_payment_lines" ("advance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_creation_date" ON "srm_fin_payment_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_payment_lines_line_number_payment_line_id" ON "srm_fin_payment_lines" ("line_number", "payment_line_id");

ALTER TABLE "srm_fin_payment_lines" ADD CONSTRAINT "fk_srm_fin_payment_lines_payment_id" FOREIGN KEY ("payment_id") REFERENCES "srm_fin_payment_applies" ("payment_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_appeals_appeal_number" ON "srm_spe_appeals" ("appeal_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_appeals_performance_line_id" ON "srm_spe_appeals" ("performance_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_appeals_performance_id" ON "srm_spe_appeals" ("performance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_appeals_supplier_id" ON "srm_spe_appeals" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_appeals_creation_date" ON "srm_spe_appeals" ("creation_date");

ALTER TABLE "srm_spe_appeals" ADD CONSTRAINT "fk_srm_spe_appeals_performance_line_id" FOREIGN KEY ("performance_line_id") REFERENCES "srm_spe_performance_lines" ("performance_line_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_appeals" ADD CONSTRAINT "fk_srm_spe_appeals_performance_id" FOREIGN KEY ("performance_id") REFERENCES "srm_spe_performances" ("performance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_appeals" ADD CONSTRAINT "fk_srm_spe_appeals_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_exclude_bills_exclude_number" ON "srm_spe_exclude_bills" ("exclude_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_exclude_bills_delivery_header_id" ON "srm_spe_exclude_bills" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_exclude_bills_creation_date" ON "srm_spe_exclude_bills" ("creation_date");

ALTER TABLE "srm_spe_exclude_bills" ADD CONSTRAINT "fk_srm_spe_exclude_bills_delivery_header_id" FOREIGN KEY ("delivery_header_id") REFERENCES "srm_po_delivery_headers" ("delivery_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_exclude_bills" ADD CONSTRAINT "fk_srm_spe_exclude_bills_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "tg_srm_spe_performance_lines_indicator_name" ON "srm_spe_performance_lines" USING gin ("indicator_name" public.gin_trgm_ops);
