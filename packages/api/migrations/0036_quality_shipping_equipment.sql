-- Generated from the entity definitions on 2026-11-27; never edit after commit.
CREATE TABLE "srm_eqp_carriage_storage" (
  "carriage_id" bigserial NOT NULL,
  "carriage_number" varchar(40),
  "po_header_id" bigint,
  "po_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "goods_description" varchar(500),
  "transport_mode" varchar(60),
  "carrier_name" varchar(200),
  "vehicle_number" varchar(60),
  "driver_name" varchar(60),
  "driver_phone" varchar(30),
  "departure_place" varchar(200),
  "departure_date" date,
  "planned_arrival_date" date,
  "actual_arrival_date" date,
  "storage_location" varchar(200),
  "carriage_status" varchar(60),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("carriage_id")
);

CREATE TABLE "srm_eqp_device_info" (
  "device_id" bigserial NOT NULL,
  "device_code" varchar(60),
  "device_name" varchar(200),
  "device_model" varchar(120),
  "device_type" varchar(60),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "manufacturer" varchar(200),
  "serial_number" varchar(120),
  "install_date" date,
  "warranty_end_date" date,
  "install_location" varchar(200),
  "custodian_name" varchar(120),
  "device_status" varchar(60),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("device_id")
);

CREATE TABLE "srm_eqp_device_spares" (
  "spare_id" bigserial NOT NULL,
  "device_id" bigint,
  "device_code" varchar(60),
  "device_name" varchar(240),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "stock_qty" numeric(24,4),
  "min_stock_qty" numeric(24,4),
  "below_min_flag" varchar(1),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "replace_cycle_days" bigint,
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("spare_id")
);

CREATE TABLE "srm_eqp_production_process_lines" (
  "process_line_id" bigserial NOT NULL,
  "process_id" bigint,
  "line_number" bigint,
  "step_name" varchar(200),
  "planned_start_date" date,
  "planned_finish_date" date,
  "actual_start_date" date,
  "actual_finish_date" date,
  "step_status" varchar(60),
  "late_flag" varchar(1),
  "late_days" bigint,
  "late_told_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("process_line_id")
);

CREATE TABLE "srm_eqp_production_process" (
  "process_id" bigserial NOT NULL,
  "process_number" varchar(40),
  "po_header_id" bigint,
  "po_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "order_date" date,
  "need_by_date" date,
  "report_status" varchar(60),
  "reported_date" timestamptz,
  "process_status" varchar(60),
  "late_flag" varchar(1),
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("process_id")
);

CREATE TABLE "srm_eqp_purchase_contract_lines" (
  "contract_line_id" bigserial NOT NULL,
  "contract_id" bigint,
  "line_number" bigint,
  "milestone_name" varchar(200),
  "planned_date" date,
  "milestone_amount" numeric(20,2),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("contract_line_id")
);

CREATE TABLE "srm_eqp_purchase_contracts" (
  "contract_id" bigserial NOT NULL,
  "contract_number" varchar(40),
  "contract_name" varchar(200),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "device_id" bigint,
  "device_code" varchar(60),
  "device_name" varchar(240),
  "currency_code" varchar(60),
  "contract_amount" numeric(20,2),
  "signed_date" date,
  "start_date" date,
  "end_date" date,
  "contract_status" varchar(60),
  "effective_date" date,
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("contract_id")
);

CREATE TABLE "srm_qms_chemical_components" (
  "component_id" bigserial NOT NULL,
  "component_name" varchar(200),
  "component_name_en" varchar(200),
  "cas_number" varchar(20),
  "substance_category" varchar(60),
  "default_limit_ppm" numeric(24,4),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("component_id")
);

CREATE TABLE "srm_qms_countersign_lines" (
  "countersign_line_id" bigserial NOT NULL,
  "countersign_id" bigint,
  "line_number" bigint,
  "clause_title" varchar(200),
  "clause_content" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("countersign_line_id")
);

CREATE TABLE "srm_qms_countersign_headers" (
  "countersign_id" bigserial NOT NULL,
  "countersign_number" varchar(40),
  "template_id" bigint,
  "template_name" varchar(200),
  "standard_type" varchar(60),
  "standard_version" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "sign_deadline" date,
  "description" varchar(1000),
  "countersign_status" varchar(60),
  "refuse_reason" varchar(1000),
  "sent_date" timestamptz,
  "signed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("countersign_id")
);

