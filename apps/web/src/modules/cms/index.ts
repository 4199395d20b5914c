// Public entry of the cms module: what other modules may use.
export { ArticleView } from './ArticleView';
