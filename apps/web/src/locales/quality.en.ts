/** Quality-check texts, merged into each locale. Finding texts come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { qualityZh } from './quality';

export const qualityEn: typeof qualityZh = {
  quality: {
    route: { record: 'Deliverable check', feeTool: 'Consulting fees', rangeSet: 'Rule ranges', logical: 'Logical check' },
    range: {
      title: 'Rules and parameters', hint: 'Defaults come with the rules; parameters set for a region, discipline and period take precedence (blank means any).', no: 'No.', group: 'Group',
      defaults: 'Defaults', overrides: 'Ranges (region / discipline / period)', any: 'Any', add: 'Set parameters', period: 'Period', required: 'Enter the parameter',
    },
    logical: {
      run: 'Logical check', rules: 'Checks', none: 'Pick a project and press Logical check', clean: 'No logical problem found',
      tabFindings: 'Findings', tabRecords: 'Decisions', decision: 'Decision', undecided: 'Not decided', problem: 'Confirmed problem', fine: 'No problem',
      judge: 'Decide', bills: 'Related items', judgeTitle: 'Logical check decision', opinion: 'Opinion / reason', reasonRequired: 'Give a reason when there is no problem',
      billsTitle: 'Related items: {{name}}', subject: 'Subject', related: 'Related', noBills: 'No related BoQ item', by: 'Decided by', at: 'Decided at',
      measure: 'Unit', qty: 'Quantity', amount: 'Amount',
      allResults: 'All decisions', item: 'Check', noRecords: 'No decision yet',
    },
    project: 'Project', pickProject: 'Pick an imported project', importBoq: 'Import BoQ', start: 'Start check', report: 'Download report', reportPdf: 'PDF report',
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
    fee: {
      region: 'Region', name: 'Standard', service: 'Service', minFee: 'Least fee (CNY)', remark: 'Remark', searchName: 'Search standards',
      addBase: 'New fee standard', editBase: 'Edit fee standard', pickBase: 'Pick a fee standard on the left to see its bands and calculate a fee',
      lower: 'From (CNY)', upper: 'To (CNY)', noUpper: 'and above', rate: 'Rate (‰)', addBand: 'New band', editBand: 'Edit band',
      calculator: 'Fee calculator (progressive bands)', amount: 'Fee basis (CNY)', projectName: 'Project name (kept when saved)', calculate: 'Calculate', keep: 'Calculate and save',
      fee: 'Fee (CNY)', minApplied: 'least fee applies', band: 'Band', portion: 'Amount in band (CNY)', needAmount: 'Enter the fee basis',
    },
    files: {
      title: 'Project files', button: 'Project files', export: 'Export all attributes', upload: 'Upload file', folderHint: 'Folder, e.g. BoQ/Control price', tree: 'Folders', none: 'No files yet',
      name: 'Name', kindCol: 'Kind', folder: 'Folder', units: 'Unit works', read: 'Read', import: 'Import into project', compare: 'Compare prices', remove: 'Remove',
      importConfirm: 'Unit works of the same name will be replaced. Import?', removeConfirm: 'Remove this file from the project?', added: 'added', replaced: 'replaced',
      applyAll: 'Apply all to project', applyChosen: 'Apply selected to project', applyConfirm: 'Write the prices of {{n}} resources into the project (a change record is kept)?', applied: '{{n}} resource prices changed',
      headerRow: 'Header row', code: 'Code', projectPrice: 'Project price', filePrice: 'File price', deviation: 'Deviation',
      kind: { boq: 'BoQ file', price: 'Price file', other: 'Other file' },
    },
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
