import { defineModule } from '../../platform/module.js';
import type { FormDeclaration } from './form-declare.js';
import { formBusinessResolver } from './form-flow.service.js';
import { formFileAccessResolver, formImportResolver, formPageConfigSource } from './form-integration.js';
import { formSearchTypeSource } from './form-search.js';
import { syncDeclaredForms } from './form-sync.js';
import { formRoutes } from './form.routes.js';

/**
 * Online forms. Every published form is a kind made at run time (`form:<code>`), so the module
 * declares resolvers by prefix for the search, Excel imports, attachments, flows and page configs.
 * At start it syncs every module's declared forms (manifest `forms`) into every company.
 */
export const formModule = defineModule({
  name: 'form',
  routes: [formRoutes],
  searchTypeSources: { form: formSearchTypeSource },
  importResolvers: { form: formImportResolver },
  fileAccessResolvers: { form: formFileAccessResolver },
  flowBindingResolvers: { form: formBusinessResolver },
  pageConfigSources: { form: formPageConfigSource },
  seedSteps: [async (tx, { registry, log }) => { await syncDeclaredForms(tx, registry.forms() as FormDeclaration[], log); }],
});
