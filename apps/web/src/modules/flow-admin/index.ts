// Public entry of the flow-admin module: what other modules may use.
export { formatTime } from './format';
export { useSettingFlow } from './setting/SettingFlowPage';
