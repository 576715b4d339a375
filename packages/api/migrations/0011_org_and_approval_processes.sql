-- Generated from the entity definitions on 2026-11-24; never edit after commit.
CREATE TABLE "saaf_departments" (
  "department_id" bigserial NOT NULL,
  "dept_code" varchar(60),
  "dept_name" varchar(120),
  "dept_name_en" varchar(120),
  "parent_department_id" bigint,
  "org_id" bigint,
  "org_name" varchar(240),
  "manager_employee_id" bigint,
  "manager_name" varchar(240),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("department_id")
);

CREATE TABLE "saaf_employees" (
  "employee_id" bigserial NOT NULL,
  "employee_number" varchar(60),
  "employee_name" varchar(120),
  "user_id" bigint,
  "user_name" varchar(240),
  "department_id" bigint,
  "dept_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "email" varchar(120),
  "mobile" varchar(40),
  "hire_date" date,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("employee_id")
);

CREATE TABLE "saaf_position_allots" (
  "allot_id" bigserial NOT NULL,
  "employee_id" bigint,
  "employee_number" varchar(240),
  "employee_name" varchar(240),
  "position_id" bigint,
  "position_name" varchar(240),
  "department_id" bigint,
  "dept_name" varchar(240),
  "start_date" date,
  "end_date" date,
  "primary_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("allot_id")
);

CREATE TABLE "saaf_position_levels" (
  "position_level_id" bigserial NOT NULL,
  "level_code" varchar(60),
  "level_name" varchar(120),
  "level_name_en" varchar(120),
  "parent_level_id" bigint,
  "level_rank" bigint,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("position_level_id")
);

CREATE TABLE "saaf_positions" (
  "position_id" bigserial NOT NULL,
  "position_code" varchar(60),
  "position_name" varchar(120),
  "position_name_en" varchar(120),
  "department_id" bigint,
  "dept_name" varchar(240),
  "position_level_id" bigint,
  "level_name" varchar(240),
  "description" varchar(1000),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("position_id")
);

CREATE TABLE "saaf_user_auth_categories" (
  "authorisation_category_id" bigserial NOT NULL,
  "authorisation_id" bigint,
  "category_id" bigint,
  "category_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("authorisation_category_id")
);

CREATE TABLE "saaf_user_auth_orgs" (
  "authorisation_org_id" bigserial NOT NULL,
  "authorisation_id" bigint,
  "org_id" bigint,
  "org_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("authorisation_org_id")
);

CREATE TABLE "saaf_user_auth_suppliers" (
  "authorisation_supplier_id" bigserial NOT NULL,
  "authorisation_id" bigint,
  "supplier_id" bigint,
  "supplier_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("authorisation_supplier_id")
);

CREATE TABLE "saaf_user_authorisations" (
  "authorisation_id" bigserial NOT NULL,
  "user_id" bigint,
  "user_name" varchar(240),
  "user_full_name" varchar(240),
  "user_type" varchar(60),
  "all_org_flag" varchar(1),
  "all_category_flag" varchar(1),
  "all_supplier_flag" varchar(1),
  "description" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("authorisation_id")
);

CREATE TABLE "srm_wf_delegations" (
  "delegation_id" bigserial NOT NULL,
  "from_user_id" bigint,
  "to_user_id" bigint,
  "to_user_name" varchar(240),
  "start_date" date,
  "end_date" date,
  "process_key" varchar(60),
  "reason" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("delegation_id")
);

CREATE TABLE "srm_wf_history" (
  "history_id" bigserial NOT NULL,
  "instance_id" bigint,
  "entity_name" varchar(80),
  "record_id" bigint,
  "node_id" varchar(120),
  "node_name" varchar(200),
  "history_action" varchar(60),
  "actor_user_id" bigint,
  "actor_name" varchar(120),
  "on_behalf_of_name" varchar(120),
  "target_names" varchar(1000),
  "history_comment" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("history_id")
);

CREATE TABLE "srm_wf_process_definitions" (
  "process_definition_id" bigserial NOT NULL,
  "process_key" varchar(60),
  "process_name" varchar(120),
  "process_name_en" varchar(120),
  "entity_name" varchar(60),
  "action_name" varchar(60),
  "process_version" bigint,
  "definition_status" varchar(60),
  "bpmn_xml" text,
  "published_date" timestamptz,
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("process_definition_id")
);

