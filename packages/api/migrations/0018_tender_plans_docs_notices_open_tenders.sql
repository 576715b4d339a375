-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_pon_auction_suppliers" ADD COLUMN "invite_status" varchar(60);

ALTER TABLE "srm_pon_auction_suppliers" ADD COLUMN "registered_date" timestamptz;

ALTER TABLE "srm_pon_auction_suppliers" ADD COLUMN "shortlist_comments" varchar(1000);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "inviting_bid_way" varchar(60);

ALTER TABLE "srm_pon_auction_headers" ADD COLUMN "registration_end_date" timestamptz;

CREATE TABLE "srm_pon_tender_docs" (
  "doc_id" bigserial NOT NULL,
  "doc_number" varchar(40),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "auction_type" varchar(60),
  "doc_type" varchar(60),
  "doc_title" varchar(200),
  "doc_content" text,
  "doc_status" varchar(60),
  "released_date" timestamptz,
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("doc_id")
);

CREATE TABLE "srm_pon_tender_notices" (
  "notice_id" bigserial NOT NULL,
  "notice_number" varchar(40),
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "auction_title" varchar(240),
  "org_id" bigint,
  "org_name" varchar(240),
  "supplier_id" bigint,
  "supplier_number" varchar(240),
  "supplier_name" varchar(240),
  "bid_header_id" bigint,
  "notice_type" varchar(60),
  "award_amount" numeric(20,2),
  "currency_code" varchar(60),
  "notice_content" text,
  "notice_status" varchar(60),
  "sent_date" timestamptz,
  "acknowledged_date" timestamptz,
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("notice_id")
);

CREATE TABLE "srm_pon_tender_plan_lines" (
  "plan_line_id" bigserial NOT NULL,
  "plan_id" bigint,
  "line_number" bigint,
  "item_id" bigint,
  "item_code" varchar(60),
  "item_name" varchar(240),
  "item_spec" varchar(500),
  "category_id" bigint,
  "category_name" varchar(240),
  "uom_code" varchar(60),
  "quantity" numeric(24,4),
  "budget_price" numeric(20,4),
  "budget_amount" numeric(20,2),
  "need_by_date" date,
  "auction_header_id" bigint,
  "auction_number" varchar(40),
  "line_comments" varchar(1000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("plan_line_id")
);

CREATE TABLE "srm_pon_tender_plans" (
  "plan_id" bigserial NOT NULL,
  "plan_number" varchar(40),
  "plan_title" varchar(200),
  "org_id" bigint,
  "org_name" varchar(240),
  "plan_year" bigint,
  "planned_date" date,
  "currency_code" varchar(60),
  "total_budget_amount" numeric(20,2),
  "plan_status" varchar(60),
  "comments" varchar(1000),
  "attachment_ids" varchar(4000),
  "created_by" bigint NOT NULL DEFAULT -1,
  "creation_date" timestamptz NOT NULL DEFAULT now(),
  "last_updated_by" bigint NOT NULL DEFAULT -1,
  "last_update_date" timestamptz NOT NULL DEFAULT now(),
  "version_num" integer NOT NULL DEFAULT 1,
  PRIMARY KEY ("plan_id")
);

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_tender_docs_doc_number" ON "srm_pon_tender_docs" ("doc_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_docs_auction_header_id" ON "srm_pon_tender_docs" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_docs_creation_date" ON "srm_pon_tender_docs" ("creation_date");

ALTER TABLE "srm_pon_tender_docs" ADD CONSTRAINT "fk_srm_pon_tender_docs_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_tender_notices_notice_number" ON "srm_pon_tender_notices" ("notice_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_notices_auction_header_id" ON "srm_pon_tender_notices" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_notices_org_id" ON "srm_pon_tender_notices" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_notices_supplier_id" ON "srm_pon_tender_notices" ("supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_notices_creation_date" ON "srm_pon_tender_notices" ("creation_date");

ALTER TABLE "srm_pon_tender_notices" ADD CONSTRAINT "fk_srm_pon_tender_notices_auction_header_id" FOREIGN KEY ("auction_header_id") REFERENCES "srm_pon_auction_headers" ("auction_header_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_tender_notices" ADD CONSTRAINT "fk_srm_pon_tender_notices_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_tender_notices" ADD CONSTRAINT "fk_srm_pon_tender_notices_supplier_id" FOREIGN KEY ("supplier_id") REFERENCES "srm_pos_supplier_info" ("supplier_id") ON DELETE RESTRICT;

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_plan_id" ON "srm_pon_tender_plan_lines" ("plan_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_item_id" ON "srm_pon_tender_plan_lines" ("item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_category_id" ON "srm_pon_tender_plan_lines" ("category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_auction_header_id" ON "srm_pon_tender_plan_lines" ("auction_header_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_creation_date" ON "srm_pon_tender_plan_lines" ("creation_date");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plan_lines_line_number_plan_line_id" ON "srm_pon_tender_plan_lines" ("line_number", "plan_line_id");

ALTER TABLE "srm_pon_tender_plan_lines" ADD CONSTRAINT "fk_srm_pon_tender_plan_lines_plan_id" FOREIGN KEY ("plan_id") REFERENCES "srm_pon_tender_plans" ("plan_id") ON DELETE CASCADE;

ALTER TABLE "srm_pon_tender_plan_lines" ADD CONSTRAINT "fk_srm_pon_tender_plan_lines_item_id" FOREIGN KEY ("item_id") REFERENCES "srm_base_items" ("item_id") ON DELETE RESTRICT;

ALTER TABLE "srm_pon_tender_plan_lines" ADD CONSTRAINT "fk_srm_pon_tender_plan_lines_category_id" FOREIGN KEY ("category_id") REFERENCES "srm_base_categories" ("category_id") ON DELETE RESTRICT;

CREATE UNIQUE INDEX IF NOT EXISTS "uq_srm_pon_tender_plans_plan_number" ON "srm_pon_tender_plans" ("plan_number");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plans_org_id" ON "srm_pon_tender_plans" ("org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_tender_plans_creation_date" ON "srm_pon_tender_plans" ("creation_date");

CREATE INDEX IF NOT EXISTS "tg_srm_pon_tender_plans_plan_number" ON "srm_pon_tender_plans" USING gin ("plan_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_tender_plans_plan_title" ON "srm_pon_tender_plans" USING gin ("plan_title" public.gin_trgm_ops);

ALTER TABLE "srm_pon_tender_plans" ADD CONSTRAINT "fk_srm_pon_tender_plans_org_id" FOREIGN KEY ("org_id") REFERENCES "saaf_institution" ("org_id") ON DELETE RESTRICT;

-- Events made before open tenders were by invitation; everyone on their lists was invited.
UPDATE "srm_pon_auction_headers" SET "inviting_bid_way" = 'INVITED' WHERE "inviting_bid_way" IS NULL;
UPDATE "srm_pon_auction_suppliers" SET "invite_status" = 'INVITED' WHERE "invite_status" IS NULL;
