-- Generated from the entity definitions on 2026-11-27; never edit after commit.
CREATE TABLE "srm_base_notice_replies" (
  "notice_reply_id" bigserial NOT NULL,
  "notice_id" bigint,
  "notice_code" varchar(240),
  "notice_title" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "reply_content" varchar(2000),
  "reply_user_name" varchar(240),
  "reply_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_reply_id")
);

CREATE TABLE "srm_base_notice_viewers" (
  "notice_viewer_id" bigserial NOT NULL,
  "notice_id" bigint,
  "notice_code" varchar(240),
  "notice_title" varchar(240),
  "user_id" bigint,
  "user_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "view_date" timestamptz,
  "last_view_date" timestamptz,
  "view_times" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_viewer_id")
);

ALTER TABLE "srm_base_notices" ADD COLUMN "reply_required_flag" varchar(1);

CREATE TABLE "srm_scsi_definitions" (
  "definition_id" bigserial NOT NULL,
  "definition_code" varchar(60),
  "definition_name" varchar(200),
  "direction" varchar(60),
  "business_event" varchar(60),
  "target_entity" varchar(60),
  "url" varchar(1000),
  "http_method" varchar(60),
  "auth_type" varchar(60),
  "auth_user" varchar(200),
  "auth_secret" varchar(2000),
  "auth_secret_set" varchar(1),
  "sign_secret" varchar(2000),
  "sign_secret_set" varchar(1),
  "header_interceptor" varchar(60),
  "params_interceptor" varchar(60),
  "definition_status" varchar(60),
  "description" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("definition_id")
);

CREATE TABLE "srm_scsi_parameters" (
  "parameter_id" bigserial NOT NULL,
  "definition_id" bigint,
  "param_location" varchar(60),
  "param_name" varchar(200),
  "param_value" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("parameter_id")
);

CREATE TABLE "srm_scsi_platform_logs" (
  "log_id" bigserial NOT NULL,
  "definition_id" bigint,
  "definition_code" varchar(60),
  "definition_name" varchar(200),
  "direction" varchar(60),
  "message_id" varchar(200),
  "dedupe_key" varchar(300),
  "business_event" varchar(60),
  "entity_name" varchar(60),
  "record_id" bigint,
  "url" varchar(1000),
  "request_body" text,
  "response_body" text,
  "http_status" bigint,
  "duration_ms" bigint,
  "attempts" bigint,
  "max_attempts" bigint,
  "log_status" varchar(60),
  "error_message" varchar(4000),
  "attempt_history" text,
  "next_attempt_at" timestamptz,
  "delivered_at" timestamptz,
  "replay_of_log_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("log_id")
);

CREATE TABLE "srm_scsi_req_field_maps" (
  "req_field_map_id" bigserial NOT NULL,
  "definition_id" bigint,
  "seq_num" bigint,
  "source_path" varchar(200),
  "target_field" varchar(200),
  "default_value" varchar(500),
  "required_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("req_field_map_id")
);

CREATE TABLE "srm_scsi_request_configs" (
  "request_config_id" bigserial NOT NULL,
  "definition_id" bigint,
  "config_key" varchar(60),
  "config_value" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("request_config_id")
);

CREATE TABLE "srm_scsi_res_field_maps" (
  "res_field_map_id" bigserial NOT NULL,
  "definition_id" bigint,
  "seq_num" bigint,
  "source_path" varchar(200),
  "target_field" varchar(200),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("res_field_map_id")
);

CREATE TABLE "msg_channels" (
  "channel_id" bigserial NOT NULL,
  "channel_code" varchar(60),
  "channel_name" varchar(200),
  "channel_type" varchar(60),
  "endpoint_url" varchar(500),
  "smtp_host" varchar(200),
  "smtp_port" bigint,
  "smtp_user" varchar(200),
  "mail_from" varchar(240),
  "secret_value" varchar(200),
  "secret_cipher" varchar(1000),
  "secret_set" varchar(1),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("channel_id")
);

CREATE TABLE "msg_delivery_logs" (
  "log_id" bigserial NOT NULL,
  "delivery_id" bigint,
  "instance_id" bigint,
  "channel" varchar(60),
  "address" varchar(500),
  "attempt_number" bigint,
  "log_status" varchar(60),
  "http_status" bigint,
  "duration_ms" bigint,
  "error_message" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("log_id")
);

