-- Generated from the entity definitions on 2026-11-27; never edit after commit.
CREATE TABLE "srm_fin_account_stmt_lines" (
  "account_line_id" bigserial NOT NULL,
  "account_id" bigint,
  "line_number" bigint,
  "line_kind" varchar(60),
  "line_label" varchar(400),
  "delivery_line_id" bigint,
  "receipt_hold" bigint,
  "delivery_number" varchar(40),
  "received_date" date,
  "po_header_id" bigint,
  "po_number" varchar(40),
  "po_line_id" bigint,
  "po_line_number" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "tax_price" numeric(20,4),
  "non_tax_price" numeric(20,4),
  "tax_rate" numeric(24,4),
  "amount" numeric(20,2),
  "net_amount" numeric(20,2),
  "tax_amount" numeric(20,2),
  "deduction_id" bigint,
  "deduction_hold" bigint,
  "deduction_number" varchar(40),
  "dispute_reason" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("account_line_id")
);

CREATE TABLE "srm_fin_account_stmts" (
  "account_id" bigserial NOT NULL,
  "account_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "period_from" date,
  "period_to" date,
  "currency_code" varchar(60),
  "total_amount" numeric(20,2),
  "total_net_amount" numeric(20,2),
  "total_tax_amount" numeric(20,2),
  "account_status" varchar(60),
  "sent_date" timestamptz,
  "confirmed_date" timestamptz,
  "approved_date" timestamptz,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("account_id")
);

CREATE TABLE "srm_fin_deductions" (
  "deduction_id" bigserial NOT NULL,
  "deduction_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "deduction_type" varchar(60),
  "deduction_amount" numeric(20,2),
  "currency_code" varchar(60),
  "po_number" varchar(40),
  "po_header_id" bigint,
  "delivery_number" varchar(40),
  "delivery_header_id" bigint,
  "deduction_reason" varchar(1000),
  "deduction_status" varchar(60),
  "confirmed_date" date,
  "account_id" bigint,
  "account_number" varchar(40),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("deduction_id")
);

CREATE TABLE "srm_fin_invoice_lines" (
  "invoice_line_id" bigserial NOT NULL,
  "invoice_id" bigint,
  "line_number" bigint,
  "line_label" varchar(400),
  "account_line_id" bigint,
  "invoice_hold" bigint,
  "delivery_line_id" bigint,
  "po_line_id" bigint,
  "delivery_number" varchar(40),
  "po_number" varchar(40),
  "item_code" varchar(60),
  "item_name" varchar(240),
  "tax_rate" numeric(24,4),
  "order_price" numeric(20,4),
  "received_qty" numeric(24,4),
  "statement_amount" numeric(20,2),
  "invoice_qty" numeric(24,4),
  "net_amount" numeric(20,2),
  "tax_amount" numeric(20,2),
  "total_amount" numeric(20,2),
  "invoice_price" numeric(20,4),
  "price_diff" numeric(20,4),
  "qty_diff" numeric(24,4),
  "amount_diff" numeric(20,2),
  "price_allowed" numeric(20,4),
  "qty_allowed" numeric(24,4),
  "amount_allowed" numeric(20,2),
  "match_result" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("invoice_line_id")
);

CREATE TABLE "srm_fin_invoices" (
  "invoice_id" bigserial NOT NULL,
  "invoice_kind" varchar(60),
  "invoice_code" varchar(20),
  "invoice_number" varchar(32),
  "invoice_date" date,
  "account_id" bigint,
  "account_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "currency_code" varchar(60),
  "net_amount" numeric(20,2),
  "tax_amount" numeric(20,2),
  "total_amount" numeric(20,2),
  "paid_amount" numeric(20,2),
  "invoice_status" varchar(60),
  "match_remark" varchar(2000),
  "original_invoice_id" bigint,
  "original_invoice_number" varchar(32),
  "submitted_date" timestamptz,
  "confirmed_date" timestamptz,
  "description" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("invoice_id")
);

CREATE TABLE "srm_fin_match_tolerances" (
  "tolerance_id" bigserial NOT NULL,
  "org_id" bigint,
  "org_name" varchar(240),
  "amount_tolerance" numeric(20,2),
  "amount_percent" numeric(24,2),
  "price_percent" numeric(24,2),
  "qty_percent" numeric(24,2),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("tolerance_id")
);

