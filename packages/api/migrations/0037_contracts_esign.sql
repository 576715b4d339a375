-- Generated from the entity definitions on 2026-11-27; never edit after commit.
CREATE TABLE "srm_okc_contract_clauses" (
  "contract_clause_id" bigserial NOT NULL,
  "contract_id" bigint,
  "seq_num" bigint,
  "term_id" bigint,
  "clause_title" varchar(240),
  "clause_text" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("contract_clause_id")
);

CREATE TABLE "srm_okc_contract_items" (
  "contract_item_id" bigserial NOT NULL,
  "contract_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "purchase_quantity" numeric(24,4),
  "tax_price" numeric(20,4),
  "tax_rate_code" varchar(60),
  "line_amount" numeric(20,2),
  "demand_date" date,
  "contract_item_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("contract_item_id")
);

CREATE TABLE "srm_okc_contract_key_nodes" (
  "key_node_id" bigserial NOT NULL,
  "contract_id" bigint,
  "line_number" bigint,
  "node_name" varchar(120),
  "plan_date" date,
  "responsible_party" varchar(120),
  "node_explain" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("key_node_id")
);

CREATE TABLE "srm_okc_contract_payments" (
  "payment_stage_id" bigserial NOT NULL,
  "contract_id" bigint,
  "line_number" bigint,
  "payment_stage_name" varchar(120),
  "payment_stage_explain" varchar(1000),
  "payment_proportion" numeric(24,2),
  "estimate_payment_date" date,
  "warning_advance_days" bigint,
  "payable_amount" numeric(20,2),
  "paid_amount" numeric(20,2),
  "payment_completed_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("payment_stage_id")
);

CREATE TABLE "srm_okc_contract_supplements" (
  "supplement_id" bigserial NOT NULL,
  "contract_id" bigint,
  "line_number" bigint,
  "supplement_title" varchar(240),
  "supplement_text" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("supplement_id")
);

CREATE TABLE "srm_okc_template_clauses" (
  "template_clause_id" bigserial NOT NULL,
  "template_id" bigint,
  "seq_num" bigint,
  "term_id" bigint,
  "term_code" varchar(40),
  "term_name" varchar(240),
  "term_type" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_clause_id")
);

CREATE TABLE "srm_okc_contract_templates" (
  "template_id" bigserial NOT NULL,
  "template_code" varchar(40),
  "template_name" varchar(240),
  "template_type" varchar(60),
  "version_number" bigint,
  "global_flag" varchar(1),
  "comments" varchar(1000),
  "changing_flag" varchar(1),
  "origin_template_id" bigint,
  "template_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE TABLE "srm_okc_contract_terms" (
  "term_id" bigserial NOT NULL,
  "term_code" varchar(40),
  "term_name" varchar(240),
  "term_type" varchar(60),
  "version_number" bigint,
  "global_flag" varchar(1),
  "term_content" text,
  "comments" varchar(1000),
  "changing_flag" varchar(1),
  "origin_term_id" bigint,
  "term_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("term_id")
);

CREATE TABLE "srm_okc_contracts" (
  "contract_id" bigserial NOT NULL,
  "contract_code" varchar(40),
  "contract_name" varchar(240),
  "contract_type" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "template_id" bigint,
  "template_name" varchar(240),
  "version_number" bigint,
  "total_amount" numeric(20,2),
  "currency_code" varchar(60),
  "start_date" date,
  "end_date" date,
  "signed_site" varchar(240),
  "party_a_sign_date" date,
  "party_b_sign_date" date,
  "created_mode" varchar(60),
  "source_bid_id" bigint,
  "source_agreement_id" bigint,
  "source_order_id" bigint,
  "source_code" varchar(60),
  "source_id" varchar(60),
  "termination_date" date,
  "termination_reasons" varchar(1000),
  "refuse_reason" varchar(1000),
  "comments" varchar(1000),
  "attachment_ids" varchar(4000),
  "contract_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("contract_id")
);

CREATE TABLE "srm_okc_watermarks" (
  "watermark_id" bigserial NOT NULL,
  "watermark_name" varchar(120),
  "watermark_kind" varchar(60),
  "text_pattern" varchar(200),
  "opacity" numeric(24,2),
  "angle" bigint,
  "font_size" bigint,
  "color_hex" varchar(7),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("watermark_id")
);

