-- Generated from the entity definitions on 2026-11-25; never edit after commit.
ALTER TABLE "srm_pon_auction_answers" ADD COLUMN "auction_type" varchar(60);

ALTER TABLE "srm_pon_auction_questions" ADD COLUMN "auction_type" varchar(60);

-- Questions and clarifications made before tenders existed are an inquiry's: the inquiry lists filter on the kind.
UPDATE "srm_pon_auction_questions" q SET "auction_type" = h."auction_type" FROM "srm_pon_auction_headers" h WHERE h."auction_header_id" = q."auction_header_id" AND q."auction_type" IS NULL;
UPDATE "srm_pon_auction_answers" a SET "auction_type" = h."auction_type" FROM "srm_pon_auction_headers" h WHERE h."auction_header_id" = a."auction_header_id" AND a."auction_type" IS NULL;
