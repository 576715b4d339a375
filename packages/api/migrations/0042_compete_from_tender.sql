-- Generated from the entity definitions on 2026-12-02; never edit after commit.
ALTER TABLE "srm_pon_compete_headers" ADD COLUMN "compete_source" varchar(60);

ALTER TABLE "srm_pon_compete_headers" ADD COLUMN "auction_header_id" bigint;

ALTER TABLE "srm_pon_compete_headers" ADD COLUMN "auction_number" varchar(40);

ALTER TABLE "srm_pon_compete_headers" ADD COLUMN "auction_title" varchar(240);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_compete_headers_auction_header_id" ON "srm_pon_compete_headers" ("auction_header_id");
