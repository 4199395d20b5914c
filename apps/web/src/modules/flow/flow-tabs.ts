/** The flow page's tabs, one route each (kept apart so the route table does not load the page). */
export const FLOW_TABS = ['flow-business', 'flow-status', 'flow-chart', 'flow-related'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];
