-- Generated from the entity definitions on 2026-11-24; never edit after commit.
ALTER TABLE "saaf_lookup_types" ADD COLUMN "meaning_en" varchar(240);

ALTER TABLE "saaf_responsibilitys" ADD COLUMN "resp_name_en" varchar(240);

ALTER TABLE "saaf_roles" ADD COLUMN "role_name_en" varchar(240);

ALTER TABLE "saaf_institution" ADD COLUMN "org_name_en" varchar(240);
