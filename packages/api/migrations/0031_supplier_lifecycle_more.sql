-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_pos_supplier_info" ADD COLUMN "supplier_grade" varchar(60);

CREATE TABLE "srm_slc_daily_manages" (
  "daily_id" bigserial NOT NULL,
  "daily_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "issue_type" varchar(60),
  "severity" varchar(60),
  "found_date" date,
  "issue_title" varchar(200),
  "issue_description" varchar(2000),
  "attachment_ids" varchar(4000),
  "rectify_flag" varchar(1),
  "rectify_deadline" date,
  "rectify_requirement" varchar(1000),
  "supplier_reply" varchar(2000),
  "rectified_date" date,
  "return_reason" varchar(2000),
  "verify_opinion" varchar(2000),
  "daily_status" varchar(60),
  "closed_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("daily_id")
);

CREATE TABLE "srm_slc_supplier_grade_lines" (
  "grade_line_id" bigserial NOT NULL,
  "grade_id" bigint,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "current_grade" varchar(60),
  "adjust_grade" varchar(60),
  "comprehensive_score" numeric(24,2),
  "line_note" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("grade_line_id")
);

CREATE TABLE "srm_slc_supplier_grades" (
  "grade_id" bigserial NOT NULL,
  "grade_number" varchar(40),
  "evaluate_period" varchar(60),
  "evaluate_start_date" date,
  "evaluate_end_date" date,
  "grade_note" varchar(1000),
  "attachment_ids" varchar(4000),
  "grade_status" varchar(60),
  "reconfirm_reason" varchar(2000),
  "approved_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("grade_id")
);

CREATE TABLE "srm_slc_locale_inspect_sites" (
  "inspect_site_id" bigserial NOT NULL,
  "inspect_id" bigint,
  "supplier_site_id" bigint,
  "site_name" varchar(120),
  "ou_name" varchar(240),
  "site_status" varchar(60),
  "inspect_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("inspect_site_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_daily_manages_daily_number" ON "srm_slc_daily_manages" ("daily_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_daily_manages_supplier_id" ON "srm_slc_daily_manages" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_daily_manages_org_id" ON "srm_slc_daily_manages" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_daily_manages_creation_date" ON "srm_slc_daily_manages" ("creation_date");

ALTER TABLE "srm_slc_daily_manages" ADD CONSTRAINT "fk_srm_slc_daily_manages_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_daily_manages" ADD CONSTRAINT "fk_srm_slc_daily_manages_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_grade_lines_grade_id" ON "srm_slc_supplier_grade_lines" ("grade_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_grade_lines_grade_id_supplier_id" ON "srm_slc_supplier_grade_lines" ("grade_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_grade_lines_supplier_id" ON "srm_slc_supplier_grade_lines" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_grade_lines_creation_date" ON "srm_slc_supplier_grade_lines" ("creation_date");

ALTER TABLE "srm_slc_supplier_grade_lines" ADD CONSTRAINT "fk_srm_slc_supplier_grade_lines_grade_id" FOREIGN KEY ("grade_id") REFERENCES "srm_slc_supplier_grades" ("grade_id") ON DELETE CASCADE;

ALTER TABLE "srm_slc_supplier_grade_lines" ADD CONSTRAINT "fk_srm_slc_supplier_grade_lines_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_supplier_grades_grade_number" ON "srm_slc_supplier_grades" ("grade_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_supplier_grades_creation_date" ON "srm_slc_supplier_grades" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_supplier_grades_grade_number" ON "srm_slc_supplier_grades" USING gin ("grade_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_slc_supplier_grades_evaluate_period" ON "srm_slc_supplier_grades" USING gin ("evaluate_period" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspect_sites_inspect_id" ON "srm_slc_locale_inspect_sites" ("inspect_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspect_sites_creation_date" ON "srm_slc_locale_inspect_sites" ("creation_date");

ALTER TABLE "srm_slc_locale_inspect_sites" ADD CONSTRAINT "fk_srm_slc_locale_inspect_sites_inspect_id" FOREIGN KEY ("inspect_id") REFERENCES "srm_slc_locale_inspects" ("inspect_id") ON DELETE CASCADE;