CREATE TABLE "srm_spe_indicator_evaluators" (
  "evaluator_id" bigserial NOT NULL,
  "indicator_id" bigint,
  "user_id" bigint,
  "evaluator_name" varchar(100),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("evaluator_id")
);

CREATE TABLE "srm_spe_indicators" (
  "indicator_id" bigserial NOT NULL,
  "indicator_code" varchar(40),
  "indicator_name" varchar(200),
  "indicator_dimension" varchar(60),
  "indicator_type" varchar(60),
  "formula" varchar(500),
  "indicator_description" varchar(1000),
  "indicator_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("indicator_id")
);

CREATE TABLE "srm_spe_manual_scores" (
  "manual_score_id" bigserial NOT NULL,
  "performance_line_id" bigint,
  "performance_id" bigint,
  "scheme_id" bigint,
  "scheme_number" varchar(40),
  "supplier_name" varchar(240),
  "indicator_name" varchar(200),
  "indicator_description" varchar(1000),
  "evaluator_user_id" bigint,
  "evaluator_name" varchar(100),
  "score" numeric(24,2),
  "score_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("manual_score_id")
);

CREATE TABLE "srm_spe_performance_lines" (
  "performance_line_id" bigserial NOT NULL,
  "performance_id" bigint,
  "indicator_id" bigint,
  "indicator_code" varchar(40),
  "indicator_name" varchar(200),
  "indicator_type" varchar(60),
  "formula" varchar(500),
  "weight" numeric(24,2),
  "score" numeric(24,2),
  "weighted_score" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("performance_line_id")
);

CREATE TABLE "srm_spe_performance_measures" (
  "performance_measure_id" bigserial NOT NULL,
  "performance_id" bigint,
  "measure_code" varchar(60),
  "measure_value" numeric(24,4),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("performance_measure_id")
);

CREATE TABLE "srm_spe_performances" (
  "performance_id" bigserial NOT NULL,
  "performance_number" varchar(40),
  "scheme_id" bigint,
  "scheme_number" varchar(40),
  "scheme_name" varchar(200),
  "period_from" date,
  "period_to" date,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "total_score" numeric(24,2),
  "grade" varchar(60),
  "rank_num" bigint,
  "performance_status" varchar(60),
  "published_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("performance_id")
);

CREATE TABLE "srm_spe_scheme_suppliers" (
  "scheme_supplier_id" bigserial NOT NULL,
  "scheme_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("scheme_supplier_id")
);

CREATE TABLE "srm_spe_schemes" (
  "scheme_id" bigserial NOT NULL,
  "scheme_number" varchar(40),
  "scheme_name" varchar(200),
  "template_id" bigint,
  "template_name" varchar(200),
  "frequency" varchar(60),
  "period_from" date,
  "period_to" date,
  "scheme_status" varchar(60),
  "supplier_count" bigint,
  "collected_date" timestamptz,
  "calculated_date" timestamptz,
  "published_date" timestamptz,
  "scheme_description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("scheme_id")
);

CREATE TABLE "srm_spe_template_grades" (
  "template_grade_id" bigserial NOT NULL,
  "template_id" bigint,
  "grade" varchar(60),
  "min_score" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_grade_id")
);

CREATE TABLE "srm_spe_template_lines" (
  "template_line_id" bigserial NOT NULL,
  "template_id" bigint,
  "indicator_id" bigint,
  "indicator_code" varchar(40),
  "indicator_name" varchar(200),
  "indicator_type" varchar(60),
  "weight" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_line_id")
);

CREATE TABLE "srm_spe_templates" (
  "template_id" bigserial NOT NULL,
  "template_number" varchar(40),
  "template_name" varchar(200),
  "frequency" varchar(60),
  "template_description" varchar(1000),
  "template_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE TABLE "srm_pon_compete_items" (
  "compete_line_id" bigserial NOT NULL,
  "compete_header_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "ceiling_price" numeric(20,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("compete_line_id")
);

CREATE TABLE "srm_pon_compete_offers" (
  "offer_id" bigserial NOT NULL,
  "compete_header_id" bigint,
  "turn_number" bigint,
  "compete_line_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "price" numeric(20,2),
  "offer_time" timestamptz,
  "prev_hash" varchar(64),
  "entry_hash" varchar(64),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("offer_id")
);

