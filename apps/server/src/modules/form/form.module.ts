import { defineModule } from '../../platform/module.js';
import type { FormDeclaration } from './form-declare.js';
import { formFileAccessResolver, formImportResolver, formPageConfigSource } from './form-integration.js';
import { formRecordKinds } from './form-record-kind.js';
import { provisionCompanyForms, syncDeclaredForms } from './form-sync.js';
import { formRoutes, recordKindRoutes } from './form.routes.js';

/**
 * Online forms. Every published form is a kind made at run time (`form:<code>`), so the module
 * declares resolvers by prefix for the search, Excel imports, attachments, flows and page configs.
 * At start it syncs every module's declared forms (manifest `forms`) into every company.
 */
export const formModule = defineModule({
  name: 'form',
  routes: [formRoutes, recordKindRoutes],
  // Each published form is a record kind form:<code>: search type, export, flow binding, print, ref source.
  recordKindSources: { form: formRecordKinds },
  importResolvers: { form: formImportResolver },
  fileAccessResolvers: { form: formFileAccessResolver },
  pageConfigSources: { form: formPageConfigSource },
  seedSteps: [async (tx, { registry, log }) => { await syncDeclaredForms(tx, registry.forms() as FormDeclaration[], log); }],
  companySteps: [provisionCompanyForms],
});
