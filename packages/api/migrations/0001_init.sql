-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE TABLE "saaf_audit_log" (
  "audit_id" bigserial NOT NULL,
  "entity_name" varchar(80),
  "record_id" bigint,
  "operation" varchar(60),
  "changes" text,
  "user_id" bigint,
  "user_name" varchar(60),
  "comment" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("audit_id")
);

CREATE TABLE "srm_base_config_profile" (
  "profile_id" bigserial NOT NULL,
  "profile_code" varchar(120),
  "profile_name" varchar(240),
  "profile_value" varchar(2000),
  "description" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("profile_id")
);

CREATE TABLE "saaf_lookup_types" (
  "lookup_type_id" bigserial NOT NULL,
  "lookup_type" varchar(60),
  "meaning" varchar(240),
  "description" varchar(500),
  "system_code" varchar(60),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("lookup_type_id")
);

CREATE TABLE "saaf_lookup_values" (
  "lookup_values_id" bigserial NOT NULL,
  "lookup_type_id" bigint,
  "lookup_type" varchar(60),
  "lookup_code" varchar(60),
  "meaning" varchar(240),
  "meaning_en" varchar(240),
  "description" varchar(500),
  "parent_lookup_values_id" bigint,
  "seq_num" bigint,
  "bu_org_id" bigint,
  "tag" varchar(120),
  "system_code" varchar(60),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("lookup_values_id")
);

CREATE TABLE "msg_outbox" (
  "mail_id" bigserial NOT NULL,
  "to_address" varchar(240),
  "subject" varchar(500),
  "body" text,
  "send_status" varchar(60),
  "sent_date" timestamptz,
  "error_message" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("mail_id")
);

CREATE TABLE "saaf_resources" (
  "resource_id" bigserial NOT NULL,
  "menu_id" bigint,
  "resource_code" varchar(60),
  "resource_name" varchar(240),
  "resource_name_en" varchar(240),
  "res_icon" varchar(60),
  "seq_num" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("resource_id")
);

CREATE TABLE "saaf_menus" (
  "menu_id" bigserial NOT NULL,
  "menu_code" varchar(120),
  "menu_name" varchar(240),
  "menu_name_en" varchar(240),
  "menu_type" varchar(60),
  "html_url" varchar(500),
  "image_link" varchar(120),
  "menu_parent_id" bigint,
  "level_id" bigint,
  "seq_num" bigint,
  "system_code" varchar(60),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("menu_id")
);

CREATE TABLE "saaf_resp_roles" (
  "resp_role_id" bigserial NOT NULL,
  "resp_id" bigint,
  "role_id" bigint,
  "role_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("resp_role_id")
);

CREATE TABLE "saaf_responsibilitys" (
  "resp_id" bigserial NOT NULL,
  "resp_code" varchar(60),
  "resp_name" varchar(240),
  "user_type" varchar(60),
  "description" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("resp_id")
);

CREATE TABLE "saaf_role_menus" (
  "role_menu_id" bigserial NOT NULL,
  "role_id" bigint,
  "menu_id" bigint,
  "menu_name" varchar(240),
  "menu_code" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("role_menu_id")
);

CREATE TABLE "saaf_role_resources" (
  "role_resource_id" bigserial NOT NULL,
  "role_id" bigint,
  "resource_id" bigint,
  "resource_code" varchar(240),
  "resource_name" varchar(240),
  "menu_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("role_resource_id")
);

CREATE TABLE "saaf_roles" (
  "role_id" bigserial NOT NULL,
  "role_code" varchar(60),
  "role_name" varchar(240),
  "description" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("role_id")
);

CREATE TABLE "saaf_user_resp" (
  "user_resp_id" bigserial NOT NULL,
  "user_id" bigint,
  "user_name" varchar(240),
  "resp_id" bigint,
  "resp_name" varchar(240),
  "start_date" date,
  "end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("user_resp_id")
);

CREATE TABLE "saaf_users" (
  "user_id" bigserial NOT NULL,
  "user_name" varchar(60),
  "user_full_name" varchar(120),
  "password" varchar(128),
  "user_type" varchar(60),
  "supplier_id" bigint,
  "supplier_name" varchar(240),
  "org_id" bigint,
  "email" varchar(120),
  "phone" varchar(40),
  "mobile" varchar(40),
  "language" varchar(60),
  "admin_flag" varchar(1),
  "enabled_flag" varchar(1),
  "last_login_date" timestamptz,
  "password_changed_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("user_id")
);

