-- Generated from the entity definitions on 2026-11-25; never edit after commit.
CREATE TABLE "srm_pon_assess_indexes" (
  "assess_index_id" bigserial NOT NULL,
  "assess_template_id" bigint,
  "line_number" bigint,
  "index_name" varchar(200),
  "max_score" numeric(24,2),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("assess_index_id")
);

CREATE TABLE "srm_pon_assess_templates" (
  "assess_template_id" bigserial NOT NULL,
  "template_code" varchar(40),
  "template_name" varchar(200),
  "commercial_score" numeric(24,2),
  "price_formula" varchar(60),
  "enabled_flag" varchar(1),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("assess_template_id")
);

ALTER TABLE "srm_pon_auction_items" ADD COLUMN "section_number" bigint;

CREATE TABLE "srm_pon_auction_juries" (
  "jury_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "expert_id" bigint,
  "expert_name" varchar(240),
  "user_id" bigint,
  "user_duty" varchar(60),
  "jury_status" varchar(60),
  "score_date" timestamptz,
  "score_comments" varchar(2000),
  "countersign_opinion" varchar(60),
  "countersign_comments" varchar(1000),
  "countersign_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("jury_id")
);

CREATE TABLE "srm_pon_auction_score_rules" (
  "score_rule_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "line_number" bigint,
  "score_partition" varchar(60),
  "score_item" varchar(200),
  "max_score" numeric(24,2),
  "price_formula" varchar(60),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("score_rule_id")
);

CREATE TABLE "srm_pon_auction_sections" (
  "section_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "section_number" bigint,
  "section_name" varchar(200),
  "budget_amount" numeric(20,2),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("section_id")
);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "assess_template_id" bigint;

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "assess_template_name" varchar(240);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "jury_category_id" bigint;

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "jury_category_name" varchar(240);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "jury_count" bigint;

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "note_to_jury" varchar(2000);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "judge_complete_date" timestamptz;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "auction_type" varchar(60);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "technical_proposal" text;

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "tech_score" numeric(24,2);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "commercial_score" numeric(24,2);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "score_sum" numeric(24,2);

ALTER TABLE "srm_pon_bid_headers" ADD COLUMN "score_rank" bigint;

CREATE TABLE "srm_pon_expert_achievements" (
  "achievement_id" bigserial NOT NULL,
  "expert_id" bigint,
  "achievement_name" varchar(200),
  "achievement_year" bigint,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("achievement_id")
);

CREATE TABLE "srm_pon_expert_educations" (
  "education_id" bigserial NOT NULL,
  "expert_id" bigint,
  "school_name" varchar(200),
  "major" varchar(120),
  "degree" varchar(60),
  "graduation_year" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("education_id")
);

CREATE TABLE "srm_pon_expert_projects" (
  "project_id" bigserial NOT NULL,
  "expert_id" bigint,
  "project_name" varchar(200),
  "project_role" varchar(120),
  "project_year" bigint,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("project_id")
);

CREATE TABLE "srm_pon_expert_works" (
  "work_id" bigserial NOT NULL,
  "expert_id" bigint,
  "company_name" varchar(200),
  "supplier_id" bigint,
  "supplier_name" varchar(240),
  "position" varchar(120),
  "start_date" date,
  "end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("work_id")
);

CREATE TABLE "srm_pon_experts" (
  "expert_id" bigserial NOT NULL,
  "expert_number" varchar(40),
  "expert_name" varchar(120),
  "user_id" bigint,
  "user_name" varchar(240),
  "category_id" bigint,
  "category_name" varchar(240),
  "professional_title" varchar(120),
  "work_unit" varchar(200),
  "phone" varchar(40),
  "email" varchar(120),
  "enabled_flag" varchar(1),
  "introduction" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("expert_id")
);

