// Public entry of the form-designer module: what other modules may use.
export { FieldPermissionsEditor, useFlowForm, type FlowFormField } from './flow-form';
/** The flow's form tab, loaded on first use (it pulls in the flow settings page). */
export const loadFlowFormTab = () => import('./FlowFormTab').then((m) => m.FlowFormTab);