CREATE TABLE "srm_base_branches" (
  "branch_id" bigserial NOT NULL,
  "bank_id" bigint,
  "branch_code" varchar(60),
  "branch_name" varchar(240),
  "branch_address" varchar(500),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("branch_id")
);

CREATE TABLE "srm_base_banks" (
  "bank_id" bigserial NOT NULL,
  "bank_code" varchar(60),
  "bank_name" varchar(240),
  "country" varchar(60),
  "swift_code" varchar(20),
  "start_date" date,
  "end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("bank_id")
);

CREATE TABLE "srm_base_data_export_list" (
  "export_id" bigserial NOT NULL,
  "user_id" bigint,
  "file_name" varchar(240),
  "request_url" varchar(500),
  "request_params" text,
  "export_status" varchar(60),
  "progress" numeric(24,2),
  "row_count" bigint,
  "file_id" bigint,
  "error_message" varchar(2000),
  "finished_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("export_id")
);

CREATE TABLE "srm_base_districts" (
  "district_id" bigserial NOT NULL,
  "district_code" varchar(30),
  "district_name" varchar(240),
  "country" varchar(60),
  "district_level" bigint,
  "parent_district_id" bigint,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("district_id")
);

CREATE TABLE "srm_base_exchange_rate" (
  "exchange_rate_id" bigserial NOT NULL,
  "rate_type" varchar(60),
  "original_currency" varchar(60),
  "target_currency" varchar(60),
  "exchange_rate" numeric(24,10),
  "effective_start_date" date,
  "effective_end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("exchange_rate_id")
);

CREATE TABLE "srm_base_interior_pending" (
  "interior_pending_id" bigserial NOT NULL,
  "user_id" bigint,
  "pending_title" varchar(300),
  "bill_type" varchar(60),
  "bill_link" varchar(500),
  "menu_code" varchar(120),
  "menu_name" varchar(240),
  "entity_name" varchar(80),
  "record_id" bigint,
  "action_name" varchar(60),
  "handle_flag" varchar(1),
  "handle_date" timestamptz,
  "cancel_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("interior_pending_id")
);

CREATE TABLE "srm_base_item_mappings" (
  "item_mapping_id" bigserial NOT NULL,
  "item_id" bigint,
  "item_code" varchar(240),
  "item_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "supplier_item_code" varchar(120),
  "supplier_item_name" varchar(240),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("item_mapping_id")
);

CREATE TABLE "srm_base_items" (
  "item_id" bigserial NOT NULL,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_description" varchar(1000),
  "specification" varchar(500),
  "uom_code" varchar(60),
  "category_id" bigint,
  "category_name" varchar(240),
  "item_status" varchar(60),
  "purchasing_flag" varchar(1),
  "enabled_asl" varchar(1),
  "purchasing_lead_time" numeric(24,0),
  "min_packing" numeric(24,4),
  "benchmark_price" numeric(20,4),
  "invalid_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("item_id")
);

CREATE TABLE "srm_base_notices" (
  "notice_id" bigserial NOT NULL,
  "notice_code" varchar(40),
  "notice_title" varchar(200),
  "notice_type" varchar(60),
  "receiver_type" varchar(60),
  "notice_content" text,
  "notice_status" varchar(60),
  "set_top_flag" varchar(1),
  "publish_date" timestamptz,
  "view_count" bigint,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_id")
);

CREATE TABLE "srm_base_notifications" (
  "notification_id" bigserial NOT NULL,
  "recipient_user_id" bigint,
  "notification_title" varchar(200),
  "notification_content" text,
  "notification_type" varchar(60),
  "viewed_flag" varchar(1),
  "view_date" timestamptz,
  "entity_name" varchar(80),
  "record_id" bigint,
  "function_url" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notification_id")
);

CREATE TABLE "srm_base_org_relations" (
  "org_relation_id" bigserial NOT NULL,
  "ou_id" bigint,
  "ou_name" varchar(240),
  "inv_org_id" bigint,
  "inv_org_name" varchar(240),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("org_relation_id")
);

CREATE TABLE "saaf_institution" (
  "org_id" bigserial NOT NULL,
  "org_code" varchar(60),
  "org_name" varchar(240),
  "org_type" varchar(60),
  "parent_org_id" bigint,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("org_id")
);

