-- Generated from the entity definitions on 2026-11-25; never edit after commit.
CREATE TABLE "srm_pon_auction_answers" (
  "answer_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "question_title" varchar(200),
  "question_text" text,
  "answer_text" text,
  "answered_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("answer_id")
);

CREATE TABLE "srm_pon_auction_questions" (
  "question_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "question_title" varchar(200),
  "question_text" text,
  "answer_text" text,
  "question_status" varchar(60),
  "asked_date" timestamptz,
  "answered_date" timestamptz,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("question_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_answers_auction_header_id" ON "srm_pon_auction_answers" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_answers_creation_date" ON "srm_pon_auction_answers" ("creation_date");

ALTER TABLE "srm_pon_auction_answers" ADD CONSTRAINT "fk_srm_pon_auction_answers_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_questions_auction_header_id" ON "srm_pon_auction_questions" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_questions_supplier_id" ON "srm_pon_auction_questions" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_questions_creation_date" ON "srm_pon_auction_questions" ("creation_date");

ALTER TABLE "srm_pon_auction_questions" ADD CONSTRAINT "fk_srm_pon_auction_questions_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_auction_questions" ADD CONSTRAINT "fk_srm_pon_auction_questions_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;
