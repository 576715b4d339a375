-- Generated from the entity definitions on 2026-11-25; never edit after commit.
CREATE TABLE "srm_pon_auction_item_ladders" (
  "item_ladder_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "line_number" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "ladder_quantity" numeric(24,4),
  "notes" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("item_ladder_id")
);

CREATE TABLE "srm_pon_bid_ladder_prices" (
  "bid_ladder_id" bigserial NOT NULL,
  "bid_header_id" bigint,
  "item_ladder_id" bigint,
  "line_number" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "ladder_quantity" numeric(24,4),
  "tax_price" numeric(20,4),
  "sealed_values" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bid_ladder_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_item_ladders_auction_header_id" ON "srm_pon_auction_item_ladders" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_item_ladders_auction_header_id_line_0056wped" ON "srm_pon_auction_item_ladders" ("auction_header_id", "line_number", "ladder_quantity");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_item_ladders_creation_date" ON "srm_pon_auction_item_ladders" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_item_ladders_line_number_ladder_qua_00yx7gor" ON "srm_pon_auction_item_ladders" ("line_number", "ladder_quantity", "item_ladder_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_auction_item_ladders_item_code" ON "srm_pon_auction_item_ladders" USING gin ("item_code" public.gin_trgm_ops);

ALTER TABLE "srm_pon_auction_item_ladders" ADD CONSTRAINT "fk_srm_pon_auction_item_ladders_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_ladder_prices_bid_header_id" ON "srm_pon_bid_ladder_prices" ("bid_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bid_ladder_prices_bid_header_id_item_ladder_id" ON "srm_pon_bid_ladder_prices" ("bid_header_id", "item_ladder_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_ladder_prices_item_ladder_id" ON "srm_pon_bid_ladder_prices" ("item_ladder_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_ladder_prices_creation_date" ON "srm_pon_bid_ladder_prices" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bid_ladder_prices_line_number_ladder_quanti_00o6xb61" ON "srm_pon_bid_ladder_prices" ("line_number", "ladder_quantity", "bid_ladder_id");

ALTER TABLE "srm_pon_bid_ladder_prices" ADD CONSTRAINT "fk_srm_pon_bid_ladder_prices_bid_header_id" FOREIGN KEY ("bid_header_id") REFERENCES "srm_pon_bid_headers" ("bid_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_bid_ladder_prices" ADD CONSTRAINT "fk_srm_pon_bid_ladder_prices_item_ladder_id" FOREIGN KEY ("item_ladder_id") REFERENCES "srm_pon_auction_item_ladders" ("item_ladder_id") ON DELETE RESTRICT;