CREATE TABLE "srm_pon_payment_term_nodes" (
  "term_node_id" bigserial NOT NULL,
  "payment_term_id" bigint,
  "line_number" bigint,
  "payment_term_node" varchar(60),
  "bias_days" bigint,
  "payment_proportion" numeric(24,2),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("term_node_id")
);

CREATE TABLE "srm_pon_payment_terms" (
  "payment_term_id" bigserial NOT NULL,
  "payment_term_code" varchar(60),
  "payment_term_name" varchar(240),
  "enabled_flag" varchar(1),
  "start_date" date,
  "end_date" date,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("payment_term_id")
);

CREATE TABLE "srm_base_projects" (
  "project_id" bigserial NOT NULL,
  "project_code" varchar(60),
  "project_name" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "budget_amount" numeric(20,2),
  "start_date" date,
  "end_date" date,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("project_id")
);

CREATE TABLE "srm_base_categories" (
  "category_id" bigserial NOT NULL,
  "category_code" varchar(60),
  "category_name" varchar(240),
  "parent_category_id" bigint,
  "category_level" bigint,
  "leaf_flag" varchar(1),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("category_id")
);

CREATE TABLE "srm_base_shortcut_menu" (
  "shortcut_menu_id" bigserial NOT NULL,
  "user_id" bigint,
  "menu_id" bigint,
  "menu_name" varchar(240),
  "menu_code" varchar(120),
  "image_link" varchar(120),
  "level_id" bigint,
  "menu_parent_id" bigint,
  "menu_type" varchar(60),
  "html_url" varchar(500),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("shortcut_menu_id")
);

CREATE TABLE "srm_pos_supplier_info" (
  "supplier_id" bigserial NOT NULL,
  "supplier_number" varchar(40),
  "supplier_name" varchar(240),
  "supplier_short_name" varchar(120),
  "supplier_type" varchar(60),
  "supplier_status" varchar(60),
  "tax_registration_number" varchar(60),
  "company_phone" varchar(40),
  "contact_name" varchar(120),
  "contact_email" varchar(120),
  "company_registered_address" varchar(500),
  "registered_capital" numeric(24,2),
  "purchase_flag" varchar(1),
  "payment_flag" varchar(1),
  "blacklist_flag" varchar(1),
  "source_code" varchar(60),
  "company_description" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("supplier_id")
);

CREATE TABLE "srm_base_supplier_pending" (
  "supplier_pending_id" bigserial NOT NULL,
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "pending_title" varchar(300),
  "bill_type" varchar(60),
  "bill_link" varchar(500),
  "menu_code" varchar(120),
  "menu_name" varchar(240),
  "entity_name" varchar(80),
  "record_id" bigint,
  "action_name" varchar(60),
  "handle_flag" varchar(1),
  "handle_date" timestamptz,
  "cancel_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("supplier_pending_id")
);

CREATE TABLE "srm_base_table_config" (
  "table_config_id" bigserial NOT NULL,
  "user_id" bigint,
  "table_name" varchar(200),
  "config_json" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("table_config_id")
);

CREATE TABLE "srm_base_unit_convert_rate" (
  "convert_rate_id" bigserial NOT NULL,
  "from_uom" varchar(60),
  "to_uom" varchar(60),
  "conversion_rate" numeric(24,10),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("convert_rate_id")
);

CREATE TABLE "sys_captchas" (
  "captcha_id" bigserial NOT NULL,
  "token" varchar(64),
  "answer_hash" varchar(64),
  "expires_at" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("captcha_id")
);

CREATE TABLE "sys_email_codes" (
  "email_code_id" bigserial NOT NULL,
  "email" varchar(240),
  "purpose" varchar(60),
  "code_hash" varchar(64),
  "expires_at" timestamptz,
  "used_flag" varchar(1),
  "failed_count" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("email_code_id")
);

CREATE TABLE "sys_login_attempts" (
  "attempt_id" bigserial NOT NULL,
  "user_name" varchar(120),
  "failed_count" bigint,
  "locked_until" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("attempt_id")
);

CREATE TABLE "sys_sequences" (
  "sequence_id" bigserial NOT NULL,
  "seq_key" varchar(120),
  "last_value" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("sequence_id")
);

CREATE TABLE "sys_sessions" (
  "session_id" bigserial NOT NULL,
  "token_hash" varchar(64),
  "user_id" bigint,
  "resp_id" bigint,
  "expires_at" timestamptz,
  "ip" varchar(64),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("session_id")
);

