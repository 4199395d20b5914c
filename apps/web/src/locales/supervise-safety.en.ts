/** Texts of the supervision safety part (stop-work, resume, hazardous works, detailed rules), merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { safetyZh } from './supervise-safety';

export const safetyEn: typeof safetyZh = {
  safety: {
    route: { stop: 'Stop-work orders', resume: 'Resume applications', hazard: 'Hazardous works', rule: 'Detailed rules' },
    project: 'Project', chooseProject: 'Choose a supervision project', save: 'Save', submit: 'Submit for approval', saveFirst: 'Please save first',
    stop: {
      add: 'Issue stop-work order', code: 'Order no.', level: 'Level', reasonType: 'Reason category', reason: 'Reason', unit: 'Unit project', part: 'Part (process)',
      range: 'Scope', rangeHint: 'Blank: the chosen unit project / part', stopDate: 'Stopped at', rectificationDate: 'Rectify by', requirement: 'Requirements',
      problems: 'Problems', hazard: 'Hazardous work', constructionUnit: 'Contractor', state: 'State', resumeDate: 'Resumed on', issuedBy: 'Issued by',
      applyResume: 'Apply to resume', fromProblem: 'Overdue serious problem added: {{code}}', pickHazard: 'Choose', search: 'Order no.', searchUnit: 'Contractor name',
    },
    resume: {
      add: 'Resume application', edit: 'Edit resume application', code: 'Application no.', businessName: 'Business', businessCode: 'Business no.', director: 'Chief engineer',
      dept: 'Project department', stopCode: 'Stop-work order', stopLevel: 'Order level', constructionUnit: 'Contractor', stopDate: 'Stopped at',
      resumeDate: 'Resume on', stopRange: 'Scope', reviewer: 'Engineering reviewer', submitter: 'Submitted by', submitTime: 'Submitted at',
      stopReason: 'Stop reason', conditions: 'Resume conditions', opinion: 'Rectification opinion', status: 'Approval', orderState: 'Order state', pickStop: 'Choose order',
      node: 'Current step',
    },
    hazard: {
      add: 'Register hazardous work', edit: 'Edit hazardous work', name: 'Name', category: 'Category', scale: 'Scale', reason: 'Basis', unit: 'Unit project', part: 'Part',
      params: 'Parameters', qualitative: 'Qualitative', qualitatives: { none: 'By parameters', danger: 'Hazardous work', super: 'Beyond a certain scale' },
      preview: 'Result: {{scale}} ({{reason}})', below: 'Below the hazardous-work thresholds', status: 'State', planDate: 'Planned start', actualDate: 'Actual start',
      acceptDate: 'Accepted on', clearDate: 'Closed on', scheme: 'Special scheme', schemeReview: 'Scheme review', schemeReviewDate: 'Reviewed on',
      expert: 'Expert review', expertDate: 'Review date', expertVerdict: 'Verdict', expertNames: 'Experts (at least 5, separated by 、)', expertOpinion: 'Opinion',
      verdicts: { '1': 'Passed', '2': 'Passed after revision', '3': 'Failed' }, needsExpert: 'Expert review due', start: 'Start work', accept: 'Accept', acceptStaff: 'Accepted by',
      clear: 'Close out', selector: 'Hazardous works', search: 'Search name',
    },
    rule: {
      add: 'New rule', edit: 'Edit rule', basic: 'Basic information', cover: 'Cover file', content: 'Content files', operation: 'Operation info', name: 'Rule name',
      staff: 'Author', fileStatus: 'Control status', fileStatuses: { '1': 'Controlled', '2': 'Uncontrolled' }, remark: 'Remark', updatedBy: 'Updated by', updatedDate: 'Updated at',
      businessName: 'Business', businessCode: 'Business no.', director: 'Chief engineer', dept: 'Project department', status: 'Approval', control: 'Make controlled',
      uncontrol: 'Make uncontrolled', readOnly: 'Not editable in this state', files: 'Files', search: 'Search rule name',
    },
  },
};
