-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_pon_bidding_setup_openers" (
  "setup_opener_id" bigserial NOT NULL,
  "setup_id" bigint,
  "user_id" bigint,
  "person_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("setup_opener_id")
);

CREATE TABLE "srm_pon_bidding_setups" (
  "setup_id" bigserial NOT NULL,
  "org_id" bigint,
  "org_name" varchar(240),
  "bidding_rule_id" bigint,
  "bidding_rule_name" varchar(240),
  "assess_template_id" bigint,
  "assess_template_name" varchar(240),
  "jury_category_id" bigint,
  "jury_category_name" varchar(240),
  "note_to_supplier" varchar(2000),
  "note_to_jury" varchar(2000),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("setup_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_setup_openers_setup_id" ON "srm_pon_bidding_setup_openers" ("setup_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bidding_setup_openers_setup_id_user_id" ON "srm_pon_bidding_setup_openers" ("setup_id", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_setup_openers_creation_date" ON "srm_pon_bidding_setup_openers" ("creation_date");

ALTER TABLE "srm_pon_bidding_setup_openers" ADD CONSTRAINT "fk_srm_pon_bidding_setup_openers_setup_id" FOREIGN KEY ("setup_id") REFERENCES "srm_pon_bidding_setups" ("setup_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_bidding_setup_openers" ADD CONSTRAINT "fk_srm_pon_bidding_setup_openers_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_bidding_setups_org_id" ON "srm_pon_bidding_setups" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_setups_creation_date" ON "srm_pon_bidding_setups" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_bidding_setups_org_id_setup_id" ON "srm_pon_bidding_setups" ("org_id", "setup_id");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_bidding_setups_org_name" ON "srm_pon_bidding_setups" USING gin ("org_name" public.gin_trgm_ops);

ALTER TABLE "srm_pon_bidding_setups" ADD CONSTRAINT "fk_srm_pon_bidding_setups_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bidding_setups" ADD CONSTRAINT "fk_srm_pon_bidding_setups_bidding_rule_id" FOREIGN KEY ("bidding_rule_id") REFERENCES "srm_pon_bidding_rules" ("bidding_rule_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bidding_setups" ADD CONSTRAINT "fk_srm_pon_bidding_setups_assess_template_id" FOREIGN KEY ("assess_template_id") REFERENCES "srm_pon_assess_templates" ("assess_template_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_bidding_setups" ADD CONSTRAINT "fk_srm_pon_bidding_setups_jury_category_id" FOREIGN KEY ("jury_category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;
