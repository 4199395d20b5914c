/** Member, level and content-management texts, merged into each locale. Server messages come from the server.
 * This language only: it loads when chosen (the sign-in page ships Chinese alone). */
import type { memberZh } from './member';

export const memberEn: typeof memberZh = {
  member: {
    route: { club: 'Members', role: 'Member roles', level: 'Member levels', content: 'Member content', cms: 'Content management', register: 'Member sign-up', site: 'Official website' },
    list: {
      search: 'Search member name', loginName: 'Account', name: 'Member name', phone: 'Mobile', level: 'Level', fee: 'Fee (CNY)',
      begin: 'Start date', end: 'Expiry date', status: 'Status', enabled: 'Active', disabled: 'Disabled', created: 'Registered', edit: 'Edit member',
      resetPwd: 'Reset password', newPassword: 'New password', resetDone: 'Password reset', noLevel: '—',
    },
    level: {
      add: 'Add level', edit: 'Edit level', name: 'Level name', fee: 'Fee (CNY)', period: 'Period (months)', members: 'Members', remark: 'Remark',
      up: 'Move up', down: 'Move down', feeRule: 'Enter an amount with at most two decimals',
    },
    role: {
      levels: 'Member levels', roles: 'Roles of this level\'s members', help: 'Members always hold the base member role; the administrator role is never given to members.', save: 'Save', pick: 'Choose a member level on the left', none: 'No roles to grant', count: '{{n}} roles',
    },
    register: {
      title: 'Member sign-up', loginName: 'Account', phone: 'Mobile', captcha: 'SMS code', password: 'Password', confirm: 'Confirm password', name: 'Name',
      send: 'Get code', submit: 'Sign up', back: 'Have an account? Sign in', mismatch: 'The passwords do not match', done: 'Signed up, please sign in',
      loginRule: 'Letters, digits, underscore, dot and hyphen only (2-32)', nameRequired: 'The member name must not be empty',
    },
    content: { empty: 'Nothing to read yet', back: 'Back to list', published: 'Published {{date}}' },
    cms: {
      categories: 'Columns', addCategory: 'Add column', editCategory: 'Edit column', categoryName: 'Column name', parent: 'Parent column', visible: 'On website',
      all: 'All columns', title: 'Title', category: 'Column', status: 'Status', draft: 'Draft', published: 'Published', level: 'Audience',
      public: 'Public', publishDate: 'Published', updated: 'Updated', add: 'New article', edit: 'Edit article', summary: 'Summary', cover: 'Cover URL',
      content: 'Body', publish: 'Publish', unpublish: 'Unpublish', sort: 'Order', search: 'Search title', preview: 'Website preview', levelHelp: 'With a level only members of that level or higher see it; the website does not',
      deleteCategory: 'Delete column', noCategory: 'Create a column first', categoryRequired: 'Enter the column name',
    },
    site: { title: 'Official website', empty: 'No published articles', login: 'Sign in', register: 'Member sign-up', back: 'Back' },
    editor: { bold: 'Bold', italic: 'Italic', underline: 'Underline', h2: 'Heading', ul: 'Bullet list', ol: 'Numbered list', link: 'Link', linkPrompt: 'Link address', clear: 'Clear formatting' },
  },
};
