/** Engineering supervision texts, merged into each locale. Server messages are the spec's (@ecms/shared SUPERVISE_MSG).
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { superviseZh } from './supervise';

export const superviseEn: typeof superviseZh = {
  supervise: {
    route: { project: 'Supervision projects', problem: 'Problem ledger', check: 'Project checks' },
    project: {
      add: 'New project', edit: 'Edit project', code: 'Code', codeHint: 'Leave blank to number automatically', name: 'Project name',
      director: 'Chief supervising engineer', dept: 'Project department', ownerUnit: 'Owner', constructionUnit: 'Contractor',
      address: 'Address', startDate: 'Start date', endDate: 'Completion date', status: 'Status', remark: 'Remark',
      search: 'Search project name', problems: 'Rectification', open: 'Structure and members',
      statuses: { '1': 'Under construction', '2': 'Suspended', '3': 'Completed' },
    },
    structure: {
      title: 'Project structure', addUnit: 'New unit project', addChild: 'Add child', unitType: 'Unit project type', name: 'Name',
      types: { '1': 'Unit project', '2': 'Division', '3': 'Part' }, empty: 'No structure yet', remove: 'Delete node',
    },
    member: {
      title: 'Members', add: 'New member', staffName: 'Name', position: 'Position', unitName: 'Organisation', entryDate: 'Entry date',
      workContent: 'Work content', onDuty: 'On duty', account: 'User account',
    },
    problem: {
      project: 'Project', chooseProject: 'Choose a supervision project', add: 'Record problem', edit: 'Edit problem', code: 'Code',
      name: 'Description', type: 'Type', unit: 'Unit project', part: 'Part', discoverer: 'Found by', discoverDate: 'Found on',
      deadline: 'Deadline', serious: 'Serious', requirement: 'Requirement', status: 'Status', notice: 'Notice', overdue: 'Overdue',
      photos: 'Photos', keyword: 'Code/description', discovererName: 'Found by (name)', issue: 'Issue notice', yes: 'Yes',
      statuses: { '0': 'Not rectified', '1': 'Rectified' },
    },
    notice: {
      title: 'Supervision notices', code: 'Number', subject: 'Subject', content: 'Content', deadline: 'Deadline', state: 'State',
      issuedBy: 'Issued by', issuedDate: 'Issued on', problems: 'Problems', rectified: 'Rectified', reply: 'Reply', review: 'Review',
      detail: 'Details', replyContent: 'Reply', replyPlaceholder: 'What was rectified (photos go with the problems)',
      opinion: 'Review opinion', remark: 'Remark',
      opinions: { '1': 'Agree with the reply', '2': 'Reply materials incomplete', '3': 'On-site recheck needed' }, history: 'History',
      rounds: 'Replies', events: { issue: 'Issued', reply: 'Reply', review: 'Review' }, selected: 'Selected problems: {{count}}',
    },
    print: {
      preview: 'Print preview', print: 'Print', close: 'Close', notFound: 'Document not found or not visible to you', docNo: 'Document numbers', pick: 'Choose', printDoc: 'Print',
      formNo: 'Form A.0.3', projectName: 'Project', number: 'No.', to: 'To', toSuffix: ' (contractor project office)', reason: 'Subject', content: 'Content',
      deadlineLine: 'Rectify before {{date}} and return the notice reply form.', org: 'Supervision office (seal)', engineer: 'Chief/specialist supervision engineer (signature)',
      date: 'Date', note: 'Note: three copies, for the supervision office, the owner and the contractor.',
      docType: 'Document type', docTypes: { notice: 'Supervision notice', safety: 'Safety hazard notice', contact: 'Work contact sheet' },
      formNos: { notice: 'Form A.0.3', safety: 'Form A.0.3', contact: 'Form C.0.1', stopWork: 'Form A.0.5' },
      pdf: 'Download PDF', word: 'Download Word', sender: 'Issued by', senderValue: 'Supervision office', head: 'Person in charge (signature)',
      contactNote: 'Note: three copies, for the sender, the receiver and the supervision office.', addContact: 'New work contact sheet', contactTo: 'To (receiver)',
      stopTitle: 'Work suspension order', stopText: 'Because of {{reason}}, you are notified to suspend work on {{range}} (part/process) from {{date}} and to carry out the requirements below.',
      requirement: 'Requirements', chief: 'Chief supervision engineer (signature and seal)', rectifyBy: 'Rectify before {{date}}.',
    },
    check: {
      project: 'Project', table: 'Check table', item: 'Item', kind: 'Kind', base: 'Full score', deduction: 'Deduction', na: 'N/A',
      score: 'Score', total: 'Total', grade: 'Grade', weighted: 'Summary points',
      kinds: { guarantee: 'Guarantee item', general: 'General item', plain: 'Item' }, zeroed: 'A guarantee item failed: the table scores 0',
    },
  },
};
