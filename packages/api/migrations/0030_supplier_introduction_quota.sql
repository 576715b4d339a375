-- Generated from the entity definitions on 2026-11-26; never edit after commit.
CREATE TABLE "srm_sml_adjustment_heads" (
  "adjustment_id" bigserial NOT NULL,
  "adjustment_number" varchar(40),
  "org_id" bigint,
  "org_name" varchar(240),
  "adjustment_reason" varchar(1000),
  "adjustment_status" varchar(60),
  "effective_from" timestamptz,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("adjustment_id")
);

CREATE TABLE "srm_sml_adjustment_lines" (
  "adjustment_line_id" bigserial NOT NULL,
  "adjustment_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "current_share" numeric(24,2),
  "new_share" numeric(24,2),
  "line_reason" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("adjustment_line_id")
);

CREATE TABLE "srm_sml_preset_proportions" (
  "preset_id" bigserial NOT NULL,
  "org_id" bigint,
  "org_name" varchar(240),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "planned_share" numeric(24,2),
  "preset_status" varchar(60),
  "effective_from" timestamptz,
  "effective_to" timestamptz,
  "adjustment_id" bigint,
  "adjustment_number" varchar(40),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("preset_id")
);

CREATE TABLE "srm_slc_inspect_plans" (
  "plan_id" bigserial NOT NULL,
  "plan_number" varchar(40),
  "plan_name" varchar(200),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "qualification_id" bigint,
  "qualification_number" varchar(240),
  "planned_date" date,
  "planned_by" varchar(500),
  "inspect_scope" varchar(1000),
  "description" varchar(1000),
  "supplier_reply" varchar(1000),
  "plan_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("plan_id")
);

CREATE TABLE "srm_slc_introduce_scenes" (
  "scene_id" bigserial NOT NULL,
  "scene_code" varchar(30),
  "scene_name" varchar(100),
  "scene_name_en" varchar(100),
  "need_inspection_flag" varchar(1),
  "need_sample_trial_flag" varchar(1),
  "description" varchar(500),
  "scene_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("scene_id")
);

CREATE TABLE "srm_slc_locale_inspect_scores" (
  "score_id" bigserial NOT NULL,
  "inspect_id" bigint,
  "site_name" varchar(120),
  "check_item" varchar(200),
  "max_score" numeric(24,1),
  "self_score" numeric(24,1),
  "self_comment" varchar(500),
  "score" numeric(24,1),
  "inspector_comment" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("score_id")
);

CREATE TABLE "srm_slc_locale_inspects" (
  "inspect_id" bigserial NOT NULL,
  "inspect_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "qualification_id" bigint,
  "qualification_number" varchar(240),
  "plan_id" bigint,
  "plan_number" varchar(240),
  "review_date" date,
  "review_member" varchar(500),
  "supplier_member" varchar(500),
  "description" varchar(1000),
  "max_total_score" numeric(24,6),
  "self_total_score" numeric(24,6),
  "total_score" numeric(24,6),
  "inspect_result" varchar(60),
  "conclusion" varchar(2000),
  "inspect_status" varchar(60),
  "approved_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("inspect_id")
);

CREATE TABLE "srm_slc_qualification_categories" (
  "qualification_category_id" bigserial NOT NULL,
  "qualification_id" bigint,
  "category_id" bigint,
  "category_code" varchar(60),
  "category_name" varchar(240),
  "description" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("qualification_category_id")
);

CREATE TABLE "srm_slc_qualification_require_lines" (
  "require_line_id" bigserial NOT NULL,
  "require_id" bigint,
  "certificate_type" varchar(60),
  "mandatory_flag" varchar(1),
  "description" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("require_line_id")
);

CREATE TABLE "srm_slc_qualification_requires" (
  "require_id" bigserial NOT NULL,
  "category_id" bigint,
  "category_code" varchar(60),
  "category_name" varchar(240),
  "description" varchar(500),
  "require_status" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("require_id")
);

CREATE TABLE "srm_slc_qualifications" (
  "qualification_id" bigserial NOT NULL,
  "qualification_number" varchar(40),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "scene_id" bigint,
  "scene_name" varchar(240),
  "need_inspection_flag" varchar(1),
  "need_sample_trial_flag" varchar(1),
  "description" varchar(1000),
  "supplier_feedback" varchar(2000),
  "review_opinion" varchar(2000),
  "qualification_result" varchar(60),
  "inspection_result" varchar(60),
  "sample_trial_result" varchar(60),
  "qualification_status" varchar(60),
  "approved_date" date,
  "introduced_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("qualification_id")
);

