-- Generated from the entity definitions on 2026-11-26; never edit after commit.
ALTER TABLE "srm_pos_supplier_info" ADD COLUMN "register_status" varchar(60);

-- Registrations decided before the column: the lifecycle status told the decision.
UPDATE "srm_pos_supplier_info" SET "register_status" = CASE "supplier_status" WHEN 'POTENTIAL' THEN 'SUBMITTED' WHEN 'QUIT' THEN 'REJECTED' ELSE 'APPROVED' END
 WHERE "source_code" = 'REGISTER' AND "register_status" IS NULL;
