-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_pon_clarification_lines" (
  "clarification_line_id" bigserial NOT NULL,
  "clarification_id" bigint,
  "line_number" bigint,
  "question" text,
  "reply_text" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("clarification_line_id")
);

CREATE TABLE "srm_pon_clarifications" (
  "clarification_id" bigserial NOT NULL,
  "clarification_number" varchar(40),
  "clarification_title" varchar(200),
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
  "reply_end_date" timestamptz,
  "clarification_status" varchar(60),
  "sent_date" timestamptz,
  "reply_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("clarification_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarification_lines_clarification_id" ON "srm_pon_clarification_lines" ("clarification_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarification_lines_creation_date" ON "srm_pon_clarification_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarification_lines_line_number_clarificati_00okor90" ON "srm_pon_clarification_lines" ("line_number", "clarification_line_id");

ALTER TABLE "srm_pon_clarification_lines" ADD CONSTRAINT "fk_srm_pon_clarification_lines_clarification_id" FOREIGN KEY ("clarification_id") REFERENCES "srm_pon_clarifications" ("clarification_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_clarifications_clarification_number" ON "srm_pon_clarifications" ("clarification_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarifications_bid_header_id" ON "srm_pon_clarifications" ("bid_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarifications_auction_header_id" ON "srm_pon_clarifications" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarifications_org_id" ON "srm_pon_clarifications" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarifications_supplier_id" ON "srm_pon_clarifications" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_clarifications_creation_date" ON "srm_pon_clarifications" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_clarifications_clarification_number" ON "srm_pon_clarifications" USING gin ("clarification_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_clarifications_clarification_title" ON "srm_pon_clarifications" USING gin ("clarification_title" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_clarifications_auction_number" ON "srm_pon_clarifications" USING gin ("auction_number" public.gin_trgm_ops);

ALTER TABLE "srm_pon_clarifications" ADD CONSTRAINT "fk_srm_pon_clarifications_bid_header_id" FOREIGN KEY ("bid_header_id") REFERENCES "srm_pon_bid_headers" ("bid_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_clarifications" ADD CONSTRAINT "fk_srm_pon_clarifications_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_clarifications" ADD CONSTRAINT "fk_srm_pon_clarifications_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_clarifications" ADD CONSTRAINT "fk_srm_pon_clarifications_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
