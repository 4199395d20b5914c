/** Supervision records, daily log and portal texts, merged into each locale. Server messages are the spec's (@ecms/shared SUP_RECORD_MSG).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { supRecordsZh } from './supervise-records';

export const supRecordsEn: typeof supRecordsZh = {
  supRecords: {
    route: { patrol: 'Patrol records', side: 'Side-station records', log: 'Supervision log', portal: 'Supervision portal' },
    close: 'Close', save: 'Save', saveContinue: 'Save and continue', start: 'Start',
    record: {
      date: 'Date', problems: 'Problems', recorder: 'Recorded by', status: 'Status', statuses: { '0': 'Not started', '1': 'Started' },
      lockedStarted: 'The record is started and read-only', lockedOther: 'Created by {{name}}; only the creator can edit it', unitHint: 'Unit project',
      weather: 'Weather', remark: 'Remark', problemsTitle: 'Problems found', photos: 'Site photos', noProblems: 'No problems', addProblem: 'Record problem',
      noPhotos: 'No photos', takePhoto: 'Take / choose photo', photoUploaded: 'Photo uploaded with time and user watermark',
    },
    patrol: {
      add: 'New patrol record', title: 'Patrol record', area: 'Area / part patrolled', situation: 'Findings', problemText: 'Problems and instructions', short: 'Patrol',
    },
    side: {
      add: 'New side-station record', title: 'Side-station record', partProcess: 'Part · process', part: 'Part', process: 'Process', start: 'Start', end: 'End',
      construction: 'Construction', supervision: 'Supervision', handling: 'Problems and handling', short: 'Side station',
    },
    log: {
      new: 'New log', title: 'Supervision log', date: 'Date', workDone: 'Supervision work', sign: 'Sign', unsigned: 'Not signed', signConfirm: 'A signed log can no longer be edited. Sign it?',
      prefilled: 'Drafted from the day\'s {{patrols}} patrol and {{sideStations}} side-station records, {{problems}} problems, {{notices}} notices and the weather; check and save',
      signedBy: 'Signed by {{name}} at {{time}}; the log is locked', weather: 'Weather and environment', site: 'Site situation', problems: 'Problems and handling',
      instructions: 'Instructions and coordination', other: 'Other', updated: 'Last changed',
    },
    weather: { none: 'not entered', today: 'Today', title: 'Enter weather', type: 'Weather', low: 'Low', high: 'High', wind: 'Wind' },
    portal: {
      allProjects: 'All projects', found: 'Found', rectified: 'Rectified', rate: 'Rectification rate', overdue: 'Overdue', noProblems: 'No problems',
      projects: 'Projects with problems', open: 'Open problems', overdueCount: 'Overdue', serious: 'Serious', todayPatrols: 'Patrols today', todaySides: 'Side stations today',
      todayLogs: 'Logs today', overdueList: 'Overdue problems', noOverdue: 'Nothing overdue', todayRecords: 'Today\'s records', noRecords: 'No records today',
      problemsN: '{{count}} problems', statistics: 'Problem statistics', byType: 'By type', byUnit: 'By unit project', byDiscoverer: 'By discoverer',
      rateChart: 'Rectification rate and overdue per project', perProject: 'Per project', exportName: 'Problem statistics',
    },
  },
};
