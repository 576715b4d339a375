-- Generated from the entity definitions on 2026-12-04; never edit after commit.
CREATE TABLE "srm_screening_evidences" (
  "evidence_id" bigserial NOT NULL,
  "flag_id" bigint,
  "seq_num" bigint,
  "event_type" varchar(60),
  "event_id" bigint,
  "event_number" varchar(40),
  "bid_header_id" bigint,
  "bid_number" varchar(40),
  "offer_id" bigint,
  "supplier_id" bigint,
  "supplier_name" varchar(240),
  "item_code" varchar(60),
  "item_name" varchar(240),
  "price" numeric(20,4),
  "offer_time" timestamptz,
  "award_status" varchar(60),
  "link_path" varchar(200),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("evidence_id")
);

CREATE TABLE "srm_screening_flags" (
  "flag_id" bigserial NOT NULL,
  "flag_number" varchar(40),
  "flag_key" varchar(200),
  "indicator_code" varchar(60),
  "event_type" varchar(60),
  "event_id" bigint,
  "event_number" varchar(40),
  "event_title" varchar(200),
  "org_id" bigint,
  "org_name" varchar(240),
  "category_id" bigint,
  "category_name" varchar(240),
  "subject_name" varchar(1000),
  "explain_params" varchar(4000),
  "explanation" varchar(2000),
  "evidence_count" bigint,
  "current_flag" varchar(1),
  "found_date" timestamptz,
  "last_run_date" timestamptz,
  "flag_status" varchar(60),
  "reviewed_date" timestamptz,
  "reviewer_name" varchar(120),
  "review_comment" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("flag_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_screening_evidences_flag_id" ON "srm_screening_evidences" ("flag_id");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_evidences_creation_date" ON "srm_screening_evidences" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_evidences_seq_num_evidence_id" ON "srm_screening_evidences" ("seq_num", "evidence_id");

ALTER TABLE "srm_screening_evidences" ADD CONSTRAINT "fk_srm_screening_evidences_flag_id" FOREIGN KEY ("flag_id") REFERENCES "srm_screening_flags" ("flag_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_screening_flags_flag_number" ON "srm_screening_flags" ("flag_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_screening_flags_flag_key" ON "srm_screening_flags" ("flag_key");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_flags_indicator_code" ON "srm_screening_flags" ("indicator_code");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_flags_event_id" ON "srm_screening_flags" ("event_id");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_flags_org_id" ON "srm_screening_flags" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_flags_category_id" ON "srm_screening_flags" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_screening_flags_creation_date" ON "srm_screening_flags" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_screening_flags_flag_number" ON "srm_screening_flags" USING gin ("flag_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_screening_flags_event_number" ON "srm_screening_flags" USING gin ("event_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_screening_flags_event_title" ON "srm_screening_flags" USING gin ("event_title" public.gin_trgm_ops);

ALTER TABLE "srm_screening_flags" ADD CONSTRAINT "fk_srm_screening_flags_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_screening_flags" ADD CONSTRAINT "fk_srm_screening_flags_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;
