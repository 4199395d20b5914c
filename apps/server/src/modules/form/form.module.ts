import { defineModule } from '../../platform/module.js';
import type { FormDeclaration } from './form-declare.js';
import { formFileAccessResolver, formImportResolver, formPageConfigSource } from './form-integration.js';
import { formRecordKinds } from './form-record-kind.js';
import { provisionCompanyForms, syncDeclaredForms } from './form-sync.js';
import { formRoutes, recordKindRoutes } from './form.routes.js';

/**
 * Online forms. Every published form is a record kind made at run time (`form:<code>`): the
 * module declares its source by prefix (search, export, flow binding, print, ref picks; see
 * platform/record-kind.ts), and resolvers by prefix for Excel imports, attachments and page
 * configs. At start it syncs every module's declared forms (manifest `forms`) into every
 * company; a company created at run time gets them through its companySteps.
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
