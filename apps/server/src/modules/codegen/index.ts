// Public entry of the codegen module: what other modules may use. Anything else is internal.
export { nextSerial, nextSerials, ruleExists } from './codegen.service.js';
