-- Generated from the entity definitions on 2026-11-28; never edit after commit.
ALTER TABLE "srm_scsi_definitions" ALTER COLUMN "auth_secret" TYPE text;

ALTER TABLE "srm_scsi_definitions" ALTER COLUMN "sign_secret" TYPE text;

ALTER TABLE "msg_channels" ALTER COLUMN "secret_value" TYPE text;

ALTER TABLE "srm_base_jdbc_configs" ALTER COLUMN "db_password" TYPE text;

ALTER TABLE "srm_base_oauth_apps" ALTER COLUMN "client_secret" TYPE text;

ALTER TABLE "srm_base_sso_providers" ALTER COLUMN "client_secret" TYPE text;
