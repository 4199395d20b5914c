/** Flow administration texts (setting-flow designer, act-procdef, instance and task monitors), merged into each locale.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { flowAdminZh } from './flow-admin';

export const flowAdminEn: typeof flowAdminZh = {
  flowAdmin: {
    route: {
      procdef: 'Flow definitions', settingFlow: 'Flow settings', baseSetting: 'Basics', flowDesign: 'Flow design', flowStep: 'Steps', flowNotice: 'Notifications',
      expireNotice: 'Deadlines', advanceSetting: 'Advanced', formManager: 'Forms', flowData: 'Flow data', leaderField: 'Leader fields',
      processInstance: 'Flow instances', processTask: 'Flow tasks', viewer: 'Flow chart',
    },
    type: { start: 'Initiator', approver: 'Approver', handler: 'Handler', cc: 'CC', condition: 'Conditions', parallel: 'Parallel', subprocess: 'Sub-flow', end: 'End' },
    add: { approver: 'Approver', handler: 'Handler', cc: 'CC', condition: 'Condition branch', parallel: 'Parallel branch', title: 'Add node' },
    designer: {
      addCondition: 'Add condition', addBranch: 'Add branch', end: 'End of flow', defaultBranch: 'Default', otherwise: 'Taken when no other condition holds',
      noCondition: 'Set conditions', priority: 'Priority {{n}}', deleteNode: 'Delete node', deleteBranch: 'Delete branch', moveLeft: 'Move left', moveRight: 'Move right',
      zoomIn: 'Zoom in', zoomOut: 'Zoom out', initiatorAll: 'Anyone can start', unset: 'Not set', nodeCount: '{{n}} nodes',
    },
    rule: {
      users: 'Chosen members', role: 'Role', deptLeader: 'Department leader', initiator: 'The initiator', initiatorChooses: 'Initiator chooses', previousChooses: 'Previous approver chooses',
      formField: 'Person field of the form', staffRank: 'Staff rank', levels: 'Levels up', level: 'Level {{n}} leader', multiple: 'Several people',
      pickUsers: 'Choose members', usersCount: '{{n}} people', field: 'Field', fieldPlaceholder: 'e.g. projectManager', roles: 'Choose roles', ranks: 'Choose ranks',
    },
    mode: { title: 'Several approvers', single: 'Single', orSign: 'Any one agrees', countersign: 'All agree', sequential: 'One after another', ratio: 'By ratio', ratioValue: 'Ratio (%)' },
    noAssignee: { title: 'When nobody is found', autoPass: 'Pass automatically', toAdmin: 'Give to administrators', error: 'Show an error' },
    selfApprove: { title: 'When the approver is the initiator', self: 'They approve it', autoPass: 'Skip', deptLeader: 'Their leader approves' },
    button: { title: 'Buttons', next: 'Submit', prev: 'Return', forward: 'Pass on', handover: 'Hand over', consult: 'Consult', refresh: 'Refresh', custom: 'Custom name' },
    returnTarget: { title: 'May return to', any: 'Any earlier step', previous: 'Previous step only', initiator: 'Initiator only', none: 'No return', listed: 'Chosen nodes', pick: 'Choose nodes' },
    deadline: { title: 'Deadline', hours: 'hours', none: 'None', onExpire: 'When overdue', notify: 'Remind only', autoPass: 'Pass automatically', escalateToLeader: 'Give to the leader' },
    drawer: {
      name: 'Node name', assignee: 'Approvers', handler: 'Handlers', cc: 'CC recipients', settings: 'Approval settings', readOnly: 'Read-only form',
      branchName: 'Branch name', conditions: 'Conditions', addCondition: 'Add condition', field: 'Form field', op: 'Operator', value: 'Value', valuePlaceholder: 'Value, several separated by commas',
      defaultHint: 'Default branch: taken when no other branch matches; it needs no condition.', allConditions: 'All of these conditions hold', parallelHint: 'Parallel branches run together and meet when all are done.',
      startHint: 'Initiator: the person who submits the form starts the flow.', done: 'Done',
    },
    op: { eq: 'equals', ne: 'not equal', gt: 'greater than', gte: 'at least', lt: 'less than', lte: 'at most', in: 'one of', notIn: 'none of', contains: 'contains', isEmpty: 'is empty', notEmpty: 'is not empty' },
    fieldPreset: { contractAmount: 'Contract amount', $initiatorDept: 'Initiator department', $initiatorId: 'Initiator' },
    setting: {
      save: 'Save', publish: 'Publish', saved: 'Draft saved', published: 'Published, current version V{{version}}', publishFailed: 'Publishing failed, please fix:', publishFailedToast: 'Publishing failed',
      draft: 'Unpublished draft', version: 'Current version V{{version}}', unpublished: 'Not published', back: 'Back to definitions', newFlow: 'New flow', chooseFirst: 'Save the flow in Basics first',
      unsaved: 'Unsaved changes', code: 'Code', name: 'Name', category: 'Category', businessType: 'Business type', sort: 'Sort', remark: 'Remark',
      codeHint: 'Letters, digits, _ and -; cannot change after saving', codeRequired: 'Enter the flow code', nameRequired: 'Enter the flow name', created: 'Flow created, go on designing it', leaveConfirm: 'Leave without saving?',
    },
    step: { index: 'No.', name: 'Node', type: 'Type', assignee: 'Handled by', mode: 'Mode', deadline: 'Deadline', branch: 'Branch' },
    notice: {
      intro: 'People are notified (in-app messages) when:', task: 'a new task arrives', returned: 'a flow is returned', approved: 'a flow is approved', rejected: 'a flow is rejected',
      cc: 'they are copied', urged: 'they are urged', urgeInterval: 'Urge interval (minutes)', urgeHint: 'Shortest time between two urges of one flow by one person, default 10',
      expireIntro: 'Deadlines of approval nodes: the holder is reminded, then the task is handled as set.', noNodes: 'The flow has no approval nodes yet',
    },
    advance: {
      resubmitToReturner: 'After a return, resubmitting goes straight back to the returning node', resubmitHint: 'Off: resubmitting starts again from the first approval',
      allowWithdraw: 'The initiator may withdraw', withdrawHint: 'While nobody downstream has acted',
      frontInit: 'Business form init', frontInitHint: 'Config the flow page applies to the business form (stored as data, never run as script): defaults while the initiator fills it in, hidden fields and a notice',
      notice: 'Notice', noticePlaceholder: 'Shown above the business form, e.g. documents to attach',
      hidden: 'Hidden fields', hiddenPlaceholder: 'Type a field code and press Enter, e.g. remark',
      defaults: 'Defaults', field: 'Field code', value: 'Default value', addDefault: 'Add a default', fieldInvalid: 'Field codes use letters, digits, _ and . only',
    },
    empty: { form: 'Forms come with the form designer', data: 'Flow data comes with the form designer', leader: 'Leader fields come with the form designer' },
    procdef: {
      search: 'Flow name or code', status: 'Status', all: 'All', active: 'Active', suspended: 'Suspended', name: 'Name', key: 'Code', category: 'Category',
      current: 'Current', versions: 'Versions', draft: 'Draft', updated: 'Updated', design: 'Design', view: 'View', publishDraft: 'Publish draft',
      suspend: 'Suspend', activate: 'Activate', suspendConfirm: 'Nobody can start “{{name}}” while suspended. Suspend it?', versionList: 'Versions', publishedBy: 'Published by',
      publishedDate: 'Published', currentTag: 'Current', noVersion: 'Not published', statusOk: 'Done',
    },
    instance: {
      search: 'Flow title', status: 'Status', name: 'Title', definition: 'Flow', initiator: 'Initiator', current: 'Current step', started: 'Started', ended: 'Ended',
      terminate: 'Terminate', terminateConfirm: 'Terminate “{{name}}”? This cannot be undone.', terminated: 'Flow terminated', opinion: 'Reason (optional)',
      del: 'Delete', deleteConfirm: 'Delete “{{name}}”? Its audit trail is kept.', deleted: 'Deleted', allStatus: 'All statuses', exportName: 'Flow instances',
    },
    task: { search: 'Title, step or flow', step: 'Step', holder: 'Held by', kind: 'Kind', received: 'Arrived', due: 'Due', waiting: 'Awaiting consultation' },
    kind: { normal: 'Approval', handover: 'Hand-over', addsign: 'Added signer', forward: 'Pass on', consult: 'Consultation', cc: 'CC' },
    viewer: { version: 'V{{version}}', current: 'Current version', readOnly: 'Read-only', choose: 'Version', missing: 'Choose a version from the flow definitions' },
  },
};
