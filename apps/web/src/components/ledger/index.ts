export { LedgerPage } from './LedgerPage';
export type {
  LedgerAction, LedgerBatchRemove, LedgerColumn, LedgerCreate, LedgerCtx, LedgerEditor, LedgerExport, LedgerForm, LedgerImport,
  LedgerPageProps, LedgerRemove, LedgerSearchField,
} from './LedgerPage';
export { LedgerFormItems, type LedgerField, type LedgerFormEntry } from './fields';
export { FlowStatusTag } from './FlowStatusTag';
export { useCan, type Rights } from './rights';
export { serverMsg, useCrudMutation, type CrudMutationOptions, type SuccessToast } from './use-crud-mutation';
