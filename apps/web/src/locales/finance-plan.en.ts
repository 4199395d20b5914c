/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePlanZh } from './finance-plan';

export const financePlanEn: typeof financePlanZh = {
  finPlan: {
    route: { tracking: 'Project tracking', objectives: 'Objectives', planMethod: 'Plan method', planProduction: 'Production plan' },
    tracking: {
      code: 'No.', name: 'Project', customer: 'Customer', expected: 'Expected amount', received: 'Claimed', owner: 'Owner', dept: 'Department',
      status: 'Status', sign: 'Signing', contract: 'Contract', followDate: 'Follow date', reason: 'Reason given up', remark: 'Remarks',
      add: 'New project', edit: 'Edit project', search: 'Project name', confirm: 'Confirm follow', giveUp: 'Give up', setSign: 'Signing',
      giveUpTitle: 'Give up: {{name}}', signTitle: 'Signing: {{name}}', deleteConfirm: 'Delete this tracked project?',
      statusNames: ['To confirm', 'Following', 'Given up'], signNames: ['Not signed', 'Signed', 'Lost'],
    },
    okr: {
      year: 'Year', name: 'Objective', level: 'Level', owner: 'Owner', target: 'Year target', actual: 'Recognised income', progress: 'Progress', split: 'Split',
      month: 'M{{m}}', monthTargets: 'Monthly targets', keyResults: 'Key results', levels: { company: 'Company', dept: 'Department', person: 'Person' },
      addCompany: 'New company objective', addChild: 'Split', edit: 'Edit', remove: 'Delete', deleteConfirm: 'Delete this objective?', dept: 'Department', user: 'Person',
      spreadHint: 'Without monthly targets the year target is spread evenly over 12 months (the last takes the rest).', chart: 'Monthly target and income', empty: 'No objectives for this year',
      newTitle: 'New objective', childTitle: 'Split objective: {{name}}', editTitle: 'Edit objective: {{name}}', monthActual: 'Monthly recognised income',
    },
    okrImport: 'Import objectives',
    method: {
      year: 'Year', method: 'Plan method', methods: { share: 'By department share', last_year: "By last year's income", manual: 'By hand' },
      methodHints: {
        share: 'The company objective is split by each department\'s share (at most 100% in all); every month in the same proportion.',
        last_year: 'The company objective is split in proportion to each department\'s recognised income of last year; departments without income keep their objectives.',
        manual: 'Split by hand on the objectives page; no department objectives are generated.',
      },
      shares: 'Department shares', dept: 'Department', share: 'Share (%)', addShare: 'Add department', remark: 'Notes', save: 'Save', apply: 'Split by this method',
      applyConfirm: 'Department objectives (year and months) will be created or rewritten by this method. Continue?', company: 'Company objective', noCompany: 'No company objective for this year',
      preview: 'Preview', weight: 'Basis', newTarget: 'New target', current: 'Current target', split: 'Split to people', applied: 'Last applied: {{at}} ({{by}})',
      shareSum: 'Shares total {{sum}}%',
    },
    production: {
      year: 'Year', asOf: 'Up to', level: 'Level', all: 'All', name: 'Objective', owner: 'Owner', target: 'Year target', toDatePlan: 'Planned to date',
      toDateActual: 'Income to date', toDateRate: 'Completion to date', yearRate: 'Year completion', month: 'M{{m}}', plan: 'Plan', actual: 'Actual', empty: 'No objectives for this year',
      monthAsOf: 'Month {{m}}',
    },
  },
};
