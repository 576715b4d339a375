-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE TABLE "srm_po_agreement_steps" (
  "ladder_id" bigserial NOT NULL,
  "agreement_id" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "from_qty" numeric(24,4),
  "tax_price" numeric(20,4),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("ladder_id")
);

CREATE TABLE "srm_po_agreement_lines" (
  "agreement_line_id" bigserial NOT NULL,
  "agreement_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "tax_price" numeric(20,4),
  "ladder_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("agreement_line_id")
);

CREATE TABLE "srm_po_agreement_orgs" (
  "agreement_org_id" bigserial NOT NULL,
  "agreement_id" bigint,
  "org_id" bigint,
  "org_name" varchar(240),
  "default_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("agreement_org_id")
);

CREATE TABLE "srm_po_agreement_headers" (
  "agreement_id" bigserial NOT NULL,
  "agreement_number" varchar(40),
  "agreement_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "currency_code" varchar(60),
  "tax_rate_code" varchar(60),
  "start_date" date,
  "end_date" date,
  "payment_term_id" bigint,
  "payment_term_name" varchar(240),
  "agreement_status" varchar(60),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("agreement_id")
);

CREATE TABLE "srm_po_asl_alteration_lines" (
  "alteration_line_id" bigserial NOT NULL,
  "alteration_id" bigint,
  "change_type" varchar(60),
  "asl_line_id" bigint,
  "item_id" bigint,
  "item_name" varchar(240),
  "category_id" bigint,
  "org_id" bigint,
  "start_date" date,
  "end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("alteration_line_id")
);

CREATE TABLE "srm_po_asl_alterations" (
  "alteration_id" bigserial NOT NULL,
  "alteration_number" varchar(40),
  "asl_id" bigint,
  "asl_number" varchar(40),
  "supplier_name" varchar(240),
  "alteration_reason" varchar(1000),
  "alteration_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("alteration_id")
);

CREATE TABLE "srm_po_asl_lines" (
  "asl_line_id" bigserial NOT NULL,
  "asl_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "category_id" bigint,
  "category_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "start_date" date,
  "end_date" date,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("asl_line_id")
);

CREATE TABLE "srm_po_asl_quotas" (
  "asl_quota_id" bigserial NOT NULL,
  "asl_id" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "proportion" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("asl_quota_id")
);

CREATE TABLE "srm_po_asl_headers" (
  "asl_id" bigserial NOT NULL,
  "asl_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "description" varchar(1000),
  "asl_status" varchar(60),
  "release_date" timestamptz,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("asl_id")
);

CREATE TABLE "srm_po_barcodes" (
  "barcode_id" bigserial NOT NULL,
  "barcode" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "delivery_header_id" bigint,
  "delivery_number" varchar(40),
  "delivery_line_id" bigint,
  "po_number" varchar(40),
  "item_code" varchar(60),
  "item_name" varchar(240),
  "package_no" bigint,
  "package_count" bigint,
  "quantity" numeric(24,4),
  "print_count" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("barcode_id")
);

CREATE TABLE "srm_po_bill_types" (
  "bill_type_id" bigserial NOT NULL,
  "bill_type_code" varchar(40),
  "bill_type_name" varchar(240),
  "document_type" varchar(60),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bill_type_id")
);

CREATE TABLE "srm_po_customer_orders" (
  "customer_order_id" bigserial NOT NULL,
  "customer_order_number" varchar(60),
  "customer_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "delivery_date" date,
  "order_status" varchar(60),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("customer_order_id")
);

CREATE TABLE "srm_po_delivery_lines" (
  "delivery_line_id" bigserial NOT NULL,
  "delivery_header_id" bigint,
  "line_number" bigint,
  "po_line_id" bigint,
  "po_notice_line_id" bigint,
  "po_header_id" bigint,
  "po_number" varchar(40),
  "po_line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "delivery_qty" numeric(24,4),
  "pack_qty" numeric(24,4),
  "received_qty" numeric(24,4),
  "received_date" date,
  "delivery_line_status" varchar(60),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("delivery_line_id")
);

CREATE TABLE "srm_po_delivery_headers" (
  "delivery_header_id" bigserial NOT NULL,
  "delivery_number" varchar(40),
  "delivery_type" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "delivery_date" date,
  "expected_arrival_date" date,
  "ship_to_address" varchar(500),
  "carrier" varchar(120),
  "tracking_number" varchar(120),
  "delivery_status" varchar(60),
  "shipped_date" timestamptz,
  "received_date" timestamptz,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("delivery_header_id")
);

