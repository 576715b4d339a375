-- Generated from the entity definitions on 2026-11-24; never edit after commit.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

ALTER TABLE "saaf_lookup_types" ADD COLUMN "meaning_en" varchar(240);

ALTER TABLE "saaf_responsibilitys" ADD COLUMN "resp_name_en" varchar(240);

ALTER TABLE "saaf_roles" ADD COLUMN "role_name_en" varchar(240);

ALTER TABLE "saaf_institution" ADD COLUMN "org_name_en" varchar(240);

CREATE INDEX IF NOT EXISTS "tg_saaf_lookup_types_lookup_type" ON "saaf_lookup_types" USING gin ("lookup_type" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_lookup_types_meaning" ON "saaf_lookup_types" USING gin ("meaning" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_resources_resource_code" ON "saaf_resources" USING gin ("resource_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_resources_resource_name" ON "saaf_resources" USING gin ("resource_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_menus_menu_code" ON "saaf_menus" USING gin ("menu_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_menus_menu_name" ON "saaf_menus" USING gin ("menu_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_responsibilitys_resp_code" ON "saaf_responsibilitys" USING gin ("resp_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_responsibilitys_resp_name" ON "saaf_responsibilitys" USING gin ("resp_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_roles_role_code" ON "saaf_roles" USING gin ("role_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_roles_role_name" ON "saaf_roles" USING gin ("role_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_users_user_name" ON "saaf_users" USING gin ("user_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_users_user_full_name" ON "saaf_users" USING gin ("user_full_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_banks_bank_code" ON "srm_base_banks" USING gin ("bank_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_banks_bank_name" ON "srm_base_banks" USING gin ("bank_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_districts_district_code" ON "srm_base_districts" USING gin ("district_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_districts_district_name" ON "srm_base_districts" USING gin ("district_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_items_item_code" ON "srm_base_items" USING gin ("item_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_items_item_name" ON "srm_base_items" USING gin ("item_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_institution_org_code" ON "saaf_institution" USING gin ("org_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_saaf_institution_org_name" ON "saaf_institution" USING gin ("org_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_payment_terms_payment_term_code" ON "srm_pon_payment_terms" USING gin ("payment_term_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pon_payment_terms_payment_term_name" ON "srm_pon_payment_terms" USING gin ("payment_term_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_projects_project_code" ON "srm_base_projects" USING gin ("project_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_projects_project_name" ON "srm_base_projects" USING gin ("project_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_categories_category_code" ON "srm_base_categories" USING gin ("category_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_base_categories_category_name" ON "srm_base_categories" USING gin ("category_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pos_supplier_info_supplier_number" ON "srm_pos_supplier_info" USING gin ("supplier_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_pos_supplier_info_supplier_name" ON "srm_pos_supplier_info" USING gin ("supplier_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_agreement_headers_agreement_number" ON "srm_po_agreement_headers" USING gin ("agreement_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_agreement_headers_agreement_name" ON "srm_po_agreement_headers" USING gin ("agreement_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_asl_alterations_alteration_number" ON "srm_po_asl_alterations" USING gin ("alteration_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_asl_lines_item_code" ON "srm_po_asl_lines" USING gin ("item_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_asl_headers_asl_number" ON "srm_po_asl_headers" USING gin ("asl_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_bill_types_bill_type_code" ON "srm_po_bill_types" USING gin ("bill_type_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_bill_types_bill_type_name" ON "srm_po_bill_types" USING gin ("bill_type_name" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_delivery_headers_delivery_number" ON "srm_po_delivery_headers" USING gin ("delivery_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_notice_line_line_label" ON "srm_po_notice_line" USING gin ("line_label" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_notice_po_notice_code" ON "srm_po_notice" USING gin ("po_notice_code" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_lines_line_label" ON "srm_po_lines" USING gin ("line_label" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_headers_po_number" ON "srm_po_headers" USING gin ("po_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_plan_headers_plan_number" ON "srm_po_plan_headers" USING gin ("plan_number" public.gin_trgm_ops);

CREATE INDEX IF NOT EXISTS "tg_srm_po_requisition_headers_requisition_number" ON "srm_po_requisition_headers" USING gin ("requisition_number" public.gin_trgm_ops);
