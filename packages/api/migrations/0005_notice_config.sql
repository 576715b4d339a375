-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE TABLE "srm_base_notice_configs" (
  "notice_config_id" bigserial NOT NULL,
  "config_code" varchar(60),
  "config_name" varchar(200),
  "business_event" varchar(60),
  "receiver_role" varchar(60),
  "send_channel" varchar(60),
  "notification_type" varchar(60),
  "title_template" varchar(200),
  "content_template" text,
  "config_status" varchar(60),
  "remark" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_config_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_base_notice_configs_config_code" ON "srm_base_notice_configs" ("config_code");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_configs_creation_date" ON "srm_base_notice_configs" ("creation_date");
