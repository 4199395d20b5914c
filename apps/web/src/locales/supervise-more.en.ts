/** Texts of the supervision check items, exit-plan staff, cumulative figures, ready-work page and import. This language only: it loads when chosen. */
import type { supMoreZh } from './supervise-more';

export const supMoreEn: typeof supMoreZh = {
  supMore: {
    route: { readyWork: 'Project authorisation' },
    items: {
      part: 'Part', qualified: 'Qualified', yes: 'Qualified', no: 'Not qualified', deduct: 'Points deducted', opinion: 'Opinion', save: 'Save',
      title: 'Check items', pick: 'Pick check items', empty: 'No check items', needPlace: 'Choose the unit project and the part, then save', keyword: 'Item / table',
      table: 'Table', content: 'Check item', kind: 'Kind', base: 'Base score', problems: 'Problems (found/rectified)', selected: 'Picked', remove: 'Remove', ok: 'Pick',
    },
    staff: {
      title: 'Leaving staff', add: 'Add person', saveFirst: 'Save the exit plan first, then add people', member: 'Project member', name: 'Name', ranks: 'Title',
      station: 'Post', entry: 'Entry date', exit: 'Planned exit', purpose: 'Going to', empty: 'No people', memberHint: 'Pick a project member (entry date copied)',
    },
    cumulative: {
      title: 'Completed to date', asOf: 'As of {{date}}', problems: 'Problems found', rectified: 'Rectified', open: 'Open', rate: 'Rectification rate',
      notices: 'Supervision notices', closed: 'Closed', safety: 'Safety hazard notices', contacts: 'Work contact sheets', stopWork: 'Stop-work orders',
      resumed: 'Resumed', patrol: 'Patrol records', side: 'Side-station records', logs: 'Daily logs', hazards: 'Hazardous works', accepted: 'Accepted',
      item: 'Item', value: 'Count',
    },
    importProblems: 'Import problems', importHazards: 'Import hazardous works',
  },
};
