-- Generated from the entity definitions on 2026-11-25; never edit after commit.
CREATE TABLE "srm_pon_auction_items" (
  "auction_line_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "need_by_date" date,
  "requisition_line_id" bigint,
  "requisition_number" varchar(40),
  "notes" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("auction_line_id")
);

CREATE TABLE "srm_pon_auction_openers" (
  "opener_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "user_id" bigint,
  "person_name" varchar(240),
  "signed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("opener_id")
);

CREATE TABLE "srm_pon_auction_suppliers" (
  "invite_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "last_bid_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("invite_id")
);

CREATE TABLE "srm_pon_auction_headers" (
  "auction_header_id" bigserial NOT NULL,
  "auction_number" varchar(40),
  "auction_title" varchar(200),
  "auction_type" varchar(60),
  "org_id" bigint,
  "org_name" varchar(240),
  "currency_code" varchar(60),
  "tax_rate_code" varchar(60),
  "template_id" bigint,
  "template_name" varchar(240),
  "bid_start_date" timestamptz,
  "bid_end_date" timestamptz,
  "open_quorum" bigint,
  "round_number" bigint,
  "buyer_name" varchar(120),
  "note_to_supplier" varchar(2000),
  "auction_status" varchar(60),
  "publish_date" timestamptz,
  "close_bidding_date" timestamptz,
  "open_bidding_date" timestamptz,
  "bid_count" bigint,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("auction_header_id")
);

CREATE TABLE "srm_pon_bid_item_prices" (
  "bid_line_id" bigserial NOT NULL,
  "bid_header_id" bigint,
  "auction_line_id" bigint,
  "line_number" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "tax_price" numeric(20,4),
  "freight_price" numeric(20,2),
  "mould_cost" numeric(20,2),
  "lead_time_days" bigint,
  "moq" numeric(24,4),
  "notes" varchar(1000),
  "sealed_values" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bid_line_id")
);

CREATE TABLE "srm_pon_bid_headers" (
  "bid_header_id" bigserial NOT NULL,
  "bid_number" varchar(40),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "round_number" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "currency_code" varchar(60),
  "bid_status" varchar(60),
  "sealed_flag" varchar(1),
  "submit_date" timestamptz,
  "total_amount" numeric(20,2),
  "note_to_buyer" varchar(2000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bid_header_id")
);

CREATE TABLE "srm_pon_offer_templates" (
  "template_id" bigserial NOT NULL,
  "template_code" varchar(40),
  "template_name" varchar(200),
  "freight_flag" varchar(1),
  "mould_cost_flag" varchar(1),
  "lead_time_flag" varchar(1),
  "moq_flag" varchar(1),
  "enabled_flag" varchar(1),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE TABLE "srm_pon_seal_keys" (
  "seal_key_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "round_number" bigint,
  "wrapped_key" varchar(200),
  "opened_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("seal_key_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_auction_header_id" ON "srm_pon_auction_items" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_item_id" ON "srm_pon_auction_items" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_category_id" ON "srm_pon_auction_items" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_requisition_line_id" ON "srm_pon_auction_items" ("requisition_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_creation_date" ON "srm_pon_auction_items" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_items_line_number_auction_line_id" ON "srm_pon_auction_items" ("line_number", "auction_line_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_auction_items_item_code" ON "srm_pon_auction_items" USING gin ("item_code" public.gin_trgm_ops);

ALTER TABLE "srm_pon_auction_items" ADD CONSTRAINT "fk_srm_pon_auction_items_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_auction_items" ADD CONSTRAINT "fk_srm_pon_auction_items_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_auction_items" ADD CONSTRAINT "fk_srm_pon_auction_items_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_openers_auction_header_id" ON "srm_pon_auction_openers" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_openers_auction_header_id_user_id" ON "srm_pon_auction_openers" ("auction_header_id", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_openers_creation_date" ON "srm_pon_auction_openers" ("creation_date");

ALTER TABLE "srm_pon_auction_openers" ADD CONSTRAINT "fk_srm_pon_auction_openers_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_auction_openers" ADD CONSTRAINT "fk_srm_pon_auction_openers_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_suppliers_auction_header_id" ON "srm_pon_auction_suppliers" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_suppliers_auction_header_id_supplier_id" ON "srm_pon_auction_suppliers" ("auction_header_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_suppliers_supplier_id" ON "srm_pon_auction_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_suppliers_creation_date" ON "srm_pon_auction_suppliers" ("creation_date");

ALTER TABLE "srm_pon_auction_suppliers" ADD CONSTRAINT "fk_srm_pon_auction_suppliers_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_auction_suppliers" ADD CONSTRAINT "fk_srm_pon_auction_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_headers_auction_number" ON "srm_pon_auction_headers" ("auction_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_headers_org_id" ON "srm_pon_auction_headers" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_headers_creation_date" ON "srm_pon_auction_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_auction_headers_auction_number" ON "srm_pon_auction_headers" USING gin ("auction_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_auction_headers_auction_title" ON "srm_pon_auction_headers" USING gin ("auction_title" public.gin_trgm_ops);

ALTER TABLE "srm_pon_auction_headers" ADD CONSTRAINT "fk_srm_pon_auction_headers_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_auction_headers" ADD CONSTRAINT "fk_srm_pon_auction_headers_template_id" FOREIGN KEY ("template_id") REFERENCES "srm_pon_offer_templates" ("template_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_item_prices_bid_header_id" ON "srm_pon_bid_item_prices" ("bid_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bid_item_prices_bid_header_id_auction_line_id" ON "srm_pon_bid_item_prices" ("bid_header_id", "auction_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_item_prices_auction_line_id" ON "srm_pon_bid_item_prices" ("auction_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_item_prices_creation_date" ON "srm_pon_bid_item_prices" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_item_prices_line_number_bid_line_id" ON "srm_pon_bid_item_prices" ("line_number", "bid_line_id");

ALTER TABLE "srm_pon_bid_item_prices" ADD CONSTRAINT "fk_srm_pon_bid_item_prices_bid_header_id" FOREIGN KEY ("bid_header_id") REFERENCES "srm_pon_bid_headers" ("bid_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_bid_item_prices" ADD CONSTRAINT "fk_srm_pon_bid_item_prices_auction_line_id" FOREIGN KEY ("auction_line_id") REFERENCES "srm_pon_auction_items" ("auction_line_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bid_headers_bid_number" ON "srm_pon_bid_headers" ("bid_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_headers_auction_header_id" ON "srm_pon_bid_headers" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_headers_supplier_id" ON "srm_pon_bid_headers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_headers_creation_date" ON "srm_pon_bid_headers" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bid_headers_bid_number" ON "srm_pon_bid_headers" USING gin ("bid_number" public.gin_trgm_ops);

ALTER TABLE "srm_pon_bid_headers" ADD CONSTRAINT "fk_srm_pon_bid_headers_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bid_headers" ADD CONSTRAINT "fk_srm_pon_bid_headers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_offer_templates_template_code" ON "srm_pon_offer_templates" ("template_code");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_offer_templates_creation_date" ON "srm_pon_offer_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_offer_templates_template_code_template_id" ON "srm_pon_offer_templates" ("template_code", "template_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_offer_templates_template_code" ON "srm_pon_offer_templates" USING gin ("template_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_offer_templates_template_name" ON "srm_pon_offer_templates" USING gin ("template_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_seal_keys_auction_header_id" ON "srm_pon_seal_keys" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_seal_keys_auction_header_id_round_number" ON "srm_pon_seal_keys" ("auction_header_id", "round_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_seal_keys_creation_date" ON "srm_pon_seal_keys" ("creation_date");
