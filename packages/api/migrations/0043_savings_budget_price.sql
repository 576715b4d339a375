-- Generated from the entity definitions on 2026-12-04; never edit after commit.
ALTER TABLE "srm_pon_auction_items" ADD COLUMN "budget_price" numeric(20,4);

ALTER TABLE "srm_pon_compete_items" ADD COLUMN "budget_price" numeric(20,4);
