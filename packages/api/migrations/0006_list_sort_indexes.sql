-- Generated from the entity definitions on 2026-11-23; never edit after commit.
CREATE INDEX IF NOT EXISTS "ix_srm_base_config_profile_profile_code_profile_id" ON "srm_base_config_profile" ("profile_code", "profile_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_types_lookup_type_lookup_type_id" ON "saaf_lookup_types" ("lookup_type", "lookup_type_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_lookup_values_lookup_type_seq_num_lookup_values_id" ON "saaf_lookup_values" ("lookup_type", "seq_num", "lookup_values_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_menus_level_id_seq_num_menu_id" ON "saaf_menus" ("level_id", "seq_num", "menu_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_responsibilitys_resp_code_resp_id" ON "saaf_responsibilitys" ("resp_code", "resp_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_roles_role_code_role_id" ON "saaf_roles" ("role_code", "role_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_user_resp_user_name_user_resp_id" ON "saaf_user_resp" ("user_name", "user_resp_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_users_user_name_user_id" ON "saaf_users" ("user_name", "user_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_branches_branch_code_branch_id" ON "srm_base_branches" ("branch_code", "branch_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_banks_bank_code_bank_id" ON "srm_base_banks" ("bank_code", "bank_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_districts_district_code_district_id" ON "srm_base_districts" ("district_code", "district_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_exchange_rate_effective_start_date_exchange_rate_id" ON "srm_base_exchange_rate" ("effective_start_date", "exchange_rate_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_item_mappings_item_code_item_mapping_id" ON "srm_base_item_mappings" ("item_code", "item_mapping_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_items_item_code_item_id" ON "srm_base_items" ("item_code", "item_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notice_configs_config_code_notice_config_id" ON "srm_base_notice_configs" ("config_code", "notice_config_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_notices_set_top_flag_notice_id" ON "srm_base_notices" ("set_top_flag", "notice_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_org_relations_ou_name_org_relation_id" ON "srm_base_org_relations" ("ou_name", "org_relation_id");

CREATE INDEX IF NOT EXISTS "ix_saaf_institution_org_code_org_id" ON "saaf_institution" ("org_code", "org_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_payment_term_nodes_line_number_term_node_id" ON "srm_pon_payment_term_nodes" ("line_number", "term_node_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pon_payment_terms_payment_term_code_payment_term_id" ON "srm_pon_payment_terms" ("payment_term_code", "payment_term_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_projects_project_code_project_id" ON "srm_base_projects" ("project_code", "project_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_categories_category_code_category_id" ON "srm_base_categories" ("category_code", "category_id");

CREATE INDEX IF NOT EXISTS "ix_srm_pos_supplier_info_supplier_number_supplier_id" ON "srm_pos_supplier_info" ("supplier_number", "supplier_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_table_config_table_name_table_config_id" ON "srm_base_table_config" ("table_name", "table_config_id");

CREATE INDEX IF NOT EXISTS "ix_srm_base_unit_convert_rate_from_uom_convert_rate_id" ON "srm_base_unit_convert_rate" ("from_uom", "convert_rate_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_steps_item_code_from_qty_ladder_id" ON "srm_po_agreement_steps" ("item_code", "from_qty", "ladder_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_agreement_lines_line_number_agreement_line_id" ON "srm_po_agreement_lines" ("line_number", "agreement_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_lines_line_number_asl_line_id" ON "srm_po_asl_lines" ("line_number", "asl_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_asl_quotas_item_code_asl_quota_id" ON "srm_po_asl_quotas" ("item_code", "asl_quota_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_bill_types_bill_type_code_bill_type_id" ON "srm_po_bill_types" ("bill_type_code", "bill_type_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_delivery_lines_line_number_delivery_line_id" ON "srm_po_delivery_lines" ("line_number", "delivery_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_notice_line_line_number_line_id" ON "srm_po_notice_line" ("line_number", "line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_lines_line_number_po_line_id" ON "srm_po_lines" ("line_number", "po_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_plan_lines_line_number_plan_line_id" ON "srm_po_plan_lines" ("line_number", "plan_line_id");

CREATE INDEX IF NOT EXISTS "ix_srm_po_requisition_lines_line_number_requisition_line_id" ON "srm_po_requisition_lines" ("line_number", "requisition_line_id");