CREATE TABLE "srm_qms_declaration_components" (
  "declaration_component_id" bigserial NOT NULL,
  "declaration_id" bigint,
  "component_id" bigint,
  "component_name" varchar(200),
  "cas_number" varchar(20),
  "concentration_ppm" numeric(24,4),
  "limit_ppm" numeric(24,4),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("declaration_component_id")
);

CREATE TABLE "srm_qms_declaration_reports" (
  "report_id" bigserial NOT NULL,
  "declaration_id" bigint,
  "laboratory" varchar(200),
  "report_number" varchar(60),
  "report_date" date,
  "expiry_date" date,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("report_id")
);

CREATE TABLE "srm_qms_declarations" (
  "declaration_id" bigserial NOT NULL,
  "declaration_number" varchar(40),
  "require_id" bigint,
  "require_number" varchar(40),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "declaration_date" date,
  "expiry_date" date,
  "warned_expiry" date,
  "description" varchar(1000),
  "declaration_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("declaration_id")
);

CREATE TABLE "srm_qms_exemptions" (
  "exemption_id" bigserial NOT NULL,
  "exemption_number" varchar(40),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "exemption_reason" varchar(1000),
  "valid_from" date,
  "valid_to" date,
  "attachment_ids" varchar(4000),
  "exemption_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("exemption_id")
);

CREATE TABLE "srm_qms_require_approvers" (
  "approver_id" bigserial NOT NULL,
  "user_id" bigint,
  "approver_name" varchar(100),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("approver_id")
);

CREATE TABLE "srm_qms_require_components" (
  "require_component_id" bigserial NOT NULL,
  "require_id" bigint,
  "component_id" bigint,
  "component_name" varchar(200),
  "cas_number" varchar(20),
  "limit_ppm" numeric(24,4),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("require_component_id")
);

CREATE TABLE "srm_qms_require_headers" (
  "require_id" bigserial NOT NULL,
  "require_number" varchar(40),
  "require_title" varchar(200),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "substance_category" varchar(60),
  "description" varchar(1000),
  "require_status" varchar(60),
  "published_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("require_id")
);

