-- Generated from the entity definitions on 2026-11-25; never edit after commit.
ALTER TABLE "srm_po_agreement_headers" ADD COLUMN "auction_number" varchar(40);

ALTER TABLE "srm_po_headers" ADD COLUMN "auction_number" varchar(40);

ALTER TABLE "srm_pon_auction_items" ADD COLUMN "awarded_quantity" numeric(24,4);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "award_comments" varchar(1000);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "award_complete_date" timestamptz;

ALTER TABLE "srm_pon_bid_item_prices" ADD COLUMN "award_quantity" numeric(24,4);

ALTER TABLE "srm_pon_bid_item_prices" ADD COLUMN "award_proportion" numeric(24,2);

ALTER TABLE "srm_pon_bid_item_prices" ADD COLUMN "award_status" varchar(60);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "award_status" varchar(60);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "award_date" timestamptz;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "award_amount" numeric(20,2);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "agreement_id" bigint;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "agreement_number" varchar(40);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "po_header_id" bigint;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "po_number" varchar(40);
