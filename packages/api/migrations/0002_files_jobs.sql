-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE TABLE "sys_file_objects" (
  "object_id" bigserial NOT NULL,
  "storage_key" varchar(300),
  "storage_kind" varchar(20),
  "file_size" bigint,
  "sha256" varchar(64),
  "content_type" varchar(200),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("object_id")
);

CREATE TABLE "sys_files" (
  "file_id" bigserial NOT NULL,
  "object_id" bigint,
  "file_name" varchar(500),
  "file_size" bigint,
  "content_type" varchar(200),
  "sha256" varchar(64),
  "function_id" varchar(120),
  "business_id" bigint,
  "file_path" varchar(500),
  "file_desc" varchar(1000),
  "upload_user_id" bigint,
  "source_file_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("file_id")
);

CREATE TABLE "sys_job_schedules" (
  "schedule_id" bigserial NOT NULL,
  "schedule_code" varchar(120),
  "job_type" varchar(120),
  "payload" text,
  "interval_seconds" bigint,
  "next_run_at" timestamptz,
  "last_run_at" timestamptz,
  "enabled_flag" varchar(1),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("schedule_id")
);

CREATE TABLE "sys_jobs" (
  "job_id" bigserial NOT NULL,
  "job_type" varchar(120),
  "payload" text,
  "job_status" varchar(20),
  "attempts" bigint,
  "max_attempts" bigint,
  "run_at" timestamptz,
  "locked_by" varchar(200),
  "locked_at" timestamptz,
  "heartbeat_at" timestamptz,
  "finished_at" timestamptz,
  "last_error" varchar(4000),
  "result" text,
  "schedule_id" bigint,
  "user_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("job_id")
);

CREATE TABLE "sys_upload_sessions" (
  "upload_session_id" bigserial NOT NULL,
  "upload_token" varchar(64),
  "user_id" bigint,
  "file_name" varchar(500),
  "file_size" bigint,
  "received_bytes" bigint,
  "chunk_count" bigint,
  "storage_key" varchar(300),
  "multipart_id" varchar(1000),
  "parts_json" text,
  "function_id" varchar(120),
  "business_id" bigint,
  "file_path" varchar(500),
  "file_desc" varchar(1000),
  "content_type" varchar(200),
  "file_id" bigint,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("upload_session_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_file_objects_storage_key" ON "sys_file_objects" ("storage_key");

CREATE INDEX IF NOT EXISTS "ix_sys_file_objects_sha256" ON "sys_file_objects" ("sha256");

CREATE INDEX IF NOT EXISTS "ix_sys_file_objects_creation_date" ON "sys_file_objects" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_sys_files_object_id" ON "sys_files" ("object_id");

CREATE INDEX IF NOT EXISTS "ix_sys_files_function_id" ON "sys_files" ("function_id");

CREATE INDEX IF NOT EXISTS "ix_sys_files_business_id" ON "sys_files" ("business_id");

CREATE INDEX IF NOT EXISTS "ix_sys_files_upload_user_id" ON "sys_files" ("upload_user_id");

CREATE INDEX IF NOT EXISTS "ix_sys_files_creation_date" ON "sys_files" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_job_schedules_schedule_code" ON "sys_job_schedules" ("schedule_code");

CREATE INDEX IF NOT EXISTS "ix_sys_job_schedules_creation_date" ON "sys_job_schedules" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_sys_jobs_job_status" ON "sys_jobs" ("job_status");

CREATE INDEX IF NOT EXISTS "ix_sys_jobs_run_at" ON "sys_jobs" ("run_at");

CREATE INDEX IF NOT EXISTS "ix_sys_jobs_creation_date" ON "sys_jobs" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_upload_sessions_upload_token" ON "sys_upload_sessions" ("upload_token");

CREATE INDEX IF NOT EXISTS "ix_sys_upload_sessions_user_id" ON "sys_upload_sessions" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_sys_upload_sessions_creation_date" ON "sys_upload_sessions" ("creation_date");
