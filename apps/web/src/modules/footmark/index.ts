// Public entry of the footmark module: what other modules may use.
export { FootprintManagementPage } from './FootprintManagementPage';
