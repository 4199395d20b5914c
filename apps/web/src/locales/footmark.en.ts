/** Footprint pages, merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { footmarkZh } from './footmark';

export const footmarkEn: typeof footmarkZh = {
  footmark: {
    range: 'Period',
    empty: 'No footprints in this period',
    reopen: 'Open',
    visits: 'Visits',
    visitors: 'Visitors',
    name: 'Name',
    by: { menu: 'By menu', dept: 'By department', user: 'By person', type: 'By type', day: 'By day' },
    failed: 'Footprints could not be loaded',
    retry: 'Retry',
    manageTitle: 'Visit analysis',
    total: '{{total}} footprints',
    groups: '{{total}} groups',
  },
  sysRouteFootprint: 'Footprints',
};
