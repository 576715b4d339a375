-- Generated from the entity definitions on 2026-11-24; never edit after commit.
CREATE TABLE "sys_document_versions" (
  "document_version_id" bigserial NOT NULL,
  "entity_name" varchar(60),
  "record_id" bigint,
  "version_no" bigint,
  "state" varchar(60),
  "change_comment" varchar(2000),
  "snapshot" text,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("document_version_id")
);

CREATE INDEX IF NOT EXISTS "ix_sys_document_versions_entity_name" ON "sys_document_versions" ("entity_name");

CREATE INDEX IF NOT EXISTS "ix_sys_document_versions_record_id" ON "sys_document_versions" ("record_id");

CREATE INDEX IF NOT EXISTS "ix_sys_document_versions_creation_date" ON "sys_document_versions" ("creation_date");