CREATE TABLE "msg_deliveries" (
  "delivery_id" bigserial NOT NULL,
  "instance_id" bigint,
  "channel" varchar(60),
  "recipient_user_id" bigint,
  "recipient_name" varchar(200),
  "address" varchar(500),
  "language_code" varchar(60),
  "title" varchar(500),
  "content" text,
  "delivery_status" varchar(60),
  "attempts" bigint,
  "last_error" varchar(2000),
  "sent_date" timestamptz,
  "notification_id" bigint,
  "mail_id" bigint,
  "channel_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("delivery_id")
);

CREATE TABLE "msg_instances" (
  "instance_id" bigserial NOT NULL,
  "origin_code" varchar(60),
  "event_code" varchar(60),
  "source_id" bigint,
  "source_name" varchar(200),
  "entity_name" varchar(80),
  "record_id" bigint,
  "title" varchar(500),
  "instance_status" varchar(60),
  "delivery_count" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("instance_id")
);

CREATE TABLE "msg_sources" (
  "source_id" bigserial NOT NULL,
  "source_code" varchar(60),
  "source_name" varchar(200),
  "event_code" varchar(60),
  "site_flag" varchar(1),
  "email_flag" varchar(1),
  "webhook_flag" varchar(1),
  "channel_id" bigint,
  "channel_name" varchar(200),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("source_id")
);

CREATE TABLE "msg_subscriptions" (
  "subscription_id" bigserial NOT NULL,
  "user_id" bigint,
  "event_code" varchar(60),
  "channel" varchar(60),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("subscription_id")
);

CREATE TABLE "msg_templates" (
  "template_id" bigserial NOT NULL,
  "template_code" varchar(60),
  "event_code" varchar(60),
  "channel" varchar(60),
  "title_zh" varchar(200),
  "title_en" varchar(200),
  "content_zh" text,
  "content_en" text,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("template_id")
);

CREATE TABLE "srm_base_chart_group_items" (
  "item_id" bigserial NOT NULL,
  "group_id" bigint,
  "seq_num" bigint,
  "chart_id" bigint,
  "chart_code" varchar(40),
  "chart_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("item_id")
);

CREATE TABLE "srm_base_chart_groups" (
  "group_id" bigserial NOT NULL,
  "group_code" varchar(40),
  "group_name" varchar(200),
  "group_name_en" varchar(200),
  "columns_per_row" bigint,
  "menu_path" varchar(200),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("group_id")
);

CREATE TABLE "srm_base_dynamic_charts" (
  "chart_id" bigserial NOT NULL,
  "chart_code" varchar(40),
  "chart_name" varchar(200),
  "chart_name_en" varchar(200),
  "report_id" bigint,
  "report_code" varchar(40),
  "report_name" varchar(240),
  "chart_type" varchar(60),
  "dimension_column" varchar(60),
  "measure_columns" varchar(500),
  "aggregation" varchar(60),
  "top_n" bigint,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("chart_id")
);

CREATE TABLE "srm_base_jdbc_configs" (
  "jdbc_id" bigserial NOT NULL,
  "jdbc_code" varchar(40),
  "jdbc_name" varchar(200),
  "host" varchar(200),
  "port" bigint,
  "database_name" varchar(120),
  "user_name" varchar(120),
  "db_password" varchar(1000),
  "password_set_flag" varchar(1),
  "schema_name" varchar(60),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("jdbc_id")
);

