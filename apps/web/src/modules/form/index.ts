// Public entry of the form module: what other modules may use.
export { FormRenderer, type FormRendererProps } from './components/FormRenderer';
export { PrintPreview } from './components/PrintPreview';
export { formIdOfBusinessType, WfFormComp, type WfFormCompHandle } from './components/WfFormComp';
export { WfListPage } from './pages/WfListPage';
export { WfTreeGridPage } from './pages/WfTreeGridPage';