CREATE TABLE "srm_wf_instances" (
  "instance_id" bigserial NOT NULL,
  "process_definition_id" bigint,
  "process_key" varchar(60),
  "process_name" varchar(120),
  "process_version" bigint,
  "entity_name" varchar(60),
  "record_id" bigint,
  "document_number" varchar(120),
  "org_id" bigint,
  "amount" numeric(20,2),
  "submitted_by" bigint,
  "submitter_name" varchar(120),
  "from_state" varchar(60),
  "instance_status" varchar(60),
  "current_node_id" varchar(120),
  "current_node_names" varchar(500),
  "current_assignee_names" varchar(1000),
  "waiting_since" timestamptz,
  "start_date" timestamptz,
  "end_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("instance_id")
);

CREATE TABLE "srm_wf_process_role_members" (
  "member_id" bigserial NOT NULL,
  "process_role_id" bigint,
  "user_id" bigint,
  "user_name" varchar(240),
  "user_full_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("member_id")
);

CREATE TABLE "srm_wf_process_roles" (
  "process_role_id" bigserial NOT NULL,
  "role_code" varchar(60),
  "role_name" varchar(120),
  "role_name_en" varchar(120),
  "description" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("process_role_id")
);

CREATE TABLE "srm_wf_reminder_settings" (
  "reminder_id" bigserial NOT NULL,
  "process_key" varchar(60),
  "node_id" varchar(120),
  "after_hours" bigint,
  "repeat_hours" bigint,
  "notify_flag" varchar(1),
  "email_flag" varchar(1),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("reminder_id")
);

