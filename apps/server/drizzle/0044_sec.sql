ALTER POLICY "tenant_isolation" ON "bd_dict" TO ecms_app USING ("bd_dict"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("bd_dict"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "imp_pending" TO ecms_app USING ("imp_pending"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("imp_pending"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_dept" TO ecms_app USING ("sys_dept"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_dept"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_menu" TO ecms_app USING ("sys_menu"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_menu"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_param" TO ecms_app USING ("sys_param"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_param"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role" TO ecms_app USING ("sys_role"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role_menu" TO ecms_app USING ("sys_role_menu"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role_menu"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_user" TO ecms_app USING ("sys_user"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_user"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_user_role" TO ecms_app USING ("sys_user_role"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_user_role"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "auth_login_log" TO ecms_app USING ("auth_login_log"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("auth_login_log"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sms_outbox" TO ecms_app USING ("sms_outbox"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sms_outbox"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "bd_area" TO ecms_app USING ("bd_area"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("bd_area"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_data_menu" TO ecms_app USING ("sys_data_menu"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_data_menu"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_page_config" TO ecms_app USING ("sys_page_config"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_page_config"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role_data_ref" TO ecms_app USING ("sys_role_data_ref"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role_data_ref"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role_data_scope" TO ecms_app USING ("sys_role_data_scope"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role_data_scope"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role_dept" TO ecms_app USING ("sys_role_dept"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role_dept"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_role_member_level" TO ecms_app USING ("sys_role_member_level"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_role_member_level"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "search_doc" TO ecms_app USING ("search_doc"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("search_doc"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sys_footmark" TO ecms_app USING ("sys_footmark"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sys_footmark"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "notice_msg" TO ecms_app USING ("notice_msg"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("notice_msg"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "file_item" TO ecms_app USING ("file_item"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("file_item"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_audit_log" TO ecms_app USING ("wf_audit_log"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_audit_log"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_definition" TO ecms_app USING ("wf_definition"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_definition"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_delegation" TO ecms_app USING ("wf_delegation"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_delegation"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_follow" TO ecms_app USING ("wf_follow"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_follow"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_instance" TO ecms_app USING ("wf_instance"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_instance"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_node_run" TO ecms_app USING ("wf_node_run"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_node_run"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_outbox" TO ecms_app USING ("wf_outbox"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_outbox"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_relation" TO ecms_app USING ("wf_relation"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_relation"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_task" TO ecms_app USING ("wf_task"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_task"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_transfer_log" TO ecms_app USING ("wf_transfer_log"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_transfer_log"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "wf_version" TO ecms_app USING ("wf_version"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("wf_version"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "ct_contract" TO ecms_app USING ("ct_contract"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("ct_contract"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cost_consultation" TO ecms_app USING ("cost_consultation"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cost_consultation"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cg_counter" TO ecms_app USING ("cg_counter"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cg_counter"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cg_rule" TO ecms_app USING ("cg_rule"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cg_rule"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "frm_definition" TO ecms_app USING ("frm_definition"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("frm_definition"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "frm_role" TO ecms_app USING ("frm_role"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("frm_role"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "frm_version" TO ecms_app USING ("frm_version"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("frm_version"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "excel_report" TO ecms_app USING ("excel_report"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("excel_report"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "excel_template" TO ecms_app USING ("excel_template"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("excel_template"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_bank_account" TO ecms_app USING ("fin_bank_account"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_bank_account"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_bank_detail" TO ecms_app USING ("fin_bank_detail"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_bank_detail"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_bank_import" TO ecms_app USING ("fin_bank_import"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_bank_import"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_check_score" TO ecms_app USING ("sup_check_score"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_check_score"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_doc_counter" TO ecms_app USING ("sup_doc_counter"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_doc_counter"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_notice" TO ecms_app USING ("sup_notice"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_notice"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_notice_event" TO ecms_app USING ("sup_notice_event"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_notice_event"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_problem" TO ecms_app USING ("sup_problem"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_problem"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_project" TO ecms_app USING ("sup_project"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_project"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_project_member" TO ecms_app USING ("sup_project_member"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_project_member"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_project_node" TO ecms_app USING ("sup_project_node"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_project_node"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "auth_login_throttle" TO ecms_app USING ("auth_login_throttle"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("auth_login_throttle"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "saas_company" TO ecms_app USING ("saas_company"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("saas_company"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_fee_base" TO ecms_app USING ("qc_fee_base"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_fee_base"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_fee_detail" TO ecms_app USING ("qc_fee_detail"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_fee_detail"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_fee_simple" TO ecms_app USING ("qc_fee_simple"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_fee_simple"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_finding" TO ecms_app USING ("qc_finding"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_finding"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_item" TO ecms_app USING ("qc_item"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_item"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_line" TO ecms_app USING ("qc_line"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_line"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_logical_record" TO ecms_app USING ("qc_logical_record"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_logical_record"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_node" TO ecms_app USING ("qc_node"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_node"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_norm" TO ecms_app USING ("qc_norm"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_norm"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_price_apply" TO ecms_app USING ("qc_price_apply"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_price_apply"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_project" TO ecms_app USING ("qc_project"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_project"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_project_file" TO ecms_app USING ("qc_project_file"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_project_file"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_range_set" TO ecms_app USING ("qc_range_set"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_range_set"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "qc_run" TO ecms_app USING ("qc_run"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("qc_run"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_daily_log" TO ecms_app USING ("sup_daily_log"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_daily_log"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_record" TO ecms_app USING ("sup_record"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_record"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_weather" TO ecms_app USING ("sup_weather"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_weather"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_claim" TO ecms_app USING ("fin_claim"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_claim"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_claim_receipt" TO ecms_app USING ("fin_claim_receipt"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_claim_receipt"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_claim_target" TO ecms_app USING ("fin_claim_target"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_claim_target"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_loan" TO ecms_app USING ("fin_loan"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_loan"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_month_balance" TO ecms_app USING ("fin_month_balance"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_month_balance"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_repay" TO ecms_app USING ("fin_repay"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_repay"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_expense" TO ecms_app USING ("fin_expense"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_expense"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_expense_line" TO ecms_app USING ("fin_expense_line"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_expense_line"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_invoice" TO ecms_app USING ("fin_invoice"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_invoice"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_invoice_billing" TO ecms_app USING ("fin_invoice_billing"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_invoice_billing"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_invoice_billing_line" TO ecms_app USING ("fin_invoice_billing_line"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_invoice_billing_line"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_payment" TO ecms_app USING ("fin_payment"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_payment"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_business_profit" TO ecms_app USING ("fin_business_profit"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_business_profit"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_dept_cost" TO ecms_app USING ("fin_dept_cost"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_dept_cost"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_dept_month_cost" TO ecms_app USING ("fin_dept_month_cost"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_dept_month_cost"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_income" TO ecms_app USING ("fin_income"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_income"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_profit_month" TO ecms_app USING ("fin_profit_month"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_profit_month"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_work_hour" TO ecms_app USING ("fin_work_hour"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_work_hour"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_okr_goal" TO ecms_app USING ("fin_okr_goal"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_okr_goal"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_okr_plan_method" TO ecms_app USING ("fin_okr_plan_method"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_okr_plan_method"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "fin_project_tracking" TO ecms_app USING ("fin_project_tracking"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("fin_project_tracking"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_hazard" TO ecms_app USING ("sup_hazard"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_hazard"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_problem_reminder" TO ecms_app USING ("sup_problem_reminder"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_problem_reminder"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_resume_work" TO ecms_app USING ("sup_resume_work"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_resume_work"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_rule" TO ecms_app USING ("sup_rule"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_rule"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_stop_work" TO ecms_app USING ("sup_stop_work"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_stop_work"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cms_article" TO ecms_app USING ("cms_article"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cms_article"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cms_category" TO ecms_app USING ("cms_category"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cms_category"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "mem_invoice" TO ecms_app USING ("mem_invoice"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("mem_invoice"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "mem_level" TO ecms_app USING ("mem_level"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("mem_level"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "mem_member" TO ecms_app USING ("mem_member"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("mem_member"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "adm_attendance_sign" TO ecms_app USING ("adm_attendance_sign"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("adm_attendance_sign"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "adm_booking" TO ecms_app USING ("adm_booking"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("adm_booking"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "adm_stock_move" TO ecms_app USING ("adm_stock_move"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("adm_stock_move"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "adm_supplies_stock" TO ecms_app USING ("adm_supplies_stock"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("adm_supplies_stock"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_ledger" TO ecms_app USING ("sup_ledger"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_ledger"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_check" TO ecms_app USING ("sup_check"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_check"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_check_item" TO ecms_app USING ("sup_check_item"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_check_item"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_check_row" TO ecms_app USING ("sup_check_row"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_check_row"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "sup_exit_plan_staff" TO ecms_app USING ("sup_exit_plan_staff"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("sup_exit_plan_staff"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cd_analysis_record" TO ecms_app USING ("cd_analysis_record"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cd_analysis_record"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "cd_person_lib" TO ecms_app USING ("cd_person_lib"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("cd_person_lib"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_category" TO ecms_app USING ("kn_category"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_category"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_course" TO ecms_app USING ("kn_course"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_course"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_document" TO ecms_app USING ("kn_document"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_document"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_document_version" TO ecms_app USING ("kn_document_version"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_document_version"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_enrolment" TO ecms_app USING ("kn_enrolment"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_enrolment"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
ALTER POLICY "tenant_isolation" ON "kn_read" TO ecms_app USING ("kn_read"."tenant_id" = (select public.ecms_tenant())) WITH CHECK ("kn_read"."tenant_id" = (select public.ecms_tenant()));--> statement-breakpoint
-- hand-written
-- Issue 20 (db/tenant-context.ts, docs/security.md): the online forms read the verified tenant too.
-- ecms_tenant() and ecms_enter() are created by db/migrate.ts before the migrations, as the role
-- ecms_app is: the policies above name them.
CREATE OR REPLACE FUNCTION public.ecms_form_check(p_space text, p_table text) RETURNS text
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE t text := public.ecms_tenant();
BEGIN
  IF t IS NULL THEN RAISE EXCEPTION 'form tables need a tenant' USING ERRCODE = '42501'; END IF;
  IF p_space IS DISTINCT FROM 'frm_' || left(encode(sha256(convert_to(t, 'UTF8')), 'hex'), 16) THEN
    RAISE EXCEPTION 'form schema % is not this company''s', left(p_space, 63) USING ERRCODE = '42501';
  END IF;
  IF p_table IS NOT NULL AND p_table !~ '^frm_[a-z0-9_]{1,59}$' THEN
    RAISE EXCEPTION 'bad form table name %', left(p_table, 63) USING ERRCODE = '22023';
  END IF;
  RETURN t;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ecms_form_create_table(p_space text, p_table text, p_parent text, p_indexes text[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  t text := public.ecms_form_check(p_space, p_table);
  tenant_default constant text := 'nullif(current_setting(''ecms.tenant_id'', true), '''')';
  user_default constant text := 'nullif(current_setting(''ecms.user_id'', true), '''')';
  -- The policy trusts only the verified tenant (db/tenant-context.ts); the defaults may read the
  -- plain setting: a forged one fails the policy's WITH CHECK.
  tenant_verified constant text := '(select public.ecms_tenant())';
  i text;
BEGIN
  PERFORM public.ecms_form_check(p_space, p_parent);
  FOREACH i IN ARRAY coalesce(p_indexes, '{}') LOOP
    IF i !~ '^fx_[0-9a-f]{24}$' THEN RAISE EXCEPTION 'bad form index name %', left(i, 63) USING ERRCODE = '22023'; END IF;
  END LOOP;
  IF p_parent IS NULL THEN
    IF cardinality(p_indexes) IS DISTINCT FROM 4 THEN RAISE EXCEPTION 'a form table needs 4 index names' USING ERRCODE = '22023'; END IF;
    EXECUTE format('CREATE TABLE %I.%I (
      tenant_id text not null default %s, id text not null, parent_id text,
      created_by text default %s, created_dept text, created_date timestamptz not null default now(),
      updated_by text default %s, updated_date timestamptz not null default now(),
      version integer not null default 1, flow_status integer not null default 0, proc_inst_id text, cur_node_name text,
      primary key (tenant_id, id))', p_space, p_table, tenant_default, user_default, user_default);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_date, id)', p_indexes[1], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_by)', p_indexes[2], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_dept)', p_indexes[3], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, parent_id)', p_indexes[4], p_space, p_table);
  ELSE
    IF cardinality(p_indexes) IS DISTINCT FROM 1 THEN RAISE EXCEPTION 'a sub-table needs 1 index name' USING ERRCODE = '22023'; END IF;
    EXECUTE format('CREATE TABLE %I.%I (
      tenant_id text not null default %s, id text not null, record_id text not null, sort_order integer not null default 0,
      primary key (tenant_id, id),
      foreign key (tenant_id, record_id) references %I.%I (tenant_id, id) on delete cascade)', p_space, p_table, tenant_default, p_space, p_parent);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, record_id, sort_order)', p_indexes[1], p_space, p_table);
  END IF;
  -- Row-level security stays on the company's own tables: a second wall, not the only one.
  EXECUTE format('ALTER TABLE %I.%I ENABLE ROW LEVEL SECURITY', p_space, p_table);
  -- Forced with a plain login role (as db/migrate.ts does for the rest); not otherwise: an owner
  -- that is neither superuser nor BYPASSRLS would then see no rows in the data-loss checks.
  IF public.ecms_owner_role() <> 'none' THEN EXECUTE format('ALTER TABLE %I.%I FORCE ROW LEVEL SECURITY', p_space, p_table); END IF;
  EXECUTE format('CREATE POLICY tenant_isolation ON %I.%I AS PERMISSIVE FOR ALL TO ecms_app USING (tenant_id = %s) WITH CHECK (tenant_id = %s)',
    p_space, p_table, tenant_verified, tenant_verified);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I.%I TO ecms_app', p_space, p_table);
END $$;--> statement-breakpoint
-- The company form tables made so far: their policies read the verified tenant.
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT n.nspname, c.relname FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE p.polname = 'tenant_isolation' AND obj_description(n.oid, 'pg_namespace') LIKE 'tenant %' LOOP
    EXECUTE format('ALTER POLICY tenant_isolation ON %I.%I USING (tenant_id = (select public.ecms_tenant())) WITH CHECK (tenant_id = (select public.ecms_tenant()))',
      r.nspname, r.relname);
  END LOOP;
END $$;
