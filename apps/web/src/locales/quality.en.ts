/** Quality-check texts, merged into each locale. Finding texts come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { qualityZh } from './quality';

export const qualityEn: typeof qualityZh = {
  quality: {
    route: { record: 'Deliverable check' },
    project: 'Project', pickProject: 'Pick an imported project', importBoq: 'Import BoQ', start: 'Start check', report: 'Download report',
    runs: 'Check records', findings: 'Findings', noRun: 'Pick a project and start a check, or pick a record to see its findings',
    run: { name: 'Name', status: 'Status', errors: 'Errors', warnings: 'Warnings', info: 'Not assessed', finished: 'Finished', progress: 'Progress' },
    status: { draft: 'Not started', running: 'Running', done: 'Done', failed: 'Failed', open: 'Open', ignored: 'Ignored' },
    severity: { error: 'Error', warn: 'Warning', info: 'Not assessed' },
    col: {
      severity: 'Level', rule: 'Rule', unit: 'Unit work', source: 'Cell', target: 'Item', message: 'Problem', expected: 'Expected', actual: 'Actual',
      deviation: 'Deviation', handling: 'Handling and opinion', actions: 'Actions', row: 'row {{row}}',
    },
    act: { ignore: 'Ignore', unignore: 'Restore', opinion: 'Opinion' },
    ignoreTitle: 'Ignore finding', reason: 'Reason', opinionTitle: 'Reviewer opinion', opinion: 'Opinion',
    ignoredBy: 'Ignored by {{who}}: {{reason}}', opinionBy: '{{who}}: {{opinion}}',
    filter: { all: 'All levels', allStatus: 'All states' },
    imp: {
      title: 'Import bill of quantities (2013 tables)', drag: 'Click or drop the BoQ exported by the pricing tool (.xlsx)',
      dragHint: 'Tables 04, 08, 11, 12, 13 and the resource summary are found by title; every value keeps its sheet and row', reading: 'Reading…',
      sheets: 'Sheets', table: 'Recognised as', unit: 'Unit work', rows: 'Rows', units: 'Unit works', discipline: 'Discipline', sections: 'Sections', items: 'Items',
      fbfx: 'Items total (CNY)', total: 'Total (CNY)', existing: 'Projects of the same name in the library', existingNone: 'No project of this name in the library',
      spreadsheet: 'Data in the file', preview: 'Items preview', area: 'Floor area (m²)', kind2: 'Building type', structure: 'Structure', region: 'Region',
      taxMethod: 'VAT method', general: 'General', simple: 'Simplified', confirm: 'Import', back: 'Back', stage: 'Stage', specVersion: 'Standard',
      unrecognised: 'Not recognised',
    },
  },
};