CREATE TABLE "srm_slc_trials" (
  "trial_id" bigserial NOT NULL,
  "trial_number" varchar(40),
  "trial_type" varchar(60),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "qualification_id" bigint,
  "qualification_number" varchar(240),
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "quantity" numeric(24,2),
  "required_date" date,
  "requirement" varchar(1000),
  "sent_date" date,
  "shipment_note" varchar(500),
  "trial_date" date,
  "trial_report" varchar(2000),
  "trial_result" varchar(60),
  "trial_status" varchar(60),
  "approved_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("trial_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_sml_adjustment_heads_adjustment_number" ON "srm_sml_adjustment_heads" ("adjustment_number");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_heads_org_id" ON "srm_sml_adjustment_heads" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_heads_creation_date" ON "srm_sml_adjustment_heads" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_sml_adjustment_heads_adjustment_number" ON "srm_sml_adjustment_heads" USING gin ("adjustment_number" public.gin_trgm_ops);

ALTER TABLE "srm_sml_adjustment_heads" ADD CONSTRAINT "fk_srm_sml_adjustment_heads_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_adjustment_id" ON "srm_sml_adjustment_lines" ("adjustment_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_item_id" ON "srm_sml_adjustment_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_category_id" ON "srm_sml_adjustment_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_supplier_id" ON "srm_sml_adjustment_lines" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_creation_date" ON "srm_sml_adjustment_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_adjustment_lines_line_number_adjustment_line_id" ON "srm_sml_adjustment_lines" ("line_number", "adjustment_line_id");

ALTER TABLE "srm_sml_adjustment_lines" ADD CONSTRAINT "fk_srm_sml_adjustment_lines_adjustment_id" FOREIGN KEY ("adjustment_id") REFERENCES "srm_sml_adjustment_heads" ("adjustment_id") ON DELETE CASCADE;

ALTER TABLE "srm_sml_adjustment_lines" ADD CONSTRAINT "fk_srm_sml_adjustment_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_adjustment_lines" ADD CONSTRAINT "fk_srm_sml_adjustment_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_adjustment_lines" ADD CONSTRAINT "fk_srm_sml_adjustment_lines_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_org_id" ON "srm_sml_preset_proportions" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_item_id" ON "srm_sml_preset_proportions" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_category_id" ON "srm_sml_preset_proportions" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_supplier_id" ON "srm_sml_preset_proportions" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_adjustment_id" ON "srm_sml_preset_proportions" ("adjustment_id");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_creation_date" ON "srm_sml_preset_proportions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_sml_preset_proportions_item_code_effective_from_01gz3ewp" ON "srm_sml_preset_proportions" ("item_code", "effective_from", "supplier_number", "preset_id");

ALTER TABLE "srm_sml_preset_proportions" ADD CONSTRAINT "fk_srm_sml_preset_proportions_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_preset_proportions" ADD CONSTRAINT "fk_srm_sml_preset_proportions_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_preset_proportions" ADD CONSTRAINT "fk_srm_sml_preset_proportions_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_preset_proportions" ADD CONSTRAINT "fk_srm_sml_preset_proportions_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_sml_preset_proportions" ADD CONSTRAINT "fk_srm_sml_preset_proportions_adjustment_id" FOREIGN KEY ("adjustment_id") REFERENCES "srm_sml_adjustment_heads" ("adjustment_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_inspect_plans_plan_number" ON "srm_slc_inspect_plans" ("plan_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_inspect_plans_supplier_id" ON "srm_slc_inspect_plans" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_inspect_plans_org_id" ON "srm_slc_inspect_plans" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_inspect_plans_creation_date" ON "srm_slc_inspect_plans" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_inspect_plans_plan_number" ON "srm_slc_inspect_plans" USING gin ("plan_number" public.gin_trgm_ops);

ALTER TABLE "srm_slc_inspect_plans" ADD CONSTRAINT "fk_srm_slc_inspect_plans_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_inspect_plans" ADD CONSTRAINT "fk_srm_slc_inspect_plans_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_inspect_plans" ADD CONSTRAINT "fk_srm_slc_inspect_plans_qualification_id" FOREIGN KEY ("qualification_id") REFERENCES "srm_slc_qualifications" ("qualification_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_introduce_scenes_scene_code" ON "srm_slc_introduce_scenes" ("scene_code");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_introduce_scenes_creation_date" ON "srm_slc_introduce_scenes" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_introduce_scenes_scene_code_scene_id" ON "srm_slc_introduce_scenes" ("scene_code", "scene_id");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_introduce_scenes_scene_code" ON "srm_slc_introduce_scenes" USING gin ("scene_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_slc_introduce_scenes_scene_name" ON "srm_slc_introduce_scenes" USING gin ("scene_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspect_scores_inspect_id" ON "srm_slc_locale_inspect_scores" ("inspect_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspect_scores_creation_date" ON "srm_slc_locale_inspect_scores" ("creation_date");

ALTER TABLE "srm_slc_locale_inspect_scores" ADD CONSTRAINT "fk_srm_slc_locale_inspect_scores_inspect_id" FOREIGN KEY ("inspect_id") REFERENCES "srm_slc_locale_inspects" ("inspect_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_locale_inspects_inspect_number" ON "srm_slc_locale_inspects" ("inspect_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspects_supplier_id" ON "srm_slc_locale_inspects" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspects_org_id" ON "srm_slc_locale_inspects" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_locale_inspects_creation_date" ON "srm_slc_locale_inspects" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_locale_inspects_inspect_number" ON "srm_slc_locale_inspects" USING gin ("inspect_number" public.gin_trgm_ops);

ALTER TABLE "srm_slc_locale_inspects" ADD CONSTRAINT "fk_srm_slc_locale_inspects_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_locale_inspects" ADD CONSTRAINT "fk_srm_slc_locale_inspects_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_locale_inspects" ADD CONSTRAINT "fk_srm_slc_locale_inspects_qualification_id" FOREIGN KEY ("qualification_id") REFERENCES "srm_slc_qualifications" ("qualification_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_locale_inspects" ADD CONSTRAINT "fk_srm_slc_locale_inspects_plan_id" FOREIGN KEY ("plan_id") REFERENCES "srm_slc_inspect_plans" ("plan_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_categories_qualification_id" ON "srm_slc_qualification_categories" ("qualification_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_qualification_categories_qualification_id_c_00zuyd76" ON "srm_slc_qualification_categories" ("qualification_id", "category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_categories_creation_date" ON "srm_slc_qualification_categories" ("creation_date");

ALTER TABLE "srm_slc_qualification_categories" ADD CONSTRAINT "fk_srm_slc_qualification_categories_qualification_id" FOREIGN KEY ("qualification_id") REFERENCES "srm_slc_qualifications" ("qualification_id") ON DELETE CASCADE;

ALTER TABLE "srm_slc_qualification_categories" ADD CONSTRAINT "fk_srm_slc_qualification_categories_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_require_lines_require_id" ON "srm_slc_qualification_require_lines" ("require_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_qualification_require_lines_require_id_cert_013vwzzt" ON "srm_slc_qualification_require_lines" ("require_id", "certificate_type");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_require_lines_creation_date" ON "srm_slc_qualification_require_lines" ("creation_date");

ALTER TABLE "srm_slc_qualification_require_lines" ADD CONSTRAINT "fk_srm_slc_qualification_require_lines_require_id" FOREIGN KEY ("require_id") REFERENCES "srm_slc_qualification_requires" ("require_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_qualification_requires_category_id" ON "srm_slc_qualification_requires" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_requires_creation_date" ON "srm_slc_qualification_requires" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualification_requires_category_code_require_id" ON "srm_slc_qualification_requires" ("category_code", "require_id");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_qualification_requires_category_name" ON "srm_slc_qualification_requires" USING gin ("category_name" public.gin_trgm_ops);

ALTER TABLE "srm_slc_qualification_requires" ADD CONSTRAINT "fk_srm_slc_qualification_requires_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_qualifications_qualification_number" ON "srm_slc_qualifications" ("qualification_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualifications_supplier_id" ON "srm_slc_qualifications" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualifications_org_id" ON "srm_slc_qualifications" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_qualifications_creation_date" ON "srm_slc_qualifications" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_slc_qualifications_qualification_number" ON "srm_slc_qualifications" USING gin ("qualification_number" public.gin_trgm_ops);

ALTER TABLE "srm_slc_qualifications" ADD CONSTRAINT "fk_srm_slc_qualifications_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_qualifications" ADD CONSTRAINT "fk_srm_slc_qualifications_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_qualifications" ADD CONSTRAINT "fk_srm_slc_qualifications_scene_id" FOREIGN KEY ("scene_id") REFERENCES "srm_slc_introduce_scenes" ("scene_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_slc_trials_trial_number" ON "srm_slc_trials" ("trial_number");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_trials_supplier_id" ON "srm_slc_trials" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_trials_org_id" ON "srm_slc_trials" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_slc_trials_creation_date" ON "srm_slc_trials" ("creation_date");

ALTER TABLE "srm_slc_trials" ADD CONSTRAINT "fk_srm_slc_trials_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_trials" ADD CONSTRAINT "fk_srm_slc_trials_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_trials" ADD CONSTRAINT "fk_srm_slc_trials_qualification_id" FOREIGN KEY ("qualification_id") REFERENCES "srm_slc_qualifications" ("qualification_id") ON DELETE RESTRICT;

ALTER TABLE "srm_slc_trials" ADD CONSTRAINT "fk_srm_slc_trials_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;