CREATE TABLE "srm_po_notice_line" (
  "line_id" bigserial NOT NULL,
  "po_notice_id" bigint,
  "line_number" bigint,
  "po_line_id" bigint,
  "po_header_id" bigint,
  "po_number" varchar(40),
  "po_line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "notice_delivery_date" date,
  "notice_delivery_qty" numeric(24,4),
  "shipped_qty" numeric(24,4),
  "line_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("line_id")
);

CREATE TABLE "srm_po_notice" (
  "po_notice_id" bigserial NOT NULL,
  "po_notice_code" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "buyer_name" varchar(120),
  "po_notice_status" varchar(60),
  "issued_date" timestamptz,
  "comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("po_notice_id")
);

CREATE TABLE "srm_po_lines" (
  "po_line_id" bigserial NOT NULL,
  "po_header_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "tax_price" numeric(20,4),
  "tax_rate" numeric(24,4),
  "non_tax_price" numeric(20,4),
  "line_amount" numeric(20,2),
  "net_amount" numeric(20,2),
  "tax_amount" numeric(20,2),
  "need_by_date" date,
  "promised_date" date,
  "feedback_status" varchar(60),
  "feedback_date" date,
  "feedback_qty" numeric(24,4),
  "feedback_reason" varchar(1000),
  "shipped_qty" numeric(24,4),
  "received_qty" numeric(24,4),
  "line_status" varchar(60),
  "requisition_line_id" bigint,
  "requisition_number" varchar(40),
  "price_source" varchar(60),
  "agreement_number" varchar(40),
  "line_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("po_line_id")
);

CREATE TABLE "srm_po_headers" (
  "po_header_id" bigserial NOT NULL,
  "po_number" varchar(40),
  "po_doc_type" varchar(60),
  "bill_type_id" bigint,
  "bill_type_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "currency_code" varchar(60),
  "exchange_rate" numeric(24,10),
  "tax_rate_code" varchar(60),
  "tax_rate" numeric(24,4),
  "payment_term_id" bigint,
  "payment_term_name" varchar(240),
  "buyer_name" varchar(120),
  "total_net_amount" numeric(20,2),
  "total_tax_amount" numeric(20,2),
  "total_amount" numeric(20,2),
  "total_amount_functional" numeric(20,2),
  "po_status" varchar(60),
  "approved_date" timestamptz,
  "released_date" timestamptz,
  "source_code" varchar(60),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("po_header_id")
);

CREATE TABLE "srm_po_plan_lines" (
  "plan_line_id" bigserial NOT NULL,
  "plan_header_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "plan_qty" numeric(24,4),
  "need_by_date" date,
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("plan_line_id")
);

CREATE TABLE "srm_po_plan_headers" (
  "plan_header_id" bigserial NOT NULL,
  "plan_number" varchar(40),
  "plan_type" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "plan_month" varchar(7),
  "plan_status" varchar(60),
  "publish_date" timestamptz,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("plan_header_id")
);

CREATE TABLE "srm_po_requisition_lines" (
  "requisition_line_id" bigserial NOT NULL,
  "requisition_header_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "item_uom" varchar(60),
  "demand_qty" numeric(24,4),
  "uom_code" varchar(60),
  "conversion_rate" numeric(24,10),
  "primary_qty" numeric(24,4),
  "need_by_date" date,
  "budget_price" numeric(20,4),
  "budget_amount" numeric(20,2),
  "suggested_supplier_id" bigint,
  "suggested_supplier_name" varchar(240),
  "line_status" varchar(60),
  "ordered_qty" numeric(24,4),
  "po_header_id" bigint,
  "po_line_id" bigint,
  "po_number" varchar(40),
  "line_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("requisition_line_id")
);

