-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "compliance_review" varchar(1);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "publicity_days" bigint;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "mark_result" varchar(60);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "mark_comments" varchar(1000);

ALTER TABLE "srm_pon_bidding_rules" ADD COLUMN "compliance_review" varchar(1);

ALTER TABLE "srm_pon_bidding_rules" ADD COLUMN "publicity_days" bigint;

CREATE TABLE "srm_pon_bright_moon_lines" (
  "bright_line_id" bigserial NOT NULL,
  "bright_id" bigint,
  "score_rank" bigint,
  "supplier_name" varchar(240),
  "score_sum" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bright_line_id")
);

CREATE TABLE "srm_pon_bright_moons" (
  "bright_id" bigserial NOT NULL,
  "bright_number" varchar(40),
  "bright_title" varchar(200),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "candidate_count" bigint,
  "publicity_end_date" timestamptz,
  "bright_content" text,
  "bright_status" varchar(60),
  "publish_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bright_id")
);

CREATE TABLE "srm_pon_response_mark_lines" (
  "mark_line_id" bigserial NOT NULL,
  "mark_id" bigint,
  "bid_header_id" bigint,
  "bid_number" varchar(40),
  "supplier_name" varchar(240),
  "formality_passed" varchar(1),
  "qualification_passed" varchar(1),
  "responsiveness_passed" varchar(1),
  "mark_result" varchar(60),
  "mark_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("mark_line_id")
);

CREATE TABLE "srm_pon_response_marks" (
  "mark_id" bigserial NOT NULL,
  "mark_number" varchar(40),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "leader_user_id" bigint,
  "leader_name" varchar(240),
  "passed_count" bigint,
  "failed_count" bigint,
  "mark_status" varchar(60),
  "confirmed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("mark_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bright_moon_lines_bright_id" ON "srm_pon_bright_moon_lines" ("bright_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bright_moon_lines_creation_date" ON "srm_pon_bright_moon_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bright_moon_lines_score_rank_bright_line_id" ON "srm_pon_bright_moon_lines" ("score_rank", "bright_line_id");

ALTER TABLE "srm_pon_bright_moon_lines" ADD CONSTRAINT "fk_srm_pon_bright_moon_lines_bright_id" FOREIGN KEY ("bright_id") REFERENCES "srm_pon_bright_moons" ("bright_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bright_moons_bright_number" ON "srm_pon_bright_moons" ("bright_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bright_moons_auction_header_id" ON "srm_pon_bright_moons" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bright_moons_creation_date" ON "srm_pon_bright_moons" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bright_moons_bright_number" ON "srm_pon_bright_moons" USING gin ("bright_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bright_moons_bright_title" ON "srm_pon_bright_moons" USING gin ("bright_title" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bright_moons_auction_number" ON "srm_pon_bright_moons" USING gin ("auction_number" public.gin_trgm_ops);

ALTER TABLE "srm_pon_bright_moons" ADD CONSTRAINT "fk_srm_pon_bright_moons_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_response_mark_lines_mark_id" ON "srm_pon_response_mark_lines" ("mark_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_response_mark_lines_bid_header_id" ON "srm_pon_response_mark_lines" ("bid_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_response_mark_lines_creation_date" ON "srm_pon_response_mark_lines" ("creation_date");

ALTER TABLE "srm_pon_response_mark_lines" ADD CONSTRAINT "fk_srm_pon_response_mark_lines_mark_id" FOREIGN KEY ("mark_id") REFERENCES "srm_pon_response_marks" ("mark_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_response_marks_mark_number" ON "srm_pon_response_marks" ("mark_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_response_marks_auction_header_id" ON "srm_pon_response_marks" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_response_marks_creation_date" ON "srm_pon_response_marks" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_response_marks_mark_number" ON "srm_pon_response_marks" USING gin ("mark_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_response_marks_auction_number" ON "srm_pon_response_marks" USING gin ("auction_number" public.gin_trgm_ops);

ALTER TABLE "srm_pon_response_marks" ADD CONSTRAINT "fk_srm_pon_response_marks_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;