CREATE TABLE "srm_wf_tasks" (
  "task_id" bigserial NOT NULL,
  "instance_id" bigint,
  "node_id" varchar(120),
  "node_name" varchar(200),
  "round" bigint,
  "task_kind" varchar(60),
  "assignee_user_id" bigint,
  "assignee_name" varchar(120),
  "owner_user_id" bigint,
  "owner_name" varchar(120),
  "parent_task_id" bigint,
  "task_status" varchar(60),
  "outcome" varchar(60),
  "task_comment" varchar(2000),
  "decided_date" timestamptz,
  "last_urged_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("task_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_departments_dept_code" ON "saaf_departments" ("dept_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_departments_creation_date" ON "saaf_departments" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_departments_dept_code_department_id" ON "saaf_departments" ("dept_code", "department_id");

CREATE INDEX IF NOT EXISTS "tg_saaf_departments_dept_code" ON "saaf_departments" USING gin ("dept_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_departments_dept_name" ON "saaf_departments" USING gin ("dept_name" public.gin_trgm_ops);

ALTER TABLE "saaf_departments" ADD CONSTRAINT "fk_saaf_departments_parent_department_id" FOREIGN KEY ("parent_department_id") REFERENCES "saaf_departments" ("department_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_departments" ADD CONSTRAINT "fk_saaf_departments_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_departments" ADD CONSTRAINT "fk_saaf_departments_manager_employee_id" FOREIGN KEY ("manager_employee_id") REFERENCES "saaf_employees" ("employee_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_employees_employee_number" ON "saaf_employees" ("employee_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_employees_user_id" ON "saaf_employees" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_employees_department_id" ON "saaf_employees" ("department_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_employees_creation_date" ON "saaf_employees" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_employees_employee_number_employee_id" ON "saaf_employees" ("employee_number", "employee_id");

CREATE INDEX IF NOT EXISTS "tg_saaf_employees_employee_number" ON "saaf_employees" USING gin ("employee_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_employees_employee_name" ON "saaf_employees" USING gin ("employee_name" public.gin_trgm_ops);

ALTER TABLE "saaf_employees" ADD CONSTRAINT "fk_saaf_employees_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_employees" ADD CONSTRAINT "fk_saaf_employees_department_id" FOREIGN KEY ("department_id") REFERENCES "saaf_departments" ("department_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_employees" ADD CONSTRAINT "fk_saaf_employees_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_position_allots_employee_id" ON "saaf_position_allots" ("employee_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_position_allots_position_id" ON "saaf_position_allots" ("position_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_position_allots_creation_date" ON "saaf_position_allots" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_position_allots_employee_number_start_date_allot_id" ON "saaf_position_allots" ("employee_number", "start_date", "allot_id");

ALTER TABLE "saaf_position_allots" ADD CONSTRAINT "fk_saaf_position_allots_employee_id" FOREIGN KEY ("employee_id") REFERENCES "saaf_employees" ("employee_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_position_allots" ADD CONSTRAINT "fk_saaf_position_allots_position_id" FOREIGN KEY ("position_id") REFERENCES "saaf_positions" ("position_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_position_levels_level_code" ON "saaf_position_levels" ("level_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_position_levels_creation_date" ON "saaf_position_levels" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_position_levels_level_code_position_level_id" ON "saaf_position_levels" ("level_code", "position_level_id");

CREATE INDEX IF NOT EXISTS "tg_saaf_position_levels_level_code" ON "saaf_position_levels" USING gin ("level_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_position_levels_level_name" ON "saaf_position_levels" USING gin ("level_name" public.gin_trgm_ops);

ALTER TABLE "saaf_position_levels" ADD CONSTRAINT "fk_saaf_position_levels_parent_level_id" FOREIGN KEY ("parent_level_id") REFERENCES "saaf_position_levels" ("position_level_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_positions_position_code" ON "saaf_positions" ("position_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_positions_department_id" ON "saaf_positions" ("department_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_positions_creation_date" ON "saaf_positions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_positions_position_code_position_id" ON "saaf_positions" ("position_code", "position_id");

CREATE INDEX IF NOT EXISTS "tg_saaf_positions_position_code" ON "saaf_positions" USING gin ("position_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_positions_position_name" ON "saaf_positions" USING gin ("position_name" public.gin_trgm_ops);

ALTER TABLE "saaf_positions" ADD CONSTRAINT "fk_saaf_positions_department_id" FOREIGN KEY ("department_id") REFERENCES "saaf_departments" ("department_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_positions" ADD CONSTRAINT "fk_saaf_positions_position_level_id" FOREIGN KEY ("position_level_id") REFERENCES "saaf_position_levels" ("position_level_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_categories_authorisation_id" ON "saaf_user_auth_categories" ("authorisation_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_user_auth_categories_authorisation_id_category_id" ON "saaf_user_auth_categories" ("authorisation_id", "category_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_categories_category_id" ON "saaf_user_auth_categories" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_categories_creation_date" ON "saaf_user_auth_categories" ("creation_date");

ALTER TABLE "saaf_user_auth_categories" ADD CONSTRAINT "fk_saaf_user_auth_categories_authorisation_id" FOREIGN KEY ("authorisation_id") REFERENCES "saaf_user_authorisations" ("authorisation_id") ON DELETE CASCADE;

ALTER TABLE "saaf_user_auth_categories" ADD CONSTRAINT "fk_saaf_user_auth_categories_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_orgs_authorisation_id" ON "saaf_user_auth_orgs" ("authorisation_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_user_auth_orgs_authorisation_id_org_id" ON "saaf_user_auth_orgs" ("authorisation_id", "org_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_orgs_org_id" ON "saaf_user_auth_orgs" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_orgs_creation_date" ON "saaf_user_auth_orgs" ("creation_date");

ALTER TABLE "saaf_user_auth_orgs" ADD CONSTRAINT "fk_saaf_user_auth_orgs_authorisation_id" FOREIGN KEY ("authorisation_id") REFERENCES "saaf_user_authorisations" ("authorisation_id") ON DELETE CASCADE;

ALTER TABLE "saaf_user_auth_orgs" ADD CONSTRAINT "fk_saaf_user_auth_orgs_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_suppliers_authorisation_id" ON "saaf_user_auth_suppliers" ("authorisation_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_user_auth_suppliers_authorisation_id_supplier_id" ON "saaf_user_auth_suppliers" ("authorisation_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_suppliers_supplier_id" ON "saaf_user_auth_suppliers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_auth_suppliers_creation_date" ON "saaf_user_auth_suppliers" ("creation_date");

ALTER TABLE "saaf_user_auth_suppliers" ADD CONSTRAINT "fk_saaf_user_auth_suppliers_authorisation_id" FOREIGN KEY ("authorisation_id") REFERENCES "saaf_user_authorisations" ("authorisation_id") ON DELETE CASCADE;

ALTER TABLE "saaf_user_auth_suppliers" ADD CONSTRAINT "fk_saaf_user_auth_suppliers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_user_authorisations_user_id" ON "saaf_user_authorisations" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_authorisations_creation_date" ON "saaf_user_authorisations" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_authorisations_user_name_authorisation_id" ON "saaf_user_authorisations" ("user_name", "authorisation_id");

CREATE INDEX IF NOT EXISTS "tg_saaf_user_authorisations_user_name" ON "saaf_user_authorisations" USING gin ("user_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_user_authorisations_user_full_name" ON "saaf_user_authorisations" USING gin ("user_full_name" public.gin_trgm_ops);

ALTER TABLE "saaf_user_authorisations" ADD CONSTRAINT "fk_saaf_user_authorisations_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_wf_delegations_from_user_id" ON "srm_wf_delegations" ("from_user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_delegations_creation_date" ON "srm_wf_delegations" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_delegations_start_date_delegation_id" ON "srm_wf_delegations" ("start_date", "delegation_id");

ALTER TABLE "srm_wf_delegations" ADD CONSTRAINT "fk_srm_wf_delegations_to_user_id" FOREIGN KEY ("to_user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_wf_history_instance_id" ON "srm_wf_history" ("instance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_history_creation_date" ON "srm_wf_history" ("creation_date");

ALTER TABLE "srm_wf_history" ADD CONSTRAINT "fk_srm_wf_history_instance_id" FOREIGN KEY ("instance_id") REFERENCES "srm_wf_instances" ("instance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_wf_history" ADD CONSTRAINT "fk_srm_wf_history_actor_user_id" FOREIGN KEY ("actor_user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_wf_process_definitions_process_key_process_version" ON "srm_wf_process_definitions" ("process_key", "process_version");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_definitions_creation_date" ON "srm_wf_process_definitions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_definitions_process_key_process_vers_014yxyqa" ON "srm_wf_process_definitions" ("process_key", "process_version", "process_definition_id");

CREATE INDEX IF NOT EXISTS "tg_srm_wf_process_definitions_process_name" ON "srm_wf_process_definitions" USING gin ("process_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_wf_process_definitions_process_key" ON "srm_wf_process_definitions" USING gin ("process_key" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_process_definition_id" ON "srm_wf_instances" ("process_definition_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_record_id" ON "srm_wf_instances" ("record_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_org_id" ON "srm_wf_instances" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_submitted_by" ON "srm_wf_instances" ("submitted_by");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_instance_status" ON "srm_wf_instances" ("instance_status");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_instances_creation_date" ON "srm_wf_instances" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_wf_instances_document_number" ON "srm_wf_instances" USING gin ("document_number" public.gin_trgm_ops);

ALTER TABLE "srm_wf_instances" ADD CONSTRAINT "fk_srm_wf_instances_process_definition_id" FOREIGN KEY ("process_definition_id") REFERENCES "srm_wf_process_definitions" ("process_definition_id") ON DELETE RESTRICT;

ALTER TABLE "srm_wf_instances" ADD CONSTRAINT "fk_srm_wf_instances_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_wf_instances" ADD CONSTRAINT "fk_srm_wf_instances_submitted_by" FOREIGN KEY ("submitted_by") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_role_members_process_role_id" ON "srm_wf_process_role_members" ("process_role_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_wf_process_role_members_process_role_id_user_id" ON "srm_wf_process_role_members" ("process_role_id", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_role_members_creation_date" ON "srm_wf_process_role_members" ("creation_date");

ALTER TABLE "srm_wf_process_role_members" ADD CONSTRAINT "fk_srm_wf_process_role_members_process_role_id" FOREIGN KEY ("process_role_id") REFERENCES "srm_wf_process_roles" ("process_role_id") ON DELETE CASCADE;

ALTER TABLE "srm_wf_process_role_members" ADD CONSTRAINT "fk_srm_wf_process_role_members_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_wf_process_roles_role_code" ON "srm_wf_process_roles" ("role_code");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_roles_creation_date" ON "srm_wf_process_roles" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_process_roles_role_code_process_role_id" ON "srm_wf_process_roles" ("role_code", "process_role_id");

CREATE INDEX IF NOT EXISTS "tg_srm_wf_process_roles_role_code" ON "srm_wf_process_roles" USING gin ("role_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_wf_process_roles_role_name" ON "srm_wf_process_roles" USING gin ("role_name" public.gin_trgm_ops);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_wf_reminder_settings_process_key_node_id" ON "srm_wf_reminder_settings" ("process_key", "node_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_reminder_settings_creation_date" ON "srm_wf_reminder_settings" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_reminder_settings_process_key_node_id_reminder_id" ON "srm_wf_reminder_settings" ("process_key", "node_id", "reminder_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_tasks_instance_id" ON "srm_wf_tasks" ("instance_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_tasks_assignee_user_id" ON "srm_wf_tasks" ("assignee_user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_tasks_parent_task_id" ON "srm_wf_tasks" ("parent_task_id");

CREATE INDEX IF NOT EXISTS "ix_srm_wf_tasks_creation_date" ON "srm_wf_tasks" ("creation_date");

ALTER TABLE "srm_wf_tasks" ADD CONSTRAINT "fk_srm_wf_tasks_instance_id" FOREIGN KEY ("instance_id") REFERENCES "srm_wf_instances" ("instance_id") ON DELETE RESTRICT;

ALTER TABLE "srm_wf_tasks" ADD CONSTRAINT "fk_srm_wf_tasks_assignee_user_id" FOREIGN KEY ("assignee_user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "srm_wf_tasks" ADD CONSTRAINT "fk_srm_wf_tasks_owner_user_id" FOREIGN KEY ("owner_user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;
