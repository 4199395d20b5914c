import { lazyPage } from '../app/lazy-page';

/** The 建设中 page, loaded on use (it is antd; the entry stays without antd, issue 14). */
export const LazyPlaceholder = lazyPage(() => import('./Placeholder').then((m) => m.Placeholder));
