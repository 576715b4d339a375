-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_pon_bargain_lines" (
  "bargain_line_id" bigserial NOT NULL,
  "bargain_id" bigint,
  "bid_line_id" bigint,
  "line_number" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "quoted_price" numeric(20,4),
  "target_price" numeric(20,4),
  "bargain_price" numeric(20,4),
  "bargain_line_amount" numeric(20,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bargain_line_id")
);

CREATE TABLE "srm_pon_bargains" (
  "bargain_id" bigserial NOT NULL,
  "bargain_number" varchar(40),
  "bid_header_id" bigint,
  "bid_number" varchar(40),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "score_rank" bigint,
  "currency_code" varchar(60),
  "quoted_amount" numeric(20,2),
  "bargain_amount" numeric(20,2),
  "bargain_reason" varchar(1000),
  "bargain_end_date" timestamptz,
  "bargain_status" varchar(60),
  "request_date" timestamptz,
  "answer_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bargain_id")
);

ALTER TABLE "srm_pon_bid_item_prices" ADD COLUMN "bargain_price" numeric(20,4);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "bargain_amount" numeric(20,2);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargain_lines_bargain_id" ON "srm_pon_bargain_lines" ("bargain_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargain_lines_bid_line_id" ON "srm_pon_bargain_lines" ("bid_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargain_lines_creation_date" ON "srm_pon_bargain_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargain_lines_line_number_bargain_line_id" ON "srm_pon_bargain_lines" ("line_number", "bargain_line_id");

ALTER TABLE "srm_pon_bargain_lines" ADD CONSTRAINT "fk_srm_pon_bargain_lines_bargain_id" FOREIGN KEY ("bargain_id") REFERENCES "srm_pon_bargains" ("bargain_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bargains_bargain_number" ON "srm_pon_bargains" ("bargain_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargains_bid_header_id" ON "srm_pon_bargains" ("bid_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargains_auction_header_id" ON "srm_pon_bargains" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargains_org_id" ON "srm_pon_bargains" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargains_supplier_id" ON "srm_pon_bargains" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bargains_creation_date" ON "srm_pon_bargains" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bargains_bargain_number" ON "srm_pon_bargains" USING gin ("bargain_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bargains_auction_number" ON "srm_pon_bargains" USING gin ("auction_number" public.gin_trgm_ops);

ALTER TABLE "srm_pon_bargains" ADD CONSTRAINT "fk_srm_pon_bargains_bid_header_id" FOREIGN KEY ("bid_header_id") REFERENCES "srm_pon_bid_headers" ("bid_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bargains" ADD CONSTRAINT "fk_srm_pon_bargains_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bargains" ADD CONSTRAINT "fk_srm_pon_bargains_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
