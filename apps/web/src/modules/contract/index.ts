// Public entry of the contract module: what other modules may use.
export { FlowStatusTag } from './FlowRecordFormPage';
