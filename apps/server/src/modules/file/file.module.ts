import { defineModule } from '../../platform/module.js';
import { FILE_PARAMS } from './file.seed.js';
import { fileRoutes } from './file.routes.js';

/** Attachments (upload, download, preview); who sees a record's files is each owning module's fileAccess. */
export const fileModule = defineModule({
  name: 'file',
  routes: [fileRoutes],
  params: FILE_PARAMS,
});
