-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE TABLE "srm_base_data_import_list" (
  "import_id" bigserial NOT NULL,
  "user_id" bigint,
  "file_name" varchar(240),
  "entity_name" varchar(80),
  "import_status" varchar(60),
  "row_count" bigint,
  "failed_count" bigint,
  "file_id" bigint,
  "error_file_id" bigint,
  "error_message" varchar(2000),
  "finished_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("import_id")
);

CREATE INDEX IF NOT EXISTS "ix_srm_base_data_import_list_user_id" ON "srm_base_data_import_list" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_data_import_list_creation_date" ON "srm_base_data_import_list" ("creation_date");
