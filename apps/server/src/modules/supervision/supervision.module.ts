import { RECORD_FILES } from '@ecms/shared';
import { defineModule } from '../../platform/module.js';
import { PROBLEM_FILES, problemVisible } from './problem.service.js';
import { reminderJob } from './reminders.js';
import { RULE_BUSINESS_TYPE, RULE_CONTENT_FILES, RULE_COVER_FILES, ruleAttachable, ruleBinding, ruleVisible } from './rules.service.js';
import { provisionSafetyFlows, seedSafetyFlows } from './safety.flows.js';
import { safetyRoutes } from './safety.routes.js';
import { RESUME_BUSINESS_TYPE, resumeBinding } from './stopwork.service.js';
import { supervisionRoutes } from './supervision.routes.js';
import { portalExports } from './portal.service.js';
import { recordAttachable, recordVisible } from './record.service.js';
import { recordsRoutes } from './records.routes.js';
import { ledgerExports } from './ledger.excel.js';
import { ledgerRoutes } from './ledger.routes.js';
import { checkRoutes } from './check.routes.js';
import { printRoutes } from './print.routes.js';
import { supervisionImports } from './ledger-import.js';
import { SUPERVISION_DATA_MENUS, SUPERVISION_DICTS, SUPERVISION_MENUS } from './supervision.seed.js';

/** Engineering supervision (工程监理): projects, the problem ledger with 监理通知单, JGJ 59 scoring, patrol/side-station records, daily logs, the portal, stop-work and resume, hazardous works, detailed rules, the ledgers (README.md). */
export const supervisionModule = defineModule({
  name: 'supervision',
  routes: [supervisionRoutes, recordsRoutes, safetyRoutes, ledgerRoutes, checkRoutes, printRoutes],
  menus: SUPERVISION_MENUS,
  dicts: SUPERVISION_DICTS,
  dataMenus: SUPERVISION_DATA_MENUS,
  // Photos of a problem are visible to whoever may see the problem.
  // A rule's files are visible with the rule.
  fileAccess: { [PROBLEM_FILES]: problemVisible, [RECORD_FILES]: recordVisible, [RULE_COVER_FILES]: ruleVisible, [RULE_CONTENT_FILES]: ruleVisible },
  // Photos of a patrol/side-station record: attached by its creator while a draft; a rule's files
  // only while the rule may be edited (not controlled, not in approval).
  fileAttach: { [RECORD_FILES]: recordAttachable, [RULE_COVER_FILES]: ruleAttachable, [RULE_CONTENT_FILES]: ruleAttachable },
  exports: [...portalExports, ...ledgerExports],
  // The problem ledger and the hazardous-works registry from Excel (platform import wizard).
  imports: supervisionImports,
  // The resume application and the detailed rule follow their approval flows (the order follows its application).
  flowBindings: { [RESUME_BUSINESS_TYPE]: resumeBinding, [RULE_BUSINESS_TYPE]: ruleBinding },
  // Their flow definitions reach every company; rectification deadlines are reminded by a job.
  seedSteps: [seedSafetyFlows],
  companySteps: [provisionSafetyFlows],
  jobs: [() => reminderJob()],
});
