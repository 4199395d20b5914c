/** Texts of the check register. This language only: it loads when chosen. */
import type { supCheckZh } from './supervise-check';

export const supCheckEn: typeof supCheckZh = {
  supCheck: {
    route: { company: 'Company checks' },
    project: 'Choose a project', add: 'New check', name: 'Check name', checkDate: 'Check date', remark: 'Remark', grade: 'Grade', total: 'Total score',
    tables: 'Check tables', addTable: 'Add table', delTable: 'Remove table', pickTable: 'Choose a check table', score: 'Save scores', delete: 'Delete',
    deleteConfirm: 'Delete this check?', item: 'Item', standard: 'Class', base: 'Full score', deduction: 'Deducted', got: 'Score', na: 'N/A',
    problems: '{{n}} problems found, {{m}} rectified', zeroed: 'A guarantee item failed: this table scores 0', empty: 'Choose a project first', noTable: 'Add a check table first',
    createdBy: 'Checked by', nameRequired: 'Enter the check name', dateRequired: 'Choose the check date',
  },
};
