/** Knowledge centre texts (English). */
import type { knowledgeZh } from './knowledge';

export const knowledgeEn: typeof knowledgeZh = {
  knowledge: {
    route: { document: 'Documents', exhibition: 'Knowledge base', manage: 'Knowledge management', video: 'Training', content: 'Notices' },
    kind: { document: 'Document', knowledge: 'Knowledge' },
    category: {
      title: 'Categories', add: 'New category', edit: 'Edit category', delete: 'Delete category', none: 'No categories', name: 'Category name', nameRequired: 'Enter the category name',
      parent: 'Parent category', roles: 'Reader roles', rolesHelp: 'None: everyone who may open the knowledge base reads it; chosen: only these roles (sub-categories without roles follow)',
      remark: 'Remark', limited: 'Restricted',
    },
    doc: {
      title: 'Title', code: 'Document no.', category: 'Category', revision: 'Version', status: 'Status', published: 'Published', draft: 'Draft', readCount: 'Reads',
      author: 'Created by', updated: 'Updated', search: 'Search title, keywords, summary', keywords: 'Keywords', summary: 'Summary', content: 'Body',
      remark: 'Version note', remarkHelp: 'What changed (kept in the version history)', publish: 'Publish', files: 'Attachments', versions: 'Versions', readers: 'Readers',
      savedAt: 'Saved at', reader: 'Reader', times: 'Times', lastRead: 'Last read',
    },
    document: { add: 'New document', edit: 'Edit document' },
    knowledge: { add: 'New article', edit: 'Edit article' },
    exhibition: { title: 'Knowledge base', empty: 'Nothing to read yet' },
    course: {
      title: 'Course', add: 'New course', edit: 'Edit course', search: 'Search courses', lecturer: 'Lecturer', hours: 'Hours', description: 'Description',
      requiredRoles: 'Required for roles', requiredHelp: 'People in these roles must complete the course; the completion records list them', required: 'Required', learners: 'Done/enrolled', mine: 'My learning',
      notEnrolled: 'Not enrolled', enrol: 'Enrol', learn: 'Learn', materials: 'Materials', enrolFirst: 'Enrol to have your viewing progress recorded',
      records: 'Completion records', person: 'Person', dept: 'Department', progress: 'Progress', state: 'State', done: 'Completed', notDone: 'Not completed', learning: 'In progress',
      remind: 'Remind those not done', notStarted: 'Not started', completedDate: 'Completed at', yes: 'Yes', finish: 'I have finished',
    },
    news: { title: 'Notices and news', search: 'Search titles', empty: 'No notices yet' },
  },
};
