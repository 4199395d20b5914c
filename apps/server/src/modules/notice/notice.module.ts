import { defineModule } from '../../platform/module.js';
import { deliverFlowNotifications } from './flow-notifications.js';
import { msgExports } from './msg.export.js';
import { canAttachAnnouncementFiles, canSeeAnnouncementFiles, NOTICE_FILE_MODULE } from './msg.service.js';
import { noticeRoutes } from './notice.routes.js';
import { noticeSearchTypes } from './search-type.js';

/** Messages and announcements. */
export const noticeModule = defineModule({
  name: 'notice',
  routes: [noticeRoutes],
  searchTypes: noticeSearchTypes,
  exports: msgExports,
  // Recipients of an announcement read and download its attachments; nobody else does.
  fileAccess: { [NOTICE_FILE_MODULE]: canSeeAnnouncementFiles },
  // Senders attach to a draft id before sending, or to their own sent announcement; recipients add nothing.
  fileAttach: { [NOTICE_FILE_MODULE]: canAttachAnnouncementFiles },
  // The approval engine's notifications become messages in the approval's own transaction.
  flowNotificationConsumers: { notice: deliverFlowNotifications },
});