CREATE TABLE "srm_pon_jury_scores" (
  "jury_score_id" bigserial NOT NULL,
  "auction_header_id" bigint,
  "jury_id" bigint,
  "bid_header_id" bigint,
  "score_rule_id" bigint,
  "score" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("jury_score_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_assess_indexes_assess_template_id" ON "srm_pon_assess_indexes" ("assess_template_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_assess_indexes_assess_template_id_line_number" ON "srm_pon_assess_indexes" ("assess_template_id", "line_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_assess_indexes_creation_date" ON "srm_pon_assess_indexes" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_assess_indexes_line_number_assess_index_id" ON "srm_pon_assess_indexes" ("line_number", "assess_index_id");

ALTER TABLE "srm_pon_assess_indexes" ADD CONSTRAINT "fk_srm_pon_assess_indexes_assess_template_id" FOREIGN KEY ("assess_template_id") REFERENCES "srm_pon_assess_templates" ("assess_template_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_assess_templates_template_code" ON "srm_pon_assess_templates" ("template_code");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_assess_templates_creation_date" ON "srm_pon_assess_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_assess_templates_template_code_assess_template_id" ON "srm_pon_assess_templates" ("template_code", "assess_template_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_assess_templates_template_code" ON "srm_pon_assess_templates" USING gin ("template_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_assess_templates_template_name" ON "srm_pon_assess_templates" USING gin ("template_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_juries_auction_header_id" ON "srm_pon_auction_juries" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_juries_auction_header_id_expert_id" ON "srm_pon_auction_juries" ("auction_header_id", "expert_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_juries_user_id" ON "srm_pon_auction_juries" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_juries_creation_date" ON "srm_pon_auction_juries" ("creation_date");

ALTER TABLE "srm_pon_auction_juries" ADD CONSTRAINT "fk_srm_pon_auction_juries_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_auction_juries" ADD CONSTRAINT "fk_srm_pon_auction_juries_expert_id" FOREIGN KEY ("expert_id") REFERENCES "srm_pon_experts" ("expert_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_score_rules_auction_header_id" ON "srm_pon_auction_score_rules" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_score_rules_creation_date" ON "srm_pon_auction_score_rules" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_score_rules_line_number_score_rule_id" ON "srm_pon_auction_score_rules" ("line_number", "score_rule_id");

ALTER TABLE "srm_pon_auction_score_rules" ADD CONSTRAINT "fk_srm_pon_auction_score_rules_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_sections_auction_header_id" ON "srm_pon_auction_sections" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_auction_sections_auction_header_id_section_number" ON "srm_pon_auction_sections" ("auction_header_id", "section_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_sections_creation_date" ON "srm_pon_auction_sections" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_auction_sections_section_number_section_id" ON "srm_pon_auction_sections" ("section_number", "section_id");

ALTER TABLE "srm_pon_auction_sections" ADD CONSTRAINT "fk_srm_pon_auction_sections_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_auction_headers" ADD CONSTRAINT "fk_srm_pon_auction_headers_assess_template_id" FOREIGN KEY ("assess_template_id") REFERENCES "srm_pon_assess_templates" ("assess_template_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_auction_headers" ADD CONSTRAINT "fk_srm_pon_auction_headers_jury_category_id" FOREIGN KEY ("jury_category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_achievements_expert_id" ON "srm_pon_expert_achievements" ("expert_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_achievements_creation_date" ON "srm_pon_expert_achievements" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_achievements_achievement_year_achievement_id" ON "srm_pon_expert_achievements" ("achievement_year", "achievement_id");

ALTER TABLE "srm_pon_expert_achievements" ADD CONSTRAINT "fk_srm_pon_expert_achievements_expert_id" FOREIGN KEY ("expert_id") REFERENCES "srm_pon_experts" ("expert_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_educations_expert_id" ON "srm_pon_expert_educations" ("expert_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_educations_creation_date" ON "srm_pon_expert_educations" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_educations_graduation_year_education_id" ON "srm_pon_expert_educations" ("graduation_year", "education_id");

ALTER TABLE "srm_pon_expert_educations" ADD CONSTRAINT "fk_srm_pon_expert_educations_expert_id" FOREIGN KEY ("expert_id") REFERENCES "srm_pon_experts" ("expert_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_projects_expert_id" ON "srm_pon_expert_projects" ("expert_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_projects_creation_date" ON "srm_pon_expert_projects" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_projects_project_year_project_id" ON "srm_pon_expert_projects" ("project_year", "project_id");

ALTER TABLE "srm_pon_expert_projects" ADD CONSTRAINT "fk_srm_pon_expert_projects_expert_id" FOREIGN KEY ("expert_id") REFERENCES "srm_pon_experts" ("expert_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_works_expert_id" ON "srm_pon_expert_works" ("expert_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_works_creation_date" ON "srm_pon_expert_works" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_expert_works_start_date_work_id" ON "srm_pon_expert_works" ("start_date", "work_id");

ALTER TABLE "srm_pon_expert_works" ADD CONSTRAINT "fk_srm_pon_expert_works_expert_id" FOREIGN KEY ("expert_id") REFERENCES "srm_pon_experts" ("expert_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_expert_works" ADD CONSTRAINT "fk_srm_pon_expert_works_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_experts_expert_number" ON "srm_pon_experts" ("expert_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_experts_user_id" ON "srm_pon_experts" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_experts_category_id" ON "srm_pon_experts" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_experts_creation_date" ON "srm_pon_experts" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_experts_expert_number_expert_id" ON "srm_pon_experts" ("expert_number", "expert_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_experts_expert_number" ON "srm_pon_experts" USING gin ("expert_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_experts_expert_name" ON "srm_pon_experts" USING gin ("expert_name" public.gin_trgm_ops);

ALTER TABLE "srm_pon_experts" ADD CONSTRAINT "fk_srm_pon_experts_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_experts" ADD CONSTRAINT "fk_srm_pon_experts_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_jury_scores_auction_header_id" ON "srm_pon_jury_scores" ("auction_header_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_jury_scores_jury_id_bid_header_id_score_rule_id" ON "srm_pon_jury_scores" ("jury_id", "bid_header_id", "score_rule_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_jury_scores_creation_date" ON "srm_pon_jury_scores" ("creation_date");

-- Bids made before tenders existed are inquiry bids: the inquiry lists filter on the copied kind.
UPDATE "srm_pon_bid_headers" b SET "auction_type" = h."auction_type" FROM "srm_pon_auction_headers" h WHERE h."auction_header_id" = b."auction_header_id" AND b."auction_type" IS NULL;
