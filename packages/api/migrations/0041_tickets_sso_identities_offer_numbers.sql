-- Generated from the entity definitions on 2026-12-01; never edit after commit.
ALTER TABLE "srm_pon_compete_offers" ADD COLUMN "supplier_seq" bigint;

CREATE TABLE "sys_sso_identities" (
  "identity_id" bigserial NOT NULL,
  "provider_id" bigint,
  "issuer" varchar(500),
  "subject" varchar(255),
  "user_id" bigint,
  "linked_by" varchar(20),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("identity_id")
);

ALTER TABLE "srm_base_sso_providers" ADD COLUMN "email_link_flag" varchar(1);

CREATE TABLE "sys_access_tickets" (
  "ticket_id" bigserial NOT NULL,
  "ticket_hash" varchar(64),
  "session_id" bigint,
  "resp_id" bigint,
  "purpose" varchar(2000),
  "expires_at" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("ticket_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_sso_identities_issuer_subject" ON "sys_sso_identities" ("issuer", "subject");

CREATE INDEX IF NOT EXISTS "ix_sys_sso_identities_user_id" ON "sys_sso_identities" ("user_id");

CREATE INDEX IF NOT EXISTS "ix_sys_sso_identities_creation_date" ON "sys_sso_identities" ("creation_date");

CREATE UNIQUE INDEX IF NOT EXISTS "uq_sys_access_tickets_ticket_hash" ON "sys_access_tickets" ("ticket_hash");

CREATE INDEX IF NOT EXISTS "ix_sys_access_tickets_expires_at" ON "sys_access_tickets" ("expires_at");

CREATE INDEX IF NOT EXISTS "ix_sys_access_tickets_creation_date" ON "sys_access_tickets" ("creation_date");

-- Offers logged before bidders had numbers of their own: counted per event and bidder in the log's order.
UPDATE "srm_pon_compete_offers" o SET "supplier_seq" = n.seq
  FROM (SELECT offer_id, row_number() OVER (PARTITION BY compete_header_id, supplier_id ORDER BY offer_id) AS seq FROM "srm_pon_compete_offers") n
 WHERE n.offer_id = o.offer_id AND o.supplier_seq IS NULL;
