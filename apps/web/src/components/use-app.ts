import { App } from 'antd';

/** antd's context-aware message / modal / notification. */
export function useApp() {
  return App.useApp();
}
