/** Finance texts of project tracking and objectives (OKR), merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { financePlanZh } from './finance-plan';

export const financePlanEn: typeof financePlanZh = {
  finPlan: {
    route: { tracking: 'Project tracking', objectives: 'Objectives' },
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
  },
};
