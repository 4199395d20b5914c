// Public entry of the excel module: what other modules may use.
export { ImportWizard } from './ImportWizard';