CREATE TABLE "srm_pon_compete_suppliers" (
  "compete_supplier_id" bigserial NOT NULL,
  "compete_header_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "bidder_label" varchar(10),
  "entered_flag" varchar(1),
  "ready_flag" varchar(1),
  "ready_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("compete_supplier_id")
);

CREATE TABLE "srm_pon_compete_turns" (
  "turn_id" bigserial NOT NULL,
  "compete_header_id" bigint,
  "turn_number" bigint,
  "planned_start" timestamptz,
  "duration_seconds" bigint,
  "decrement_type" varchar(60),
  "decrement_value" numeric(24,4),
  "ceiling_ratio" numeric(24,4),
  "visibility" varchar(60),
  "snipe_window_seconds" bigint,
  "snipe_extend_seconds" bigint,
  "snipe_cap_seconds" bigint,
  "turn_status" varchar(60),
  "started_at" timestamptz,
  "ends_at" timestamptz,
  "paused_remaining_ms" bigint,
  "extended_seconds" bigint,
  "snipe_used_seconds" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("turn_id")
);

CREATE TABLE "srm_pon_compete_headers" (
  "compete_header_id" bigserial NOT NULL,
  "compete_number" varchar(40),
  "compete_title" varchar(200),
  "compete_type" varchar(60),
  "org_id" bigint,
  "org_name" varchar(240),
  "currency_code" varchar(60),
  "hall_password" varchar(128),
  "buyer_name" varchar(120),
  "note_to_supplier" varchar(2000),
  "compete_status" varchar(60),
  "current_turn" bigint,
  "publish_date" timestamptz,
  "close_date" timestamptz,
  "offer_count" bigint,
  "award_comments" varchar(1000),
  "award_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("compete_header_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_account_id" ON "srm_fin_account_stmt_lines" ("account_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_delivery_line_id" ON "srm_fin_account_stmt_lines" ("delivery_line_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_account_stmt_lines_receipt_hold" ON "srm_fin_account_stmt_lines" ("receipt_hold");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_po_line_id" ON "srm_fin_account_stmt_lines" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_deduction_id" ON "srm_fin_account_stmt_lines" ("deduction_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_account_stmt_lines_deduction_hold" ON "srm_fin_account_stmt_lines" ("deduction_hold");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_creation_date" ON "srm_fin_account_stmt_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmt_lines_line_number_account_line_id" ON "srm_fin_account_stmt_lines" ("line_number", "account_line_id");

ALTER TABLE "srm_fin_account_stmt_lines" ADD CONSTRAINT "fk_srm_fin_account_stmt_lines_account_id" FOREIGN KEY ("account_id") REFERENCES "srm_fin_account_stmts" ("account_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_account_stmts_account_number" ON "srm_fin_account_stmts" ("account_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmts_org_id" ON "srm_fin_account_stmts" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmts_supplier_id" ON "srm_fin_account_stmts" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_account_stmts_creation_date" ON "srm_fin_account_stmts" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_fin_account_stmts_account_number" ON "srm_fin_account_stmts" USING gin ("account_number" public.gin_trgm_ops);

ALTER TABLE "srm_fin_account_stmts" ADD CONSTRAINT "fk_srm_fin_account_stmts_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_account_stmts" ADD CONSTRAINT "fk_srm_fin_account_stmts_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_deductions_deduction_number" ON "srm_fin_deductions" ("deduction_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_org_id" ON "srm_fin_deductions" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_supplier_id" ON "srm_fin_deductions" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_po_header_id" ON "srm_fin_deductions" ("po_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_delivery_header_id" ON "srm_fin_deductions" ("delivery_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_account_id" ON "srm_fin_deductions" ("account_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_deductions_creation_date" ON "srm_fin_deductions" ("creation_date");

ALTER TABLE "srm_fin_deductions" ADD CONSTRAINT "fk_srm_fin_deductions_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_deductions" ADD CONSTRAINT "fk_srm_fin_deductions_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_invoice_id" ON "srm_fin_invoice_lines" ("invoice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_account_line_id" ON "srm_fin_invoice_lines" ("account_line_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_invoice_lines_invoice_hold" ON "srm_fin_invoice_lines" ("invoice_hold");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_delivery_line_id" ON "srm_fin_invoice_lines" ("delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_po_line_id" ON "srm_fin_invoice_lines" ("po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_creation_date" ON "srm_fin_invoice_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoice_lines_line_number_invoice_line_id" ON "srm_fin_invoice_lines" ("line_number", "invoice_line_id");

ALTER TABLE "srm_fin_invoice_lines" ADD CONSTRAINT "fk_srm_fin_invoice_lines_invoice_id" FOREIGN KEY ("invoice_id") REFERENCES "srm_fin_invoices" ("invoice_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_invoices_invoice_code_invoice_number" ON "srm_fin_invoices" ("invoice_code", "invoice_number");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoices_account_id" ON "srm_fin_invoices" ("account_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoices_supplier_id" ON "srm_fin_invoices" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoices_org_id" ON "srm_fin_invoices" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoices_original_invoice_id" ON "srm_fin_invoices" ("original_invoice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_invoices_creation_date" ON "srm_fin_invoices" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_fin_invoices_invoice_number" ON "srm_fin_invoices" USING gin ("invoice_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_fin_invoices_invoice_code" ON "srm_fin_invoices" USING gin ("invoice_code" public.gin_trgm_ops);

ALTER TABLE "srm_fin_invoices" ADD CONSTRAINT "fk_srm_fin_invoices_account_id" FOREIGN KEY ("account_id") REFERENCES "srm_fin_account_stmts" ("account_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_invoices" ADD CONSTRAINT "fk_srm_fin_invoices_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_fin_invoices" ADD CONSTRAINT "fk_srm_fin_invoices_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_fin_match_tolerances_org_id" ON "srm_fin_match_tolerances" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_fin_match_tolerances_creation_date" ON "srm_fin_match_tolerances" ("creation_date");

ALTER TABLE "srm_fin_match_tolerances" ADD CONSTRAINT "fk_srm_fin_match_tolerances_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_indicator_evaluators_indicator_id" ON "srm_spe_indicator_evaluators" ("indicator_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_indicator_evaluators_indicator_id_user_id" ON "srm_spe_indicator_evaluators" ("indicator_id", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_indicator_evaluators_user_id" ON "srm_spe_indicator_evaluators" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_indicator_evaluators_creation_date" ON "srm_spe_indicator_evaluators" ("creation_date");

ALTER TABLE "srm_spe_indicator_evaluators" ADD CONSTRAINT "fk_srm_spe_indicator_evaluators_indicator_id" FOREIGN KEY ("indicator_id") REFERENCES "srm_spe_indicators" ("indicator_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_indicator_evaluators" ADD CONSTRAINT "fk_srm_spe_indicator_evaluators_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_indicators_indicator_code" ON "srm_spe_indicators" ("indicator_code");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_indicators_creation_date" ON "srm_spe_indicators" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_indicators_indicator_code_indicator_id" ON "srm_spe_indicators" ("indicator_code", "indicator_id");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_indicators_indicator_code" ON "srm_spe_indicators" USING gin ("indicator_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_spe_indicators_indicator_name" ON "srm_spe_indicators" USING gin ("indicator_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_spe_manual_scores_performance_line_id" ON "srm_spe_manual_scores" ("performance_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_manual_scores_performance_id" ON "srm_spe_manual_scores" ("performance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_manual_scores_scheme_id" ON "srm_spe_manual_scores" ("scheme_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_manual_scores_evaluator_user_id" ON "srm_spe_manual_scores" ("evaluator_user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_manual_scores_creation_date" ON "srm_spe_manual_scores" ("creation_date");

ALTER TABLE "srm_spe_manual_scores" ADD CONSTRAINT "fk_srm_spe_manual_scores_performance_line_id" FOREIGN KEY ("performance_line_id") REFERENCES "srm_spe_performance_lines" ("performance_line_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_manual_scores" ADD CONSTRAINT "fk_srm_spe_manual_scores_performance_id" FOREIGN KEY ("performance_id") REFERENCES "srm_spe_performances" ("performance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_manual_scores" ADD CONSTRAINT "fk_srm_spe_manual_scores_scheme_id" FOREIGN KEY ("scheme_id") REFERENCES "srm_spe_schemes" ("scheme_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_manual_scores" ADD CONSTRAINT "fk_srm_spe_manual_scores_evaluator_user_id" FOREIGN KEY ("evaluator_user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performance_lines_performance_id" ON "srm_spe_performance_lines" ("performance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performance_lines_creation_date" ON "srm_spe_performance_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_performance_lines_indicator_code" ON "srm_spe_performance_lines" USING gin ("indicator_code" public.gin_trgm_ops);

ALTER TABLE "srm_spe_performance_lines" ADD CONSTRAINT "fk_srm_spe_performance_lines_performance_id" FOREIGN KEY ("performance_id") REFERENCES "srm_spe_performances" ("performance_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_performance_lines" ADD CONSTRAINT "fk_srm_spe_performance_lines_indicator_id" FOREIGN KEY ("indicator_id") REFERENCES "srm_spe_indicators" ("indicator_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performance_measures_performance_id" ON "srm_spe_performance_measures" ("performance_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_performance_measures_performance_id_measure_code" ON "srm_spe_performance_measures" ("performance_id", "measure_code");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performance_measures_creation_date" ON "srm_spe_performance_measures" ("creation_date");

ALTER TABLE "srm_spe_performance_measures" ADD CONSTRAINT "fk_srm_spe_performance_measures_performance_id" FOREIGN KEY ("performance_id") REFERENCES "srm_spe_performances" ("performance_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_performances_performance_number" ON "srm_spe_performances" ("performance_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performances_scheme_id" ON "srm_spe_performances" ("scheme_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performances_supplier_id" ON "srm_spe_performances" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_performances_creation_date" ON "srm_spe_performances" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_performances_performance_number" ON "srm_spe_performances" USING gin ("performance_number" public.gin_trgm_ops);

ALTER TABLE "srm_spe_performances" ADD CONSTRAINT "fk_srm_spe_performances_scheme_id" FOREIGN KEY ("scheme_id") REFERENCES "srm_spe_schemes" ("scheme_id") ON DELETE RESTRICT;

ALTER TABLE "srm_spe_performances" ADD CONSTRAINT "fk_srm_spe_performances_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_scheme_suppliers_scheme_id" ON "srm_spe_scheme_suppliers" ("scheme_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_scheme_suppliers_scheme_id_supplier_id" ON "srm_spe_scheme_suppliers" ("scheme_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_scheme_suppliers_supplier_id" ON "srm_spe_scheme_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_scheme_suppliers_creation_date" ON "srm_spe_scheme_suppliers" ("creation_date");

ALTER TABLE "srm_spe_scheme_suppliers" ADD CONSTRAINT "fk_srm_spe_scheme_suppliers_scheme_id" FOREIGN KEY ("scheme_id") REFERENCES "srm_spe_schemes" ("scheme_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_scheme_suppliers" ADD CONSTRAINT "fk_srm_spe_scheme_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_schemes_scheme_number" ON "srm_spe_schemes" ("scheme_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_schemes_creation_date" ON "srm_spe_schemes" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_schemes_scheme_number" ON "srm_spe_schemes" USING gin ("scheme_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_spe_schemes_scheme_name" ON "srm_spe_schemes" USING gin ("scheme_name" public.gin_trgm_ops);

ALTER TABLE "srm_spe_schemes" ADD CONSTRAINT "fk_srm_spe_schemes_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_spe_templates" ("template_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_template_grades_template_id" ON "srm_spe_template_grades" ("template_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_template_grades_template_id_grade" ON "srm_spe_template_grades" ("template_id", "grade");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_template_grades_creation_date" ON "srm_spe_template_grades" ("creation_date");

ALTER TABLE "srm_spe_template_grades" ADD CONSTRAINT "fk_srm_spe_template_grades_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_spe_templates" ("template_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_spe_template_lines_template_id" ON "srm_spe_template_lines" ("template_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_template_lines_template_id_indicator_id" ON "srm_spe_template_lines" ("template_id", "indicator_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_template_lines_indicator_id" ON "srm_spe_template_lines" ("indicator_id");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_template_lines_creation_date" ON "srm_spe_template_lines" ("creation_date");

ALTER TABLE "srm_spe_template_lines" ADD CONSTRAINT "fk_srm_spe_template_lines_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_spe_templates" ("template_id") ON DELETE CASCADE;

ALTER TABLE "srm_spe_template_lines" ADD CONSTRAINT "fk_srm_spe_template_lines_indicator_id" FOREIGN KEY ("indicator_id") REFERENCES "srm_spe_indicators" ("indicator_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_spe_templates_template_number" ON "srm_spe_templates" ("template_number");

CREATE INDEX IF NOT EXISTS "ix_srm_spe_templates_creation_date" ON "srm_spe_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_spe_templates_template_number" ON "srm_spe_templates" USING gin ("template_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_spe_templates_template_name" ON "srm_spe_templates" USING gin ("template_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_items_compete_header_id" ON "srm_pon_compete_items" ("compete_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_items_item_id" ON "srm_pon_compete_items" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_items_category_id" ON "srm_pon_compete_items" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_items_creation_date" ON "srm_pon_compete_items" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_items_line_number_compete_line_id" ON "srm_pon_compete_items" ("line_number", "compete_line_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_compete_items_item_code" ON "srm_pon_compete_items" USING gin ("item_code" public.gin_trgm_ops);

ALTER TABLE "srm_pon_compete_items" ADD CONSTRAINT "fk_srm_pon_compete_items_compete_header_id" FOREIGN KEY ("compete_header_id") REFERENCES "srm_pon_compete_headers" ("compete_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_compete_items" ADD CONSTRAINT "fk_srm_pon_compete_items_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_compete_items" ADD CONSTRAINT "fk_srm_pon_compete_items_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_offers_compete_header_id" ON "srm_pon_compete_offers" ("compete_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_offers_supplier_id" ON "srm_pon_compete_offers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_offers_creation_date" ON "srm_pon_compete_offers" ("creation_date");

ALTER TABLE "srm_pon_compete_offers" ADD CONSTRAINT "fk_srm_pon_compete_offers_compete_header_id" FOREIGN KEY ("compete_header_id") REFERENCES "srm_pon_compete_headers" ("compete_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_compete_offers" ADD CONSTRAINT "fk_srm_pon_compete_offers_compete_line_id" FOREIGN KEY ("compete_line_id") REFERENCES "srm_pon_compete_items" ("compete_line_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_compete_offers" ADD CONSTRAINT "fk_srm_pon_compete_offers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_suppliers_compete_header_id" ON "srm_pon_compete_suppliers" ("compete_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_compete_suppliers_compete_header_id_supplier_id" ON "srm_pon_compete_suppliers" ("compete_header_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_suppliers_supplier_id" ON "srm_pon_compete_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_suppliers_creation_date" ON "srm_pon_compete_suppliers" ("creation_date");

ALTER TABLE "srm_pon_compete_suppliers" ADD CONSTRAINT "fk_srm_pon_compete_suppliers_compete_header_id" FOREIGN KEY ("compete_header_id") REFERENCES "srm_pon_compete_headers" ("compete_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_compete_suppliers" ADD CONSTRAINT "fk_srm_pon_compete_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_turns_compete_header_id" ON "srm_pon_compete_turns" ("compete_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_compete_turns_compete_header_id_turn_number" ON "srm_pon_compete_turns" ("compete_header_id", "turn_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_turns_creation_date" ON "srm_pon_compete_turns" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_turns_turn_number_turn_id" ON "srm_pon_compete_turns" ("turn_number", "turn_id");

ALTER TABLE "srm_pon_compete_turns" ADD CONSTRAINT "fk_srm_pon_compete_turns_compete_header_id" FOREIGN KEY ("compete_header_id") REFERENCES "srm_pon_compete_headers" ("compete_header_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_compete_headers_compete_number" ON "srm_pon_compete_headers" ("compete_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_headers_org_id" ON "srm_pon_compete_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_headers_creation_date" ON "srm_pon_compete_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_compete_headers_compete_number" ON "srm_pon_compete_headers" USING gin ("compete_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_compete_headers_compete_title" ON "srm_pon_compete_headers" USING gin ("compete_title" public.gin_trgm_ops);

ALTER TABLE "srm_pon_compete_headers" ADD CONSTRAINT "fk_srm_pon_compete_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;
