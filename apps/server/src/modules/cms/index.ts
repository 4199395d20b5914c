// Public entry of the cms module: what other modules may use.
export { memberArticles } from './cms.service.js';
