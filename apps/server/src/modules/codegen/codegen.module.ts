import { defineModule } from '../../platform/module.js';
import { codegenRoutes } from './codegen.routes.js';

/** Serial-number rules (编码规则). */
export const codegenModule = defineModule({
  name: 'codegen',
  routes: [codegenRoutes],
});
