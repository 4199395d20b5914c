/** Cost-data analysis texts. This language only: it loads when chosen. */
import type { costdataZh } from './costdata';

export const costdataEn: typeof costdataZh = {
  costdata: {
    route: { subject: 'Indicator library', analysis: 'Cost analysis', book: 'Bill & norm books', data: 'Cost database', file: 'Cost files', fileDetail: 'Cost file details', industrial: 'Industry data' },
    db: { name: 'Project', year: 'Year', stage: 'Stage', concrete: 'Concrete (m³/㎡)', rebar: 'Rebar (kg/㎡)', labor: 'Labour share', files: 'Files', openBill: 'Bill' },
    file: {
      project: 'Project', name: 'File name', kind: 'Kind', folder: 'Folder', units: 'Unit works', added: 'Added', edit: 'Files', detail: 'Project files',
      back: 'Back to cost files', noProject: 'The project does not exist or is not visible to you', spec: 'BoQ standard', kinds: { boq: 'BoQ file', price: 'Price file', other: 'Other file' },
    },
    industrial: {
      groupBy: 'Group by', concrete: 'Concrete (m³/㎡) P10 / median / P90', rebar: 'Rebar (kg/㎡) P10 / median / P90',
      hint: 'The firm\'s imported projects summarised by the chosen dimensions; groups of fewer than 5 projects get no range (not assessed).',
    },
    record: {
      tab: 'Saved analyses', save: 'Save analysis', name: 'Record name', kind: 'Analysis', savedAt: 'Saved at', open: 'Open', export: 'Export',
      params: 'Project: {{project}}; IQR multiplier: {{k}} (the result as saved; it does not follow the library)',
    },
    project: 'Project', pickProject: 'Choose an imported project', noProject: 'Choose a project to see it', area: 'Floor area (m²)', total: 'Project cost (CNY)',
    library: { label: 'Compare with', firm: "Firm's library", person: 'My library' },
    status: { low: 'Low', high: 'High', normal: 'Normal', unassessed: 'Not assessed' },
    col: {
      unit: 'Unit work', code: 'Code', name: 'Name', subject: 'Subject (section)', measure: 'Measure', items: 'Items', amount: 'Amount (CNY)', share: 'Share',
      perM2: 'Per m² (CNY)', features: 'Features', unitOf: 'Unit', qty: 'Quantity', price: 'Unit price', source: 'Source', row: 'row {{row}}',
      value: 'This project', samples: 'Samples', p10: 'P10', median: 'Median', p90: 'P90', status: 'Result', q1: 'Q1', q3: 'Q3', fence: 'Normal range',
      deviation: 'Off the median', ratio: 'Ratio', numerator: 'Numerator', denominator: 'Denominator', medianPerM2: 'Library median (CNY/m²)', medianShare: 'Library median share',
      projects: 'Projects', minPrice: 'Lowest', maxPrice: 'Highest', avgPrice: 'Average', kind: 'Kind', project: 'Project', remark: 'Remark',
      kind2: 'Type', structure: 'Structure', region: 'Region', unitCost: 'Cost per m²', createdDate: 'Added', actions: 'Actions',
    },
    subject: {
      summary: 'Cost composition', subjects: 'Subject indicators', units: 'Unit works', intoLib: 'Add to my library', remark: 'Remark (optional)', myLib: 'My library',
      remove: 'Remove', removeConfirm: 'Remove this project from your library?', itemsTitle: 'Items of {{name}}', onlyMeasure: 'Measures only',
    },
    analysis: {
      indicator: 'Indicators', unusualPrice: 'Unusual prices', unusualQuantity: 'Unusual quantities', relativity: 'Relativity', expand: 'Expanded indicators',
      run: 'Analyse', k: 'IQR multiplier', includeUnassessed: 'Show not assessed', counts: '{{items}} in all: {{high}} high, {{low}} low, {{normal}} normal, {{unassessed}} not assessed',
      projects: '{{n}} projects compared (at least {{min}} samples to assess)', hint: 'Prices are compared with the library\'s items of the same 9-digit code and unit; outside Q1−k·IQR … Q3+k·IQR is unusual. Quantities are compared per m².',
      quantityValue: 'Quantity per m²',
    },
    book: {
      bill: 'Bill book', norm: 'Norm (resource) book', code: 'Code (prefix)', name: 'Name', unit: 'Unit', search: 'Search', reset: 'Reset',
      detailTitle: 'Samples of {{code}} {{name}}', normHint: 'For now the norm book holds the resource prices of the projects\' resource summaries (the 表-09 norm lines are not imported yet).',
    },
  },
};