CREATE TABLE "srm_base_report_back_exports" (
  "back_export_id" bigserial NOT NULL,
  "requested_by" bigint,
  "report_id" bigint,
  "report_code" varchar(40),
  "report_name" varchar(200),
  "params_json" text,
  "export_status" varchar(60),
  "row_total" bigint,
  "file_id" bigint,
  "file_name" varchar(255),
  "finished_date" timestamptz,
  "error_message" varchar(2000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("back_export_id")
);

CREATE TABLE "srm_base_report_columns" (
  "column_id" bigserial NOT NULL,
  "report_id" bigint,
  "seq_num" bigint,
  "column_name" varchar(60),
  "column_title" varchar(120),
  "column_title_en" varchar(120),
  "data_type" varchar(30),
  "column_width" bigint,
  "footer_type" varchar(60),
  "visible_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("column_id")
);

CREATE TABLE "srm_base_report_definitions" (
  "report_id" bigserial NOT NULL,
  "report_code" varchar(40),
  "report_name" varchar(200),
  "report_name_en" varchar(200),
  "jdbc_id" bigint,
  "jdbc_name" varchar(240),
  "sql_script" text,
  "supplier_column" varchar(60),
  "max_rows" bigint,
  "timeout_seconds" bigint,
  "menu_path" varchar(200),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("report_id")
);

CREATE TABLE "srm_base_report_parameters" (
  "parameter_id" bigserial NOT NULL,
  "report_id" bigint,
  "seq_num" bigint,
  "param_name" varchar(60),
  "param_label" varchar(120),
  "param_label_en" varchar(120),
  "param_type" varchar(60),
  "required_flag" varchar(1),
  "lookup_type" varchar(60),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("parameter_id")
);

CREATE TABLE "sys_concurrent_program_params" (
  "param_id" bigserial NOT NULL,
  "program_id" bigint,
  "seq" bigint,
  "param_name" varchar(60),
  "param_label" varchar(120),
  "param_label_en" varchar(120),
  "param_type" varchar(60),
  "required_flag" varchar(1),
  "default_value" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("param_id")
);

CREATE TABLE "sys_concurrent_programs" (
  "program_id" bigserial NOT NULL,
  "program_code" varchar(120),
  "program_name" varchar(240),
  "program_name_en" varchar(240),
  "description" varchar(1000),
  "submittable_flag" varchar(1),
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("program_id")
);

CREATE TABLE "sys_job_logs" (
  "log_id" bigserial NOT NULL,
  "job_id" bigint,
  "log_time" timestamptz,
  "log_level" varchar(60),
  "message" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("log_id")
);

CREATE TABLE "srm_base_interface_logs" (
  "log_id" bigserial NOT NULL,
  "http_method" varchar(10),
  "path" varchar(500),
  "caller_name" varchar(120),
  "caller_user_id" bigint,
  "client_id" varchar(80),
  "status_code" bigint,
  "duration_ms" bigint,
  "ip" varchar(64),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("log_id")
);

CREATE TABLE "srm_base_api_interface_ops" (
  "operation_line_id" bigserial NOT NULL,
  "interface_id" bigint,
  "http_method" varchar(10),
  "path" varchar(500),
  "operation_code" varchar(200),
  "summary" varchar(500),
  "tag_name" varchar(120),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("operation_line_id")
);

CREATE TABLE "srm_base_api_interfaces" (
  "interface_id" bigserial NOT NULL,
  "interface_code" varchar(60),
  "interface_name" varchar(200),
  "system_name" varchar(120),
  "base_url" varchar(500),
  "api_version" varchar(60),
  "operation_count" bigint,
  "source_document" text,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("interface_id")
);

CREATE TABLE "srm_base_oauth_app_grants" (
  "grant_id" bigserial NOT NULL,
  "app_id" bigint,
  "resp_id" bigint,
  "resp_name" varchar(240),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("grant_id")
);

CREATE TABLE "srm_base_oauth_apps" (
  "app_id" bigserial NOT NULL,
  "app_name" varchar(120),
  "client_id" varchar(80),
  "client_secret" varchar(1000),
  "secret_issued_at" timestamptz,
  "redirect_uris" text,
  "grant_types" varchar(120),
  "scopes" varchar(200),
  "user_id" bigint,
  "user_name" varchar(60),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("app_id")
);

CREATE TABLE "sys_oauth_payloads" (
  "payload_id" bigserial NOT NULL,
  "model" varchar(40),
  "oid" varchar(200),
  "payload" text,
  "grant_ref" varchar(200),
  "uid" varchar(200),
  "user_code" varchar(200),
  "expires_at" timestamptz,
  "consumed_at" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("payload_id")
);

CREATE TABLE "srm_base_sso_providers" (
  "provider_id" bigserial NOT NULL,
  "provider_code" varchar(40),
  "provider_name" varchar(120),
  "provider_name_en" varchar(120),
  "issuer_url" varchar(500),
  "client_id" varchar(200),
  "client_secret" varchar(1000),
  "scopes" varchar(200),
  "username_claim" varchar(80),
  "create_users_flag" varchar(1),
  "new_user_resp_id" bigint,
  "new_user_resp_name" varchar(240),
  "enabled_flag" varchar(1),
  "remark" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("provider_id")
);

ALTER TABLE "sys_job_schedules" ADD COLUMN "schedule_name" varchar(240);

ALTER TABLE "sys_job_schedules" ADD COLUMN "schedule_kind" varchar(60);

ALTER TABLE "sys_job_schedules" ADD COLUMN "cron_expression" varchar(120);

ALTER TABLE "sys_job_schedules" ADD COLUMN "time_zone" varchar(60);

ALTER TABLE "sys_jobs" ADD COLUMN "program_name" varchar(240);

ALTER TABLE "sys_jobs" ADD COLUMN "run_kind" varchar(60);

ALTER TABLE "sys_jobs" ALTER COLUMN "job_status" TYPE varchar(60);

ALTER TABLE "sys_jobs" ADD COLUMN "duration_ms" bigint;

ALTER TABLE "sys_jobs" ADD COLUMN "due_at" timestamptz;

CREATE TABLE "srm_base_favourites" (
  "favourite_id" bigserial NOT NULL,
  "user_id" bigint,
  "favourite_type" varchar(60),
  "favourite_title" varchar(200),
  "favourite_url" varchar(500),
  "entity_name" varchar(60),
  "record_id" bigint,
  "menu_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("favourite_id")
);

CREATE TABLE "srm_base_help_articles" (
  "article_id" bigserial NOT NULL,
  "article_code" varchar(40),
  "article_title" varchar(200),
  "article_title_en" varchar(200),
  "article_category" varchar(60),
  "display_seq" bigint,
  "published_flag" varchar(1),
  "article_content" text,
  "article_content_en" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("article_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_replies_notice_id" ON "srm_base_notice_replies" ("notice_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_notice_replies_notice_id_supplier_id" ON "srm_base_notice_replies" ("notice_id", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_replies_supplier_id" ON "srm_base_notice_replies" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_replies_creation_date" ON "srm_base_notice_replies" ("creation_date");

ALTER TABLE "srm_base_notice_replies" ADD CONSTRAINT "fk_srm_base_notice_replies_notice_id" FOREIGN KEY ("notice_id") REFERENCES "srm_base_notices" ("notice_id") ON DELETE RESTRICT;

ALTER TABLE "srm_base_notice_replies" ADD CONSTRAINT "fk_srm_base_notice_replies_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_viewers_notice_id" ON "srm_base_notice_viewers" ("notice_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_notice_viewers_notice_id_user_id" ON "srm_base_notice_viewers" ("notice_id", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_viewers_supplier_id" ON "srm_base_notice_viewers" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_viewers_creation_date" ON "srm_base_notice_viewers" ("creation_date");

ALTER TABLE "srm_base_notice_viewers" ADD CONSTRAINT "fk_srm_base_notice_viewers_notice_id" FOREIGN KEY ("notice_id") REFERENCES "srm_base_notices" ("notice_id") ON DELETE RESTRICT;

ALTER TABLE "srm_base_notice_viewers" ADD CONSTRAINT "fk_srm_base_notice_viewers_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_scsi_definitions_definition_code" ON "srm_scsi_definitions" ("definition_code");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_definitions_creation_date" ON "srm_scsi_definitions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_definitions_definition_code_definition_id" ON "srm_scsi_definitions" ("definition_code", "definition_id");

CREATE INDEX IF NOT EXISTS "tg_srm_scsi_definitions_definition_code" ON "srm_scsi_definitions" USING gin ("definition_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_scsi_definitions_definition_name" ON "srm_scsi_definitions" USING gin ("definition_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_parameters_definition_id" ON "srm_scsi_parameters" ("definition_id");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_parameters_creation_date" ON "srm_scsi_parameters" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_parameters_param_name_parameter_id" ON "srm_scsi_parameters" ("param_name", "parameter_id");

ALTER TABLE "srm_scsi_parameters" ADD CONSTRAINT "fk_srm_scsi_parameters_definition_id" FOREIGN KEY ("definition_id") REFERENCES "srm_scsi_definitions" ("definition_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_platform_logs_definition_id" ON "srm_scsi_platform_logs" ("definition_id");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_platform_logs_message_id" ON "srm_scsi_platform_logs" ("message_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_scsi_platform_logs_dedupe_key" ON "srm_scsi_platform_logs" ("dedupe_key");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_platform_logs_log_status" ON "srm_scsi_platform_logs" ("log_status");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_platform_logs_creation_date" ON "srm_scsi_platform_logs" ("creation_date");

ALTER TABLE "srm_scsi_platform_logs" ADD CONSTRAINT "fk_srm_scsi_platform_logs_definition_id" FOREIGN KEY ("definition_id") REFERENCES "srm_scsi_definitions" ("definition_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_req_field_maps_definition_id" ON "srm_scsi_req_field_maps" ("definition_id");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_req_field_maps_creation_date" ON "srm_scsi_req_field_maps" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_req_field_maps_seq_num_req_field_map_id" ON "srm_scsi_req_field_maps" ("seq_num", "req_field_map_id");

ALTER TABLE "srm_scsi_req_field_maps" ADD CONSTRAINT "fk_srm_scsi_req_field_maps_definition_id" FOREIGN KEY ("definition_id") REFERENCES "srm_scsi_definitions" ("definition_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_request_configs_definition_id" ON "srm_scsi_request_configs" ("definition_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_scsi_request_configs_definition_id_config_key" ON "srm_scsi_request_configs" ("definition_id", "config_key");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_request_configs_creation_date" ON "srm_scsi_request_configs" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_request_configs_config_key_request_config_id" ON "srm_scsi_request_configs" ("config_key", "request_config_id");

ALTER TABLE "srm_scsi_request_configs" ADD CONSTRAINT "fk_srm_scsi_request_configs_definition_id" FOREIGN KEY ("definition_id") REFERENCES "srm_scsi_definitions" ("definition_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_res_field_maps_definition_id" ON "srm_scsi_res_field_maps" ("definition_id");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_res_field_maps_creation_date" ON "srm_scsi_res_field_maps" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_scsi_res_field_maps_seq_num_res_field_map_id" ON "srm_scsi_res_field_maps" ("seq_num", "res_field_map_id");

ALTER TABLE "srm_scsi_res_field_maps" ADD CONSTRAINT "fk_srm_scsi_res_field_maps_definition_id" FOREIGN KEY ("definition_id") REFERENCES "srm_scsi_definitions" ("definition_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_msg_channels_channel_code" ON "msg_channels" ("channel_code");

CREATE INDEX IF NOT EXISTS "ix_msg_channels_creation_date" ON "msg_channels" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_msg_channels_channel_code_channel_id" ON "msg_channels" ("channel_code", "channel_id");

CREATE INDEX IF NOT EXISTS "tg_msg_channels_channel_code" ON "msg_channels" USING gin ("channel_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_msg_channels_channel_name" ON "msg_channels" USING gin ("channel_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_msg_delivery_logs_instance_id" ON "msg_delivery_logs" ("instance_id");

CREATE INDEX IF NOT EXISTS "ix_msg_delivery_logs_creation_date" ON "msg_delivery_logs" ("creation_date");

ALTER TABLE "msg_delivery_logs" ADD CONSTRAINT "fk_msg_delivery_logs_delivery_id" FOREIGN KEY ("delivery_id") REFERENCES "msg_deliveries" ("delivery_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_msg_deliveries_instance_id" ON "msg_deliveries" ("instance_id");

CREATE INDEX IF NOT EXISTS "ix_msg_deliveries_recipient_user_id" ON "msg_deliveries" ("recipient_user_id");

CREATE INDEX IF NOT EXISTS "ix_msg_deliveries_delivery_status" ON "msg_deliveries" ("delivery_status");

CREATE INDEX IF NOT EXISTS "ix_msg_deliveries_creation_date" ON "msg_deliveries" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_msg_deliveries_recipient_name" ON "msg_deliveries" USING gin ("recipient_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_msg_deliveries_title" ON "msg_deliveries" USING gin ("title" public.gin_trgm_ops);

ALTER TABLE "msg_deliveries" ADD CONSTRAINT "fk_msg_deliveries_instance_id" FOREIGN KEY ("instance_id") REFERENCES "msg_instances" ("instance_id") ON DELETE CASCADE;

ALTER TABLE "msg_deliveries" ADD CONSTRAINT "fk_msg_deliveries_channel_id" FOREIGN KEY ("channel_id") REFERENCES "msg_channels" ("channel_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_msg_instances_event_code" ON "msg_instances" ("event_code");

CREATE INDEX IF NOT EXISTS "ix_msg_instances_instance_status" ON "msg_instances" ("instance_status");

CREATE INDEX IF NOT EXISTS "ix_msg_instances_creation_date" ON "msg_instances" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_msg_instances_title" ON "msg_instances" USING gin ("title" public.gin_trgm_ops);

ALTER TABLE "msg_instances" ADD CONSTRAINT "fk_msg_instances_source_id" FOREIGN KEY ("source_id") REFERENCES "msg_sources" ("source_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_msg_sources_source_code" ON "msg_sources" ("source_code");

CREATE INDEX IF NOT EXISTS "ix_msg_sources_event_code" ON "msg_sources" ("event_code");

CREATE INDEX IF NOT EXISTS "ix_msg_sources_creation_date" ON "msg_sources" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_msg_sources_source_code_source_id" ON "msg_sources" ("source_code", "source_id");

CREATE INDEX IF NOT EXISTS "tg_msg_sources_source_code" ON "msg_sources" USING gin ("source_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_msg_sources_source_name" ON "msg_sources" USING gin ("source_name" public.gin_trgm_ops);

ALTER TABLE "msg_sources" ADD CONSTRAINT "fk_msg_sources_channel_id" FOREIGN KEY ("channel_id") REFERENCES "msg_channels" ("channel_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_msg_subscriptions_user_id" ON "msg_subscriptions" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_msg_subscriptions_creation_date" ON "msg_subscriptions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_msg_subscriptions_event_code_channel_subscription_id" ON "msg_subscriptions" ("event_code", "channel", "subscription_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_msg_templates_template_code" ON "msg_templates" ("template_code");

CREATE INDEX IF NOT EXISTS "ix_msg_templates_event_code" ON "msg_templates" ("event_code");

CREATE INDEX IF NOT EXISTS "ix_msg_templates_creation_date" ON "msg_templates" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_msg_templates_template_code_template_id" ON "msg_templates" ("template_code", "template_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_chart_group_items_group_id" ON "srm_base_chart_group_items" ("group_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_chart_group_items_group_id_chart_id" ON "srm_base_chart_group_items" ("group_id", "chart_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_chart_group_items_creation_date" ON "srm_base_chart_group_items" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_chart_group_items_seq_num_item_id" ON "srm_base_chart_group_items" ("seq_num", "item_id");

ALTER TABLE "srm_base_chart_group_items" ADD CONSTRAINT "fk_srm_base_chart_group_items_group_id" FOREIGN KEY ("group_id") REFERENCES "srm_base_chart_groups" ("group_id") ON DELETE CASCADE;

ALTER TABLE "srm_base_chart_group_items" ADD CONSTRAINT "fk_srm_base_chart_group_items_chart_id" FOREIGN KEY ("chart_id") REFERENCES "srm_base_dynamic_charts" ("chart_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_chart_groups_group_code" ON "srm_base_chart_groups" ("group_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_chart_groups_creation_date" ON "srm_base_chart_groups" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_chart_groups_group_code_group_id" ON "srm_base_chart_groups" ("group_code", "group_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_chart_groups_group_code" ON "srm_base_chart_groups" USING gin ("group_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_chart_groups_group_name" ON "srm_base_chart_groups" USING gin ("group_name" public.gin_trgm_ops);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_dynamic_charts_chart_code" ON "srm_base_dynamic_charts" ("chart_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_dynamic_charts_creation_date" ON "srm_base_dynamic_charts" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_dynamic_charts_chart_code_chart_id" ON "srm_base_dynamic_charts" ("chart_code", "chart_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_dynamic_charts_chart_code" ON "srm_base_dynamic_charts" USING gin ("chart_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_dynamic_charts_chart_name" ON "srm_base_dynamic_charts" USING gin ("chart_name" public.gin_trgm_ops);

ALTER TABLE "srm_base_dynamic_charts" ADD CONSTRAINT "fk_srm_base_dynamic_charts_report_id" FOREIGN KEY ("report_id") REFERENCES "srm_base_report_definitions" ("report_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_jdbc_configs_jdbc_code" ON "srm_base_jdbc_configs" ("jdbc_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_jdbc_configs_creation_date" ON "srm_base_jdbc_configs" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_jdbc_configs_jdbc_code_jdbc_id" ON "srm_base_jdbc_configs" ("jdbc_code", "jdbc_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_jdbc_configs_jdbc_code" ON "srm_base_jdbc_configs" USING gin ("jdbc_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_jdbc_configs_jdbc_name" ON "srm_base_jdbc_configs" USING gin ("jdbc_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_back_exports_report_id" ON "srm_base_report_back_exports" ("report_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_back_exports_creation_date" ON "srm_base_report_back_exports" ("creation_date");

ALTER TABLE "srm_base_report_back_exports" ADD CONSTRAINT "fk_srm_base_report_back_exports_report_id" FOREIGN KEY ("report_id") REFERENCES "srm_base_report_definitions" ("report_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_columns_report_id" ON "srm_base_report_columns" ("report_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_report_columns_report_id_column_name" ON "srm_base_report_columns" ("report_id", "column_name");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_columns_creation_date" ON "srm_base_report_columns" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_columns_seq_num_column_id" ON "srm_base_report_columns" ("seq_num", "column_id");

ALTER TABLE "srm_base_report_columns" ADD CONSTRAINT "fk_srm_base_report_columns_report_id" FOREIGN KEY ("report_id") REFERENCES "srm_base_report_definitions" ("report_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_report_definitions_report_code" ON "srm_base_report_definitions" ("report_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_definitions_creation_date" ON "srm_base_report_definitions" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_definitions_report_code_report_id" ON "srm_base_report_definitions" ("report_code", "report_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_report_definitions_report_code" ON "srm_base_report_definitions" USING gin ("report_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_report_definitions_report_name" ON "srm_base_report_definitions" USING gin ("report_name" public.gin_trgm_ops);

ALTER TABLE "srm_base_report_definitions" ADD CONSTRAINT "fk_srm_base_report_definitions_jdbc_id" FOREIGN KEY ("jdbc_id") REFERENCES "srm_base_jdbc_configs" ("jdbc_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_parameters_report_id" ON "srm_base_report_parameters" ("report_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_report_parameters_report_id_param_name" ON "srm_base_report_parameters" ("report_id", "param_name");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_parameters_creation_date" ON "srm_base_report_parameters" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_report_parameters_seq_num_parameter_id" ON "srm_base_report_parameters" ("seq_num", "parameter_id");

ALTER TABLE "srm_base_report_parameters" ADD CONSTRAINT "fk_srm_base_report_parameters_report_id" FOREIGN KEY ("report_id") REFERENCES "srm_base_report_definitions" ("report_id") ON DELETE CASCADE;

CREATE INDEX IF NOT EXISTS "ix_sys_concurrent_program_params_program_id" ON "sys_concurrent_program_params" ("program_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_concurrent_program_params_program_id_param_name" ON "sys_concurrent_program_params" ("program_id", "param_name");

CREATE INDEX IF NOT EXISTS "ix_sys_concurrent_program_params_creation_date" ON "sys_concurrent_program_params" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_sys_concurrent_program_params_seq_param_id" ON "sys_concurrent_program_params" ("seq", "param_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_concurrent_programs_program_code" ON "sys_concurrent_programs" ("program_code");

CREATE INDEX IF NOT EXISTS "ix_sys_concurrent_programs_creation_date" ON "sys_concurrent_programs" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_sys_concurrent_programs_program_code_program_id" ON "sys_concurrent_programs" ("program_code", "program_id");

CREATE INDEX IF NOT EXISTS "ix_sys_job_logs_job_id" ON "sys_job_logs" ("job_id");

CREATE INDEX IF NOT EXISTS "ix_sys_job_logs_creation_date" ON "sys_job_logs" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_interface_logs_client_id" ON "srm_base_interface_logs" ("client_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_interface_logs_creation_date" ON "srm_base_interface_logs" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_api_interface_ops_interface_id" ON "srm_base_api_interface_ops" ("interface_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_api_interface_ops_creation_date" ON "srm_base_api_interface_ops" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_api_interface_ops_path_operation_line_id" ON "srm_base_api_interface_ops" ("path", "operation_line_id");

ALTER TABLE "srm_base_api_interface_ops" ADD CONSTRAINT "fk_srm_base_api_interface_ops_interface_id" FOREIGN KEY ("interface_id") REFERENCES "srm_base_api_interfaces" ("interface_id") ON DELETE CASCADE;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_api_interfaces_interface_code" ON "srm_base_api_interfaces" ("interface_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_api_interfaces_creation_date" ON "srm_base_api_interfaces" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_api_interfaces_interface_code_interface_id" ON "srm_base_api_interfaces" ("interface_code", "interface_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_api_interfaces_interface_code" ON "srm_base_api_interfaces" USING gin ("interface_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_api_interfaces_interface_name" ON "srm_base_api_interfaces" USING gin ("interface_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "ix_srm_base_oauth_app_grants_app_id" ON "srm_base_oauth_app_grants" ("app_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_oauth_app_grants_app_id_resp_id" ON "srm_base_oauth_app_grants" ("app_id", "resp_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_oauth_app_grants_creation_date" ON "srm_base_oauth_app_grants" ("creation_date");

ALTER TABLE "srm_base_oauth_app_grants" ADD CONSTRAINT "fk_srm_base_oauth_app_grants_app_id" FOREIGN KEY ("app_id") REFERENCES "srm_base_oauth_apps" ("app_id") ON DELETE CASCADE;

ALTER TABLE "srm_base_oauth_app_grants" ADD CONSTRAINT "fk_srm_base_oauth_app_grants_resp_id" FOREIGN KEY ("resp_id") REFERENCES "saaf_responsibilitys" ("resp_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_oauth_apps_app_name" ON "srm_base_oauth_apps" ("app_name");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_oauth_apps_client_id" ON "srm_base_oauth_apps" ("client_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_oauth_apps_creation_date" ON "srm_base_oauth_apps" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_oauth_apps_app_name_app_id" ON "srm_base_oauth_apps" ("app_name", "app_id");

CREATE INDEX IF NOT EXISTS "tg_srm_base_oauth_apps_client_id" ON "srm_base_oauth_apps" USING gin ("client_id" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_oauth_apps_app_name" ON "srm_base_oauth_apps" USING gin ("app_name" public.gin_trgm_ops);

ALTER TABLE "srm_base_oauth_apps" ADD CONSTRAINT "fk_srm_base_oauth_apps_user_id" FOREIGN KEY ("user_id") REFERENCES "saaf_users" ("user_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_oauth_payloads_model_oid" ON "sys_oauth_payloads" ("model", "oid");

CREATE INDEX IF NOT EXISTS "ix_sys_oauth_payloads_grant_ref" ON "sys_oauth_payloads" ("grant_ref");

CREATE INDEX IF NOT EXISTS "ix_sys_oauth_payloads_uid" ON "sys_oauth_payloads" ("uid");

CREATE INDEX IF NOT EXISTS "ix_sys_oauth_payloads_creation_date" ON "sys_oauth_payloads" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_sso_providers_provider_code" ON "srm_base_sso_providers" ("provider_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_sso_providers_creation_date" ON "srm_base_sso_providers" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_sso_providers_provider_code_provider_id" ON "srm_base_sso_providers" ("provider_code", "provider_id");

ALTER TABLE "srm_base_sso_providers" ADD CONSTRAINT "fk_srm_base_sso_providers_new_user_resp_id" FOREIGN KEY ("new_user_resp_id") REFERENCES "saaf_responsibilitys" ("resp_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_sys_job_schedules_schedule_code_schedule_id" ON "sys_job_schedules" ("schedule_code", "schedule_id");

CREATE INDEX IF NOT EXISTS "ix_sys_jobs_schedule_id" ON "sys_jobs" ("schedule_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_jobs_schedule_id_due_at" ON "sys_jobs" ("schedule_id", "due_at");

CREATE INDEX IF NOT EXISTS "ix_srm_base_favourites_user_id" ON "srm_base_favourites" ("user_id");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_favourites_user_id_favourite_url" ON "srm_base_favourites" ("user_id", "favourite_url");

CREATE INDEX IF NOT EXISTS "ix_srm_base_favourites_creation_date" ON "srm_base_favourites" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_help_articles_article_code" ON "srm_base_help_articles" ("article_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_help_articles_creation_date" ON "srm_base_help_articles" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_base_help_articles_display_seq_article_id" ON "srm_base_help_articles" ("display_seq", "article_id");