CREATE TABLE "srm_esign_accounts" (
  "sign_account_id" bigserial NOT NULL,
  "sign_account_code" varchar(40),
  "account_type" varchar(60),
  "party_type" varchar(60),
  "account_name" varchar(200),
  "user_id" bigint,
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "cert_serial" varchar(64),
  "cert_subject" varchar(500),
  "cert_issuer" varchar(500),
  "cert_not_after" timestamptz,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("sign_account_id")
);

CREATE TABLE "srm_esign_documents" (
  "sign_document_id" bigserial NOT NULL,
  "sign_flow_id" bigint,
  "pdf_base64" text,
  "signature_count" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("sign_document_id")
);

CREATE TABLE "srm_esign_flows" (
  "sign_flow_id" bigserial NOT NULL,
  "flow_code" varchar(40),
  "contract_id" bigint,
  "contract_code" varchar(40),
  "contract_name" varchar(240),
  "version_number" bigint,
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "flow_status" varchar(60),
  "buyer_signer_name" varchar(100),
  "buyer_signed_at" timestamptz,
  "supplier_signer_name" varchar(100),
  "supplier_signed_at" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("sign_flow_id")
);

CREATE TABLE "srm_esign_keys" (
  "sign_key_id" bigserial NOT NULL,
  "owner_code" varchar(60),
  "cert_pem" text,
  "wrapped_key" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("sign_key_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_clauses_contract_id" ON "srm_okc_contract_clauses" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_clauses_creation_date" ON "srm_okc_contract_clauses" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_clauses_seq_num_contract_clause_id" ON "srm_okc_contract_clauses" ("seq_num", "contract_clause_id");

ALTER TABLE "srm_okc_contract_clauses" ADD CONSTRAINT "fk_srm_okc_contract_clauses_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE CASCADE;

ALTER TABLE "srm_okc_contract_clauses" ADD CONSTRAINT "fk_srm_okc_contract_clauses_term_id" FOREIGN KEY ("term_id") REFERENCES "srm_okc_contract_terms" ("term_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_items_contract_id" ON "srm_okc_contract_items" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_items_item_id" ON "srm_okc_contract_items" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_items_category_id" ON "srm_okc_contract_items" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_items_creation_date" ON "srm_okc_contract_items" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_items_line_number_contract_item_id" ON "srm_okc_contract_items" ("line_number", "contract_item_id");

ALTER TABLE "srm_okc_contract_items" ADD CONSTRAINT "fk_srm_okc_contract_items_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE CASCADE;

ALTER TABLE "srm_okc_contract_items" ADD CONSTRAINT "fk_srm_okc_contract_items_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contract_items" ADD CONSTRAINT "fk_srm_okc_contract_items_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_key_nodes_contract_id" ON "srm_okc_contract_key_nodes" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_key_nodes_creation_date" ON "srm_okc_contract_key_nodes" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_key_nodes_line_number_key_node_id" ON "srm_okc_contract_key_nodes" ("line_number", "key_node_id");

ALTER TABLE "srm_okc_contract_key_nodes" ADD CONSTRAINT "fk_srm_okc_contract_key_nodes_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_payments_contract_id" ON "srm_okc_contract_payments" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_payments_creation_date" ON "srm_okc_contract_payments" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_payments_line_number_payment_stage_id" ON "srm_okc_contract_payments" ("line_number", "payment_stage_id");

ALTER TABLE "srm_okc_contract_payments" ADD CONSTRAINT "fk_srm_okc_contract_payments_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_supplements_contract_id" ON "srm_okc_contract_supplements" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_supplements_creation_date" ON "srm_okc_contract_supplements" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_supplements_line_number_supplement_id" ON "srm_okc_contract_supplements" ("line_number", "supplement_id");

ALTER TABLE "srm_okc_contract_supplements" ADD CONSTRAINT "fk_srm_okc_contract_supplements_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_template_clauses_template_id" ON "srm_okc_template_clauses" ("template_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_template_clauses_creation_date" ON "srm_okc_template_clauses" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_template_clauses_seq_num_template_clause_id" ON "srm_okc_template_clauses" ("seq_num", "template_clause_id");

ALTER TABLE "srm_okc_template_clauses" ADD CONSTRAINT "fk_srm_okc_template_clauses_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_okc_contract_templates" ("template_id") ON DELETE CASCADE;

ALTER TABLE "srm_okc_template_clauses" ADD CONSTRAINT "fk_srm_okc_template_clauses_term_id" FOREIGN KEY ("term_id") REFERENCES "srm_okc_contract_terms" ("term_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_templates_creation_date" ON "srm_okc_contract_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contract_templates_template_name" ON "srm_okc_contract_templates" USING gin ("template_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contract_templates_template_code" ON "srm_okc_contract_templates" USING gin ("template_code" public.gin_trgm_ops);

ALTER TABLE "srm_okc_contract_templates" ADD CONSTRAINT "fk_srm_okc_contract_templates_origin_template_id" FOREIGN KEY ("origin_template_id") REFERENCES "srm_okc_contract_templates" ("template_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contract_terms_creation_date" ON "srm_okc_contract_terms" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contract_terms_term_name" ON "srm_okc_contract_terms" USING gin ("term_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contract_terms_term_code" ON "srm_okc_contract_terms" USING gin ("term_code" public.gin_trgm_ops);

ALTER TABLE "srm_okc_contract_terms" ADD CONSTRAINT "fk_srm_okc_contract_terms_origin_term_id" FOREIGN KEY ("origin_term_id") REFERENCES "srm_okc_contract_terms" ("term_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_okc_contracts_contract_code" ON "srm_okc_contracts" ("contract_code");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contracts_supplier_id" ON "srm_okc_contracts" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contracts_org_id" ON "srm_okc_contracts" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_okc_contracts_creation_date" ON "srm_okc_contracts" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contracts_contract_code" ON "srm_okc_contracts" USING gin ("contract_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_okc_contracts_contract_name" ON "srm_okc_contracts" USING gin ("contract_name" public.gin_trgm_ops);

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_okc_contract_templates" ("template_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_source_bid_id" FOREIGN KEY ("source_bid_id") REFERENCES "srm_pon_bid_headers" ("bid_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_source_agreement_id" FOREIGN KEY ("source_agreement_id") REFERENCES "srm_po_agreement_headers" ("agreement_id") ON DELETE RESTRICT;

ALTER TABLE "srm_okc_contracts" ADD CONSTRAINT "fk_srm_okc_contracts_source_order_id" FOREIGN KEY ("source_order_id") REFERENCES "srm_po_headers" ("po_header_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_okc_watermarks_creation_date" ON "srm_okc_watermarks" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_esign_accounts_sign_account_code" ON "srm_esign_accounts" ("sign_account_code");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_accounts_user_id" ON "srm_esign_accounts" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_accounts_org_id" ON "srm_esign_accounts" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_accounts_supplier_id" ON "srm_esign_accounts" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_accounts_creation_date" ON "srm_esign_accounts" ("creation_date");

ALTER TABLE "srm_esign_accounts" ADD CONSTRAINT "fk_srm_esign_accounts_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "srm_esign_accounts" ADD CONSTRAINT "fk_srm_esign_accounts_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_esign_accounts" ADD CONSTRAINT "fk_srm_esign_accounts_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_esign_documents_sign_flow_id" ON "srm_esign_documents" ("sign_flow_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_documents_creation_date" ON "srm_esign_documents" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_esign_flows_flow_code" ON "srm_esign_flows" ("flow_code");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_flows_contract_id" ON "srm_esign_flows" ("contract_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_flows_org_id" ON "srm_esign_flows" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_flows_supplier_id" ON "srm_esign_flows" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_flows_creation_date" ON "srm_esign_flows" ("creation_date");

ALTER TABLE "srm_esign_flows" ADD CONSTRAINT "fk_srm_esign_flows_contract_id" FOREIGN KEY ("contract_id") REFERENCES "srm_okc_contracts" ("contract_id") ON DELETE RESTRICT;

ALTER TABLE "srm_esign_flows" ADD CONSTRAINT "fk_srm_esign_flows_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_esign_flows" ADD CONSTRAINT "fk_srm_esign_flows_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_esign_keys_owner_code" ON "srm_esign_keys" ("owner_code");

CREATE INDEX IF NOT EXISTS "ix_srm_esign_keys_creation_date" ON "srm_esign_keys" ("creation_date");
