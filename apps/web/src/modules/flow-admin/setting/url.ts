export const SETTING_FLOW = '/sys-manager/setting-flow';
/** The list of flow definitions (流程定义). */
export const PROCDEF_LIST = '/sys-manager/act-procdef';
export const SETTING_TABS = [
  'f-base-setting', 'f-flow-design', 'f-flow-step', 'f-flow-notice', 'f-flow-expire-notice', 'f-advance-setting', 'f-form-manager', 'f-flow-data', 'f-leader-field',
] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/**
 * A setting-flow address. `addTab` gives all its tabs one shell tab (the shell remounts a page
 * when its tab key changes, which would drop the edits held here).
 */
export function settingFlowUrl(tab: SettingTab, id?: string | null): string {
  const q = new URLSearchParams();
  if (id) q.set('id', id);
  q.set('addTab', id ? `setting-flow-${id}` : 'setting-flow');
  return `${SETTING_FLOW}/${tab}?${q.toString()}`;
}

