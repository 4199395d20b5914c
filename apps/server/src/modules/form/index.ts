/*
 * Public API of the online-form module for other modules and module manifests (docs/forms.md):
 * declare forms in code, their hooks, and the start-time sync into every company.
 */
export {
  defineForm, formRuleError, hookSql,
  type FormDeclaration, type FormDeleteContext, type FormFlowContext, type FormFlowEvent, type FormHooks, type FormSaveContext,
} from './form-declare.js';
export { provisionCompanyForms, syncDeclaredForms, type FormSyncLog, type FormSyncResult } from './form-sync.js';
export type { FieldError } from './form-values.js';
export {
  LISTED, REQUIRED_LISTED, dateRangeErrors, dateRangeFields, longTextField, pricedLineFields, quantityField, refField, remarkField,
  requesterFields, sectionModel, serialField,
} from './form-fields.js';
export { formRecords, insertRecords, visibleRecords } from './form-record.service.js';