CREATE INDEX IF NOT EXISTS "ix_saaf_audit_log_entity_name" ON "saaf_audit_log" ("entity_name");

CREATE INDEX IF NOT EXISTS "ix_saaf_audit_log_record_id" ON "saaf_audit_log" ("record_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_audit_log_creation_date" ON "saaf_audit_log" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_config_profile_profile_code" ON "srm_base_config_profile" ("profile_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_config_profile_creation_date" ON "srm_base_config_profile" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_lookup_types_lookup_type" ON "saaf_lookup_types" ("lookup_type");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_types_creation_date" ON "saaf_lookup_types" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_values_lookup_type_id" ON "saaf_lookup_values" ("lookup_type_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_values_lookup_type" ON "saaf_lookup_values" ("lookup_type");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_lookup_values_lookup_type_id_lookup_code" ON "saaf_lookup_values" ("lookup_type_id", "lookup_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_values_creation_date" ON "saaf_lookup_values" ("creation_date");

ALTER TABLE "saaf_lookup_values" ADD CONSTRAINT "fk_saaf_lookup_values_lookup_type_id" FOREIGN KEY ("lookup_type_id") REFERENCES "saaf_lookup_types" ("lookup_type_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_msg_outbox_to_address" ON "msg_outbox" ("to_address");

CREATE INDEX IF NOT EXISTS "ix_msg_outbox_creation_date" ON "msg_outbox" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_resources_menu_id" ON "saaf_resources" ("menu_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_resources_menu_id_resource_code" ON "saaf_resources" ("menu_id", "resource_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_resources_creation_date" ON "saaf_resources" ("creation_date");

ALTER TABLE "saaf_resources" ADD CONSTRAINT "fk_saaf_resources_menu_id" FOREIGN KEY ("menu_id") REFERENCES "saaf_menus" ("menu_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_menus_menu_code" ON "saaf_menus" ("menu_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_menus_menu_parent_id" ON "saaf_menus" ("menu_parent_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_menus_creation_date" ON "saaf_menus" ("creation_date");

ALTER TABLE "saaf_menus" ADD CONSTRAINT "fk_saaf_menus_menu_parent_id" FOREIGN KEY ("menu_parent_id") REFERENCES "saaf_menus" ("menu_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_resp_roles_resp_id" ON "saaf_resp_roles" ("resp_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_resp_roles_resp_id_role_id" ON "saaf_resp_roles" ("resp_id", "role_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_resp_roles_creation_date" ON "saaf_resp_roles" ("creation_date");

ALTER TABLE "saaf_resp_roles" ADD CONSTRAINT "fk_saaf_resp_roles_resp_id" FOREIGN KEY ("resp_id") REFERENCES "saaf_responsibilitys" ("resp_id") ON DELETE CASCADE;

ALTER TABLE "saaf_resp_roles" ADD CONSTRAINT "fk_saaf_resp_roles_role_id" FOREIGN KEY ("role_id") REFERENCES "saaf_roles" ("role_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_responsibilitys_resp_code" ON "saaf_responsibilitys" ("resp_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_responsibilitys_creation_date" ON "saaf_responsibilitys" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_role_menus_role_id" ON "saaf_role_menus" ("role_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_role_menus_role_id_menu_id" ON "saaf_role_menus" ("role_id", "menu_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_role_menus_creation_date" ON "saaf_role_menus" ("creation_date");

ALTER TABLE "saaf_role_menus" ADD CONSTRAINT "fk_saaf_role_menus_role_id" FOREIGN KEY ("role_id") REFERENCES "saaf_roles" ("role_id") ON DELETE CASCADE;

ALTER TABLE "saaf_role_menus" ADD CONSTRAINT "fk_saaf_role_menus_menu_id" FOREIGN KEY ("menu_id") REFERENCES "saaf_menus" ("menu_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_saaf_role_resources_role_id" ON "saaf_role_resources" ("role_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_role_resources_role_id_resource_id" ON "saaf_role_resources" ("role_id", "resource_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_role_resources_creation_date" ON "saaf_role_resources" ("creation_date");

ALTER TABLE "saaf_role_resources" ADD CONSTRAINT "fk_saaf_role_resources_role_id" FOREIGN KEY ("role_id") REFERENCES "saaf_roles" ("role_id") ON DELETE CASCADE;

ALTER TABLE "saaf_role_resources" ADD CONSTRAINT "fk_saaf_role_resources_resource_id" FOREIGN KEY ("resource_id") REFERENCES "saaf_resources" ("resource_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_roles_role_code" ON "saaf_roles" ("role_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_roles_creation_date" ON "saaf_roles" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_resp_user_id" ON "saaf_user_resp" ("user_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_user_resp_user_id_resp_id" ON "saaf_user_resp" ("user_id", "resp_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_resp_creation_date" ON "saaf_user_resp" ("creation_date");

ALTER TABLE "saaf_user_resp" ADD CONSTRAINT "fk_saaf_user_resp_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_user_resp" ADD CONSTRAINT "fk_saaf_user_resp_resp_id" FOREIGN KEY ("resp_id") REFERENCES "saaf_responsibilitys" ("resp_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_users_user_name" ON "saaf_users" ("user_name");

CREATE INDEX IF NOT EXISTS "ix_saaf_users_supplier_id" ON "saaf_users" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_users_email" ON "saaf_users" ("email");

CREATE INDEX IF NOT EXISTS "ix_saaf_users_creation_date" ON "saaf_users" ("creation_date");

ALTER TABLE "saaf_users" ADD CONSTRAINT "fk_saaf_users_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

ALTER TABLE "saaf_users" ADD CONSTRAINT "fk_saaf_users_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_branches_bank_id" ON "srm_base_branches" ("bank_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_branches_branch_code" ON "srm_base_branches" ("branch_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_branches_creation_date" ON "srm_base_branches" ("creation_date");

ALTER TABLE "srm_base_branches" ADD CONSTRAINT "fk_srm_base_branches_bank_id" FOREIGN KEY ("bank_id") REFERENCES "srm_base_banks" ("bank_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_banks_bank_code" ON "srm_base_banks" ("bank_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_banks_creation_date" ON "srm_base_banks" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_data_export_list_user_id" ON "srm_base_data_export_list" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_data_export_list_creation_date" ON "srm_base_data_export_list" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_districts_district_code" ON "srm_base_districts" ("district_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_districts_country" ON "srm_base_districts" ("country");

CREATE INDEX IF NOT EXISTS "ix_srm_base_districts_district_level" ON "srm_base_districts" ("district_level");

CREATE INDEX IF NOT EXISTS "ix_srm_base_districts_parent_district_id" ON "srm_base_districts" ("parent_district_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_districts_creation_date" ON "srm_base_districts" ("creation_date");

ALTER TABLE "srm_base_districts" ADD CONSTRAINT "fk_srm_base_districts_parent_district_id" FOREIGN KEY ("parent_district_id") REFERENCES "srm_base_districts" ("district_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_exchange_rate_creation_date" ON "srm_base_exchange_rate" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_interior_pending_user_id" ON "srm_base_interior_pending" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_interior_pending_record_id" ON "srm_base_interior_pending" ("record_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_interior_pending_creation_date" ON "srm_base_interior_pending" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_item_mappings_supplier_id" ON "srm_base_item_mappings" ("supplier_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_item_mappings_supplier_id_supplier_item_code" ON "srm_base_item_mappings" ("supplier_id", "supplier_item_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_item_mappings_creation_date" ON "srm_base_item_mappings" ("creation_date");

ALTER TABLE "srm_base_item_mappings" ADD CONSTRAINT "fk_srm_base_item_mappings_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_base_item_mappings" ADD CONSTRAINT "fk_srm_base_item_mappings_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_items_item_code" ON "srm_base_items" ("item_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_items_item_name" ON "srm_base_items" ("item_name");

CREATE INDEX IF NOT EXISTS "ix_srm_base_items_category_id" ON "srm_base_items" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_items_creation_date" ON "srm_base_items" ("creation_date");

ALTER TABLE "srm_base_items" ADD CONSTRAINT "fk_srm_base_items_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_notices_notice_code" ON "srm_base_notices" ("notice_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notices_creation_date" ON "srm_base_notices" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notifications_recipient_user_id" ON "srm_base_notifications" ("recipient_user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notifications_creation_date" ON "srm_base_notifications" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_org_relations_ou_id_inv_org_id" ON "srm_base_org_relations" ("ou_id", "inv_org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_org_relations_creation_date" ON "srm_base_org_relations" ("creation_date");

ALTER TABLE "srm_base_org_relations" ADD CONSTRAINT "fk_srm_base_org_relations_ou_id" FOREIGN KEY ("ou_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_base_org_relations" ADD CONSTRAINT "fk_srm_base_org_relations_inv_org_id" FOREIGN KEY ("inv_org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_saaf_institution_org_code" ON "saaf_institution" ("org_code");

CREATE INDEX IF NOT EXISTS "ix_saaf_institution_creation_date" ON "saaf_institution" ("creation_date");

ALTER TABLE "saaf_institution" ADD CONSTRAINT "fk_saaf_institution_parent_org_id" FOREIGN KEY ("parent_org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_payment_term_nodes_payment_term_id" ON "srm_pon_payment_term_nodes" ("payment_term_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_payment_term_nodes_creation_date" ON "srm_pon_payment_term_nodes" ("creation_date");

ALTER TABLE "srm_pon_payment_term_nodes" ADD CONSTRAINT "fk_srm_pon_payment_term_nodes_payment_term_id" FOREIGN KEY ("payment_term_id") REFERENCES "srm_pon_payment_terms" ("payment_term_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_payment_terms_payment_term_code" ON "srm_pon_payment_terms" ("payment_term_code");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_payment_terms_creation_date" ON "srm_pon_payment_terms" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_projects_project_code" ON "srm_base_projects" ("project_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_projects_org_id" ON "srm_base_projects" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_projects_creation_date" ON "srm_base_projects" ("creation_date");

ALTER TABLE "srm_base_projects" ADD CONSTRAINT "fk_srm_base_projects_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_categories_category_code" ON "srm_base_categories" ("category_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_categories_parent_category_id" ON "srm_base_categories" ("parent_category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_categories_creation_date" ON "srm_base_categories" ("creation_date");

ALTER TABLE "srm_base_categories" ADD CONSTRAINT "fk_srm_base_categories_parent_category_id" FOREIGN KEY ("parent_category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_shortcut_menu_user_id" ON "srm_base_shortcut_menu" ("user_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_shortcut_menu_user_id_menu_id" ON "srm_base_shortcut_menu" ("user_id", "menu_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_shortcut_menu_creation_date" ON "srm_base_shortcut_menu" ("creation_date");

ALTER TABLE "srm_base_shortcut_menu" ADD CONSTRAINT "fk_srm_base_shortcut_menu_menu_id" FOREIGN KEY ("menu_id") REFERENCES "saaf_menus" ("menu_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pos_supplier_info_supplier_number" ON "srm_pos_supplier_info" ("supplier_number");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pos_supplier_info_supplier_name" ON "srm_pos_supplier_info" ("supplier_name");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_info_creation_date" ON "srm_pos_supplier_info" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_supplier_pending_supplier_id" ON "srm_base_supplier_pending" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_supplier_pending_record_id" ON "srm_base_supplier_pending" ("record_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_supplier_pending_creation_date" ON "srm_base_supplier_pending" ("creation_date");

ALTER TABLE "srm_base_supplier_pending" ADD CONSTRAINT "fk_srm_base_supplier_pending_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_table_config_user_id" ON "srm_base_table_config" ("user_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_table_config_user_id_table_name" ON "srm_base_table_config" ("user_id", "table_name");

CREATE INDEX IF NOT EXISTS "ix_srm_base_table_config_creation_date" ON "srm_base_table_config" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_unit_convert_rate_from_uom_to_uom" ON "srm_base_unit_convert_rate" ("from_uom", "to_uom");

CREATE INDEX IF NOT EXISTS "ix_srm_base_unit_convert_rate_creation_date" ON "srm_base_unit_convert_rate" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_captchas_token" ON "sys_captchas" ("token");

CREATE INDEX IF NOT EXISTS "ix_sys_captchas_creation_date" ON "sys_captchas" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_sys_email_codes_email" ON "sys_email_codes" ("email");

CREATE INDEX IF NOT EXISTS "ix_sys_email_codes_creation_date" ON "sys_email_codes" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_login_attempts_user_name" ON "sys_login_attempts" ("user_name");

CREATE INDEX IF NOT EXISTS "ix_sys_login_attempts_creation_date" ON "sys_login_attempts" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_sequences_seq_key" ON "sys_sequences" ("seq_key");

CREATE INDEX IF NOT EXISTS "ix_sys_sequences_creation_date" ON "sys_sequences" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_sessions_token_hash" ON "sys_sessions" ("token_hash");

CREATE INDEX IF NOT EXISTS "ix_sys_sessions_user_id" ON "sys_sessions" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_sys_sessions_creation_date" ON "sys_sessions" ("creation_date");