CREATE TABLE "srm_qms_standard_templates" (
  "template_id" bigserial NOT NULL,
  "template_number" varchar(40),
  "template_name" varchar(200),
  "standard_type" varchar(60),
  "standard_version" varchar(40),
  "effective_date" date,
  "standard_content" text,
  "attachment_ids" varchar(4000),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE TABLE "srm_qms_shipping_exemption_lines" (
  "exemption_line_id" bigserial NOT NULL,
  "exemption_id" bigint,
  "line_number" bigint,
  "delivery_line_number" bigint,
  "delivery_line_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "delivery_qty" numeric(24,4),
  "exempt_reason" varchar(1000),
  "review_status" varchar(60),
  "refuse_reason" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("exemption_line_id")
);

CREATE TABLE "srm_qms_shipping_exemption_headers" (
  "exemption_id" bigserial NOT NULL,
  "exemption_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "delivery_header_id" bigint,
  "delivery_number" varchar(40),
  "exempt_reason" varchar(1000),
  "exemption_status" varchar(60),
  "submitted_date" timestamptz,
  "reviewed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("exemption_id")
);

CREATE TABLE "srm_qms_shipping_report_lines" (
  "report_line_id" bigserial NOT NULL,
  "report_id" bigint,
  "line_number" bigint,
  "test_kind" varchar(60),
  "test_item" varchar(120),
  "test_method" varchar(240),
  "standard_value" numeric(24,4),
  "lower_tolerance" numeric(24,4),
  "upper_tolerance" numeric(24,4),
  "sample_size" bigint,
  "unit" varchar(20),
  "sample1" numeric(24,4),
  "sample2" numeric(24,4),
  "sample3" numeric(24,4),
  "sample4" numeric(24,4),
  "sample5" numeric(24,4),
  "judgement" varchar(60),
  "out_samples" varchar(60),
  "review_status" varchar(60),
  "refuse_reason" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("report_line_id")
);

CREATE TABLE "srm_qms_shipping_report_headers" (
  "report_id" bigserial NOT NULL,
  "report_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "delivery_header_id" bigint,
  "delivery_number" varchar(40),
  "delivery_line_id" bigint,
  "delivery_line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "delivery_qty" numeric(24,4),
  "template_id" bigint,
  "template_name" varchar(120),
  "batch_number" varchar(60),
  "inspector_name" varchar(60),
  "inspection_date" date,
  "report_status" varchar(60),
  "out_of_tolerance_count" bigint,
  "submitted_date" timestamptz,
  "reviewed_date" timestamptz,
  "attachment_ids" varchar(4000),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("report_id")
);

CREATE TABLE "srm_qms_shipping_items" (
  "shipping_item_id" bigserial NOT NULL,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "template_id" bigint,
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("shipping_item_id")
);

CREATE TABLE "srm_qms_shipping_suppliers" (
  "shipping_supplier_id" bigserial NOT NULL,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("shipping_supplier_id")
);

CREATE TABLE "srm_qms_shipping_template_lines" (
  "template_line_id" bigserial NOT NULL,
  "template_id" bigint,
  "line_number" bigint,
  "test_kind" varchar(60),
  "test_item" varchar(120),
  "test_method" varchar(240),
  "standard_value" numeric(24,4),
  "lower_tolerance" numeric(24,4),
  "upper_tolerance" numeric(24,4),
  "sample_size" bigint,
  "unit" varchar(20),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_line_id")
);

CREATE TABLE "srm_qms_shipping_template_headers" (
  "template_id" bigserial NOT NULL,
  "template_number" varchar(40),
  "template_name" varchar(120),
  "template_status" varchar(60),
  "published_date" timestamptz,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_carriage_storage_carriage_number" ON "srm_eqp_carriage_storage" ("carriage_number");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_carriage_storage_po_header_id" ON "srm_eqp_carriage_storage" ("po_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_carriage_storage_supplier_id" ON "srm_eqp_carriage_storage" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_carriage_storage_org_id" ON "srm_eqp_carriage_storage" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_carriage_storage_creation_date" ON "srm_eqp_carriage_storage" ("creation_date");

ALTER TABLE "srm_eqp_carriage_storage" ADD CONSTRAINT "fk_srm_eqp_carriage_storage_po_header_id" FOREIGN KEY ("po_header_id") REFERENCES "srm_po_headers" ("po_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_carriage_storage" ADD CONSTRAINT "fk_srm_eqp_carriage_storage_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_carriage_storage" ADD CONSTRAINT "fk_srm_eqp_carriage_storage_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_device_info_device_code" ON "srm_eqp_device_info" ("device_code");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_info_org_id" ON "srm_eqp_device_info" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_info_supplier_id" ON "srm_eqp_device_info" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_info_creation_date" ON "srm_eqp_device_info" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_info_device_code_device_id" ON "srm_eqp_device_info" ("device_code", "device_id");

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_device_info_device_code" ON "srm_eqp_device_info" USING gin ("device_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_device_info_device_name" ON "srm_eqp_device_info" USING gin ("device_name" public.gin_trgm_ops);

ALTER TABLE "srm_eqp_device_info" ADD CONSTRAINT "fk_srm_eqp_device_info_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_device_info" ADD CONSTRAINT "fk_srm_eqp_device_info_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_spares_device_id" ON "srm_eqp_device_spares" ("device_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_device_spares_device_id_item_id" ON "srm_eqp_device_spares" ("device_id", "item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_spares_supplier_id" ON "srm_eqp_device_spares" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_spares_creation_date" ON "srm_eqp_device_spares" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_device_spares_device_code_item_code_spare_id" ON "srm_eqp_device_spares" ("device_code", "item_code", "spare_id");

ALTER TABLE "srm_eqp_device_spares" ADD CONSTRAINT "fk_srm_eqp_device_spares_device_id" FOREIGN KEY ("device_id") REFERENCES "srm_eqp_device_info" ("device_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_device_spares" ADD CONSTRAINT "fk_srm_eqp_device_spares_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_device_spares" ADD CONSTRAINT "fk_srm_eqp_device_spares_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_lines_process_id" ON "srm_eqp_production_process_lines" ("process_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_lines_creation_date" ON "srm_eqp_production_process_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_lines_line_number_process_line_id" ON "srm_eqp_production_process_lines" ("line_number", "process_line_id");

ALTER TABLE "srm_eqp_production_process_lines" ADD CONSTRAINT "fk_srm_eqp_production_process_lines_process_id" FOREIGN KEY ("process_id") REFERENCES "srm_eqp_production_process" ("process_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_production_process_process_number" ON "srm_eqp_production_process" ("process_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_production_process_po_header_id" ON "srm_eqp_production_process" ("po_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_supplier_id" ON "srm_eqp_production_process" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_org_id" ON "srm_eqp_production_process" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_production_process_creation_date" ON "srm_eqp_production_process" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_production_process_process_number" ON "srm_eqp_production_process" USING gin ("process_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_production_process_po_number" ON "srm_eqp_production_process" USING gin ("po_number" public.gin_trgm_ops);

ALTER TABLE "srm_eqp_production_process" ADD CONSTRAINT "fk_srm_eqp_production_process_po_header_id" FOREIGN KEY ("po_header_id") REFERENCES "srm_po_headers" ("po_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_production_process" ADD CONSTRAINT "fk_srm_eqp_production_process_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_production_process" ADD CONSTRAINT "fk_srm_eqp_production_process_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contract_lines_contract_id" ON "srm_eqp_purchase_contract_lines" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contract_lines_creation_date" ON "srm_eqp_purchase_contract_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contract_lines_line_number_contract_line_id" ON "srm_eqp_purchase_contract_lines" ("line_number", "contract_line_id");

ALTER TABLE "srm_eqp_purchase_contract_lines" ADD CONSTRAINT "fk_srm_eqp_purchase_contract_lines_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_eqp_purchase_contracts" ("contract_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_eqp_purchase_contracts_contract_number" ON "srm_eqp_purchase_contracts" ("contract_number");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contracts_supplier_id" ON "srm_eqp_purchase_contracts" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contracts_org_id" ON "srm_eqp_purchase_contracts" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_eqp_purchase_contracts_creation_date" ON "srm_eqp_purchase_contracts" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_purchase_contracts_contract_number" ON "srm_eqp_purchase_contracts" USING gin ("contract_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_eqp_purchase_contracts_contract_name" ON "srm_eqp_purchase_contracts" USING gin ("contract_name" public.gin_trgm_ops);

ALTER TABLE "srm_eqp_purchase_contracts" ADD CONSTRAINT "fk_srm_eqp_purchase_contracts_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_purchase_contracts" ADD CONSTRAINT "fk_srm_eqp_purchase_contracts_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_eqp_purchase_contracts" ADD CONSTRAINT "fk_srm_eqp_purchase_contracts_device_id" FOREIGN KEY ("device_id") REFERENCES "srm_eqp_device_info" ("device_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_chemical_components_cas_number" ON "srm_qms_chemical_components" ("cas_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_chemical_components_creation_date" ON "srm_qms_chemical_components" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_chemical_components_component_name_component_id" ON "srm_qms_chemical_components" ("component_name", "component_id");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_chemical_components_cas_number" ON "srm_qms_chemical_components" USING gin ("cas_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_qms_chemical_components_component_name" ON "srm_qms_chemical_components" USING gin ("component_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_qms_countersign_lines_countersign_id" ON "srm_qms_countersign_lines" ("countersign_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_countersign_lines_creation_date" ON "srm_qms_countersign_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_countersign_lines_countersign_id_line_numbe_01jnedza" ON "srm_qms_countersign_lines" ("countersign_id", "line_number", "countersign_line_id");

ALTER TABLE "srm_qms_countersign_lines" ADD CONSTRAINT "fk_srm_qms_countersign_lines_countersign_id" FOREIGN KEY ("countersign_id") REFERENCES "srm_qms_countersign_headers" ("countersign_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_countersign_headers_countersign_number" ON "srm_qms_countersign_headers" ("countersign_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_countersign_headers_supplier_id" ON "srm_qms_countersign_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_countersign_headers_creation_date" ON "srm_qms_countersign_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_countersign_headers_countersign_number" ON "srm_qms_countersign_headers" USING gin ("countersign_number" public.gin_trgm_ops);

ALTER TABLE "srm_qms_countersign_headers" ADD CONSTRAINT "fk_srm_qms_countersign_headers_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_qms_standard_templates" ("template_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_countersign_headers" ADD CONSTRAINT "fk_srm_qms_countersign_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declaration_components_declaration_id" ON "srm_qms_declaration_components" ("declaration_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_declaration_components_declaration_id_component_id" ON "srm_qms_declaration_components" ("declaration_id", "component_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declaration_components_creation_date" ON "srm_qms_declaration_components" ("creation_date");

ALTER TABLE "srm_qms_declaration_components" ADD CONSTRAINT "fk_srm_qms_declaration_components_declaration_id" FOREIGN KEY ("declaration_id") REFERENCES "srm_qms_declarations" ("declaration_id") ON DELETE CASCADE;

ALTER TABLE "srm_qms_declaration_components" ADD CONSTRAINT "fk_srm_qms_declaration_components_component_id" FOREIGN KEY ("component_id") REFERENCES "srm_qms_chemical_components" ("component_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declaration_reports_declaration_id" ON "srm_qms_declaration_reports" ("declaration_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declaration_reports_creation_date" ON "srm_qms_declaration_reports" ("creation_date");

ALTER TABLE "srm_qms_declaration_reports" ADD CONSTRAINT "fk_srm_qms_declaration_reports_declaration_id" FOREIGN KEY ("declaration_id") REFERENCES "srm_qms_declarations" ("declaration_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_declarations_declaration_number" ON "srm_qms_declarations" ("declaration_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declarations_require_id" ON "srm_qms_declarations" ("require_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declarations_item_id" ON "srm_qms_declarations" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declarations_supplier_id" ON "srm_qms_declarations" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_declarations_creation_date" ON "srm_qms_declarations" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_declarations_declaration_number" ON "srm_qms_declarations" USING gin ("declaration_number" public.gin_trgm_ops);

ALTER TABLE "srm_qms_declarations" ADD CONSTRAINT "fk_srm_qms_declarations_require_id" FOREIGN KEY ("require_id") REFERENCES "srm_qms_require_headers" ("require_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_declarations" ADD CONSTRAINT "fk_srm_qms_declarations_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_exemptions_exemption_number" ON "srm_qms_exemptions" ("exemption_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_exemptions_item_id" ON "srm_qms_exemptions" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_exemptions_supplier_id" ON "srm_qms_exemptions" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_exemptions_creation_date" ON "srm_qms_exemptions" ("creation_date");

ALTER TABLE "srm_qms_exemptions" ADD CONSTRAINT "fk_srm_qms_exemptions_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_exemptions" ADD CONSTRAINT "fk_srm_qms_exemptions_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_approvers_user_id" ON "srm_qms_require_approvers" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_approvers_item_id" ON "srm_qms_require_approvers" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_approvers_creation_date" ON "srm_qms_require_approvers" ("creation_date");

ALTER TABLE "srm_qms_require_approvers" ADD CONSTRAINT "fk_srm_qms_require_approvers_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_require_approvers" ADD CONSTRAINT "fk_srm_qms_require_approvers_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_components_require_id" ON "srm_qms_require_components" ("require_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_require_components_require_id_component_id" ON "srm_qms_require_components" ("require_id", "component_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_components_creation_date" ON "srm_qms_require_components" ("creation_date");

ALTER TABLE "srm_qms_require_components" ADD CONSTRAINT "fk_srm_qms_require_components_require_id" FOREIGN KEY ("require_id") REFERENCES "srm_qms_require_headers" ("require_id") ON DELETE CASCADE;

ALTER TABLE "srm_qms_require_components" ADD CONSTRAINT "fk_srm_qms_require_components_component_id" FOREIGN KEY ("component_id") REFERENCES "srm_qms_chemical_components" ("component_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_require_headers_require_number" ON "srm_qms_require_headers" ("require_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_headers_item_id" ON "srm_qms_require_headers" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_require_headers_creation_date" ON "srm_qms_require_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_require_headers_require_number" ON "srm_qms_require_headers" USING gin ("require_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_qms_require_headers_require_title" ON "srm_qms_require_headers" USING gin ("require_title" public.gin_trgm_ops);

ALTER TABLE "srm_qms_require_headers" ADD CONSTRAINT "fk_srm_qms_require_headers_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_standard_templates_template_number" ON "srm_qms_standard_templates" ("template_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_standard_templates_creation_date" ON "srm_qms_standard_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_standard_templates_template_number" ON "srm_qms_standard_templates" USING gin ("template_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_qms_standard_templates_template_name" ON "srm_qms_standard_templates" USING gin ("template_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_lines_exemption_id" ON "srm_qms_shipping_exemption_lines" ("exemption_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_lines_delivery_line_id" ON "srm_qms_shipping_exemption_lines" ("delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_lines_creation_date" ON "srm_qms_shipping_exemption_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_lines_line_number_exempt_009wu7tz" ON "srm_qms_shipping_exemption_lines" ("line_number", "exemption_line_id");

ALTER TABLE "srm_qms_shipping_exemption_lines" ADD CONSTRAINT "fk_srm_qms_shipping_exemption_lines_exemption_id" FOREIGN KEY ("exemption_id") REFERENCES "srm_qms_shipping_exemption_headers" ("exemption_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_exemption_headers_exemption_number" ON "srm_qms_shipping_exemption_headers" ("exemption_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_headers_supplier_id" ON "srm_qms_shipping_exemption_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_headers_delivery_header_id" ON "srm_qms_shipping_exemption_headers" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_exemption_headers_creation_date" ON "srm_qms_shipping_exemption_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_shipping_exemption_headers_exemption_number" ON "srm_qms_shipping_exemption_headers" USING gin ("exemption_number" public.gin_trgm_ops);

ALTER TABLE "srm_qms_shipping_exemption_headers" ADD CONSTRAINT "fk_srm_qms_shipping_exemption_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_shipping_exemption_headers" ADD CONSTRAINT "fk_srm_qms_shipping_exemption_headers_delivery_header_id" FOREIGN KEY ("delivery_header_id") REFERENCES "srm_po_delivery_headers" ("delivery_header_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_lines_report_id" ON "srm_qms_shipping_report_lines" ("report_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_lines_creation_date" ON "srm_qms_shipping_report_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_lines_line_number_report_line_id" ON "srm_qms_shipping_report_lines" ("line_number", "report_line_id");

ALTER TABLE "srm_qms_shipping_report_lines" ADD CONSTRAINT "fk_srm_qms_shipping_report_lines_report_id" FOREIGN KEY ("report_id") REFERENCES "srm_qms_shipping_report_headers" ("report_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_report_headers_report_number" ON "srm_qms_shipping_report_headers" ("report_number");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_headers_supplier_id" ON "srm_qms_shipping_report_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_headers_delivery_header_id" ON "srm_qms_shipping_report_headers" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_headers_delivery_line_id" ON "srm_qms_shipping_report_headers" ("delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_report_headers_creation_date" ON "srm_qms_shipping_report_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_shipping_report_headers_report_number" ON "srm_qms_shipping_report_headers" USING gin ("report_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_qms_shipping_report_headers_delivery_number" ON "srm_qms_shipping_report_headers" USING gin ("delivery_number" public.gin_trgm_ops);

ALTER TABLE "srm_qms_shipping_report_headers" ADD CONSTRAINT "fk_srm_qms_shipping_report_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_shipping_report_headers" ADD CONSTRAINT "fk_srm_qms_shipping_report_headers_delivery_header_id" FOREIGN KEY ("delivery_header_id") REFERENCES "srm_po_delivery_headers" ("delivery_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_shipping_report_headers" ADD CONSTRAINT "fk_srm_qms_shipping_report_headers_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_shipping_report_headers" ADD CONSTRAINT "fk_srm_qms_shipping_report_headers_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_qms_shipping_template_headers" ("template_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_items_item_id" ON "srm_qms_shipping_items" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_items_template_id" ON "srm_qms_shipping_items" ("template_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_items_creation_date" ON "srm_qms_shipping_items" ("creation_date");

ALTER TABLE "srm_qms_shipping_items" ADD CONSTRAINT "fk_srm_qms_shipping_items_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_qms_shipping_items" ADD CONSTRAINT "fk_srm_qms_shipping_items_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_qms_shipping_template_headers" ("template_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_suppliers_supplier_id" ON "srm_qms_shipping_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_suppliers_creation_date" ON "srm_qms_shipping_suppliers" ("creation_date");

ALTER TABLE "srm_qms_shipping_suppliers" ADD CONSTRAINT "fk_srm_qms_shipping_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_template_lines_template_id" ON "srm_qms_shipping_template_lines" ("template_id");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_template_lines_creation_date" ON "srm_qms_shipping_template_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_template_lines_line_number_template_line_id" ON "srm_qms_shipping_template_lines" ("line_number", "template_line_id");

ALTER TABLE "srm_qms_shipping_template_lines" ADD CONSTRAINT "fk_srm_qms_shipping_template_lines_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_qms_shipping_template_headers" ("template_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_template_headers_template_number" ON "srm_qms_shipping_template_headers" ("template_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_qms_shipping_template_headers_template_name" ON "srm_qms_shipping_template_headers" ("template_name");

CREATE INDEX IF NOT EXISTS "ix_srm_qms_shipping_template_headers_creation_date" ON "srm_qms_shipping_template_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_qms_shipping_template_headers_template_number" ON "srm_qms_shipping_template_headers" USING gin ("template_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_qms_shipping_template_headers_template_name" ON "srm_qms_shipping_template_headers" USING gin ("template_name" public.gin_trgm_ops);
