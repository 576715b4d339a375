-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "bidding_rule_id" bigint;

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "bidding_rule_name" varchar(240);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "min_bidders" bigint;

CREATE TABLE "srm_pon_bidding_rules" (
  "bidding_rule_id" bigserial NOT NULL,
  "rule_code" varchar(40),
  "rule_name" varchar(200),
  "inviting_bid_way" varchar(60),
  "min_bidders" bigint,
  "min_invited" bigint,
  "min_jury" bigint,
  "enabled_flag" varchar(1),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bidding_rule_id")
);

ALTER TABLE "srm_pon_auction_headers" ADD CONSTRAINT "fk_srm_pon_auction_headers_bidding_rule_id" FOREIGN KEY ("bidding_rule_id") REFERENCES "srm_pon_bidding_rules" ("bidding_rule_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bidding_rules_rule_code" ON "srm_pon_bidding_rules" ("rule_code");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_rules_creation_date" ON "srm_pon_bidding_rules" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_rules_rule_code_bidding_rule_id" ON "srm_pon_bidding_rules" ("rule_code", "bidding_rule_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bidding_rules_rule_code" ON "srm_pon_bidding_rules" USING gin ("rule_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bidding_rules_rule_name" ON "srm_pon_bidding_rules" USING gin ("rule_name" public.gin_trgm_ops);