CREATE TABLE "srm_po_requisition_headers" (
  "requisition_header_id" bigserial NOT NULL,
  "requisition_number" varchar(40),
  "requisition_type" varchar(60),
  "bill_type_id" bigint,
  "bill_type_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "project_id" bigint,
  "project_name" varchar(240),
  "requisition_date" date,
  "requester_name" varchar(120),
  "currency_code" varchar(60),
  "total_budget_amount" numeric(20,2),
  "requisition_status" varchar(60),
  "approval_date" timestamptz,
  "comments" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("requisition_header_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_steps_agreement_id" ON "srm_po_agreement_steps" ("agreement_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_steps_item_id" ON "srm_po_agreement_steps" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_steps_creation_date" ON "srm_po_agreement_steps" ("creation_date");

ALTER TABLE "srm_po_agreement_steps" ADD CONSTRAINT "fk_srm_po_agreement_steps_agreement_id" FOREIGN KEY ("agreement_id") REFERENCES "srm_po_agreement_headers" ("agreement_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_agreement_steps" ADD CONSTRAINT "fk_srm_po_agreement_steps_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_lines_agreement_id" ON "srm_po_agreement_lines" ("agreement_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_lines_item_id" ON "srm_po_agreement_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_lines_category_id" ON "srm_po_agreement_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_lines_creation_date" ON "srm_po_agreement_lines" ("creation_date");

ALTER TABLE "srm_po_agreement_lines" ADD CONSTRAINT "fk_srm_po_agreement_lines_agreement_id" FOREIGN KEY ("agreement_id") REFERENCES "srm_po_agreement_headers" ("agreement_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_agreement_lines" ADD CONSTRAINT "fk_srm_po_agreement_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_agreement_lines" ADD CONSTRAINT "fk_srm_po_agreement_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_orgs_agreement_id" ON "srm_po_agreement_orgs" ("agreement_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_orgs_org_id" ON "srm_po_agreement_orgs" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_orgs_creation_date" ON "srm_po_agreement_orgs" ("creation_date");

ALTER TABLE "srm_po_agreement_orgs" ADD CONSTRAINT "fk_srm_po_agreement_orgs_agreement_id" FOREIGN KEY ("agreement_id") REFERENCES "srm_po_agreement_headers" ("agreement_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_agreement_orgs" ADD CONSTRAINT "fk_srm_po_agreement_orgs_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_agreement_headers_agreement_number" ON "srm_po_agreement_headers" ("agreement_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_headers_supplier_id" ON "srm_po_agreement_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_headers_creation_date" ON "srm_po_agreement_headers" ("creation_date");

ALTER TABLE "srm_po_agreement_headers" ADD CONSTRAINT "fk_srm_po_agreement_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_agreement_headers" ADD CONSTRAINT "fk_srm_po_agreement_headers_payment_term_id" FOREIGN KEY ("payment_term_id") REFERENCES "srm_pon_payment_terms" ("payment_term_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_alteration_lines_alteration_id" ON "srm_po_asl_alteration_lines" ("alteration_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_alteration_lines_creation_date" ON "srm_po_asl_alteration_lines" ("creation_date");

ALTER TABLE "srm_po_asl_alteration_lines" ADD CONSTRAINT "fk_srm_po_asl_alteration_lines_alteration_id" FOREIGN KEY ("alteration_id") REFERENCES "srm_po_asl_alterations" ("alteration_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_asl_alteration_lines" ADD CONSTRAINT "fk_srm_po_asl_alteration_lines_asl_line_id" FOREIGN KEY ("asl_line_id") REFERENCES "srm_po_asl_lines" ("asl_line_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_alteration_lines" ADD CONSTRAINT "fk_srm_po_asl_alteration_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_alteration_lines" ADD CONSTRAINT "fk_srm_po_asl_alteration_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_alteration_lines" ADD CONSTRAINT "fk_srm_po_asl_alteration_lines_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_asl_alterations_alteration_number" ON "srm_po_asl_alterations" ("alteration_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_alterations_asl_id" ON "srm_po_asl_alterations" ("asl_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_alterations_creation_date" ON "srm_po_asl_alterations" ("creation_date");

ALTER TABLE "srm_po_asl_alterations" ADD CONSTRAINT "fk_srm_po_asl_alterations_asl_id" FOREIGN KEY ("asl_id") REFERENCES "srm_po_asl_headers" ("asl_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_lines_asl_id" ON "srm_po_asl_lines" ("asl_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_lines_item_id" ON "srm_po_asl_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_lines_category_id" ON "srm_po_asl_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_lines_creation_date" ON "srm_po_asl_lines" ("creation_date");

ALTER TABLE "srm_po_asl_lines" ADD CONSTRAINT "fk_srm_po_asl_lines_asl_id" FOREIGN KEY ("asl_id") REFERENCES "srm_po_asl_headers" ("asl_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_asl_lines" ADD CONSTRAINT "fk_srm_po_asl_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_lines" ADD CONSTRAINT "fk_srm_po_asl_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_lines" ADD CONSTRAINT "fk_srm_po_asl_lines_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_quotas_asl_id" ON "srm_po_asl_quotas" ("asl_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_quotas_item_id" ON "srm_po_asl_quotas" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_quotas_creation_date" ON "srm_po_asl_quotas" ("creation_date");

ALTER TABLE "srm_po_asl_quotas" ADD CONSTRAINT "fk_srm_po_asl_quotas_asl_id" FOREIGN KEY ("asl_id") REFERENCES "srm_po_asl_headers" ("asl_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_asl_quotas" ADD CONSTRAINT "fk_srm_po_asl_quotas_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_asl_headers_asl_number" ON "srm_po_asl_headers" ("asl_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_headers_supplier_id" ON "srm_po_asl_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_headers_org_id" ON "srm_po_asl_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_headers_creation_date" ON "srm_po_asl_headers" ("creation_date");

ALTER TABLE "srm_po_asl_headers" ADD CONSTRAINT "fk_srm_po_asl_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_asl_headers" ADD CONSTRAINT "fk_srm_po_asl_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_barcodes_barcode" ON "srm_po_barcodes" ("barcode");

CREATE INDEX IF NOT EXISTS "ix_srm_po_barcodes_supplier_id" ON "srm_po_barcodes" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_barcodes_delivery_header_id" ON "srm_po_barcodes" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_barcodes_delivery_line_id" ON "srm_po_barcodes" ("delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_barcodes_creation_date" ON "srm_po_barcodes" ("creation_date");

ALTER TABLE "srm_po_barcodes" ADD CONSTRAINT "fk_srm_po_barcodes_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_barcodes" ADD CONSTRAINT "fk_srm_po_barcodes_delivery_header_id" FOREIGN KEY ("delivery_header_id") REFERENCES "srm_po_delivery_headers" ("delivery_header_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_bill_types_bill_type_code" ON "srm_po_bill_types" ("bill_type_code");

CREATE INDEX IF NOT EXISTS "ix_srm_po_bill_types_creation_date" ON "srm_po_bill_types" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_customer_orders_customer_order_number" ON "srm_po_customer_orders" ("customer_order_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_customer_orders_org_id" ON "srm_po_customer_orders" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_customer_orders_item_id" ON "srm_po_customer_orders" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_customer_orders_category_id" ON "srm_po_customer_orders" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_customer_orders_creation_date" ON "srm_po_customer_orders" ("creation_date");

ALTER TABLE "srm_po_customer_orders" ADD CONSTRAINT "fk_srm_po_customer_orders_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_customer_orders" ADD CONSTRAINT "fk_srm_po_customer_orders_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_customer_orders" ADD CONSTRAINT "fk_srm_po_customer_orders_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_lines_delivery_header_id" ON "srm_po_delivery_lines" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_lines_po_line_id" ON "srm_po_delivery_lines" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_lines_po_notice_line_id" ON "srm_po_delivery_lines" ("po_notice_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_lines_creation_date" ON "srm_po_delivery_lines" ("creation_date");

ALTER TABLE "srm_po_delivery_lines" ADD CONSTRAINT "fk_srm_po_delivery_lines_delivery_header_id" FOREIGN KEY ("delivery_header_id") REFERENCES "srm_po_delivery_headers" ("delivery_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_delivery_lines" ADD CONSTRAINT "fk_srm_po_delivery_lines_po_line_id" FOREIGN KEY ("po_line_id") REFERENCES "srm_po_lines" ("po_line_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_delivery_lines" ADD CONSTRAINT "fk_srm_po_delivery_lines_po_notice_line_id" FOREIGN KEY ("po_notice_line_id") REFERENCES "srm_po_notice_line" ("line_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_delivery_headers_delivery_number" ON "srm_po_delivery_headers" ("delivery_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_headers_supplier_id" ON "srm_po_delivery_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_headers_org_id" ON "srm_po_delivery_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_headers_creation_date" ON "srm_po_delivery_headers" ("creation_date");

ALTER TABLE "srm_po_delivery_headers" ADD CONSTRAINT "fk_srm_po_delivery_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_delivery_headers" ADD CONSTRAINT "fk_srm_po_delivery_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_line_po_notice_id" ON "srm_po_notice_line" ("po_notice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_line_po_line_id" ON "srm_po_notice_line" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_line_creation_date" ON "srm_po_notice_line" ("creation_date");

ALTER TABLE "srm_po_notice_line" ADD CONSTRAINT "fk_srm_po_notice_line_po_notice_id" FOREIGN KEY ("po_notice_id") REFERENCES "srm_po_notice" ("po_notice_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_notice_line" ADD CONSTRAINT "fk_srm_po_notice_line_po_line_id" FOREIGN KEY ("po_line_id") REFERENCES "srm_po_lines" ("po_line_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_notice_po_notice_code" ON "srm_po_notice" ("po_notice_code");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_supplier_id" ON "srm_po_notice" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_org_id" ON "srm_po_notice" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_creation_date" ON "srm_po_notice" ("creation_date");

ALTER TABLE "srm_po_notice" ADD CONSTRAINT "fk_srm_po_notice_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_notice" ADD CONSTRAINT "fk_srm_po_notice_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_po_header_id" ON "srm_po_lines" ("po_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_item_id" ON "srm_po_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_category_id" ON "srm_po_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_requisition_line_id" ON "srm_po_lines" ("requisition_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_creation_date" ON "srm_po_lines" ("creation_date");

ALTER TABLE "srm_po_lines" ADD CONSTRAINT "fk_srm_po_lines_po_header_id" FOREIGN KEY ("po_header_id") REFERENCES "srm_po_headers" ("po_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_lines" ADD CONSTRAINT "fk_srm_po_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_lines" ADD CONSTRAINT "fk_srm_po_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_headers_po_number" ON "srm_po_headers" ("po_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_headers_supplier_id" ON "srm_po_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_headers_org_id" ON "srm_po_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_headers_creation_date" ON "srm_po_headers" ("creation_date");

ALTER TABLE "srm_po_headers" ADD CONSTRAINT "fk_srm_po_headers_bill_type_id" FOREIGN KEY ("bill_type_id") REFERENCES "srm_po_bill_types" ("bill_type_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_headers" ADD CONSTRAINT "fk_srm_po_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_headers" ADD CONSTRAINT "fk_srm_po_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_headers" ADD CONSTRAINT "fk_srm_po_headers_payment_term_id" FOREIGN KEY ("payment_term_id") REFERENCES "srm_pon_payment_terms" ("payment_term_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_lines_plan_header_id" ON "srm_po_plan_lines" ("plan_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_lines_item_id" ON "srm_po_plan_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_lines_category_id" ON "srm_po_plan_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_lines_creation_date" ON "srm_po_plan_lines" ("creation_date");

ALTER TABLE "srm_po_plan_lines" ADD CONSTRAINT "fk_srm_po_plan_lines_plan_header_id" FOREIGN KEY ("plan_header_id") REFERENCES "srm_po_plan_headers" ("plan_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_plan_lines" ADD CONSTRAINT "fk_srm_po_plan_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_plan_lines" ADD CONSTRAINT "fk_srm_po_plan_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_plan_headers_plan_number" ON "srm_po_plan_headers" ("plan_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_headers_supplier_id" ON "srm_po_plan_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_headers_org_id" ON "srm_po_plan_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_headers_creation_date" ON "srm_po_plan_headers" ("creation_date");

ALTER TABLE "srm_po_plan_headers" ADD CONSTRAINT "fk_srm_po_plan_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_plan_headers" ADD CONSTRAINT "fk_srm_po_plan_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_requisition_header_id" ON "srm_po_requisition_lines" ("requisition_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_item_id" ON "srm_po_requisition_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_category_id" ON "srm_po_requisition_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_po_line_id" ON "srm_po_requisition_lines" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_creation_date" ON "srm_po_requisition_lines" ("creation_date");

ALTER TABLE "srm_po_requisition_lines" ADD CONSTRAINT "fk_srm_po_requisition_lines_requisition_header_id" FOREIGN KEY ("requisition_header_id") REFERENCES "srm_po_requisition_headers" ("requisition_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_po_requisition_lines" ADD CONSTRAINT "fk_srm_po_requisition_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_requisition_lines" ADD CONSTRAINT "fk_srm_po_requisition_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_requisition_lines" ADD CONSTRAINT "fk_srm_po_requisition_lines_suggested_supplier_id" FOREIGN KEY ("suggested_supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_po_requisition_headers_requisition_number" ON "srm_po_requisition_headers" ("requisition_number");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_headers_org_id" ON "srm_po_requisition_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_headers_project_id" ON "srm_po_requisition_headers" ("project_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_headers_creation_date" ON "srm_po_requisition_headers" ("creation_date");

ALTER TABLE "srm_po_requisition_headers" ADD CONSTRAINT "fk_srm_po_requisition_headers_bill_type_id" FOREIGN KEY ("bill_type_id") REFERENCES "srm_po_bill_types" ("bill_type_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_requisition_headers" ADD CONSTRAINT "fk_srm_po_requisition_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_po_requisition_headers" ADD CONSTRAINT "fk_srm_po_requisition_headers_project_id" FOREIGN KEY ("project_id") REFERENCES "srm_base_projects" ("project_id") ON DELETE RESTRICT;
