/** The cockpit's pages (spec 1 §2.3, spec 3 §2), apart from their components so the route table stays light. */
export const COCKPIT_PAGES = [
  'manage-cockpit', 'revenue-manage', 'contract-supervise', 'customer-manage', 'cost-manage', 'manpower-manage', 'develop-manage',
] as const;
export type CockpitPage = (typeof COCKPIT_PAGES)[number];
