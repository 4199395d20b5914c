import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

/**
 * The HTTP client lives outside React; it reaches antd's context-aware message/modal through
 * this bridge, which the <AppBridge> component fills from App.useApp(). Before that (the sign-in
 * page is built without antd, issue 14) it falls back to antd's static functions, loaded on the
 * first toast or dialog so that antd stays out of the first page's JavaScript.
 */
export interface UiApi {
  message: Pick<MessageInstance, 'error' | 'success' | 'warning' | 'info'>;
  modal: ModalLike;
}

type ModalFn = (props: ModalFuncProps) => { destroy: () => void };
export interface ModalLike {
  confirm: ModalFn;
  warning: ModalFn;
  info: ModalFn;
  error: ModalFn;
}

let current: UiApi | null = null;

export function setUiApi(api: UiApi | null): void {
  current = api;
}

const loadStatic = () => import('./ui-static').then((m) => m.staticUi);

type MessageFn = UiApi['message']['error'];
const lazyMessage = (kind: keyof UiApi['message']): MessageFn =>
  ((...args: Parameters<MessageFn>) => {
    void loadStatic().then((ui) => ui.message[kind](...args));
  }) as MessageFn;

const lazyModal = (kind: keyof ModalLike): ModalFn => (props) => {
  let destroyed = false;
  let handle: { destroy: () => void } | null = null;
  void loadStatic().then((ui) => {
    if (!destroyed) handle = ui.modal[kind](props);
  });
  return {
    destroy: () => {
      destroyed = true;
      handle?.destroy();
    },
  };
};

const fallback: UiApi = {
  message: { error: lazyMessage('error'), success: lazyMessage('success'), warning: lazyMessage('warning'), info: lazyMessage('info') },
  modal: { confirm: lazyModal('confirm'), warning: lazyModal('warning'), info: lazyModal('info'), error: lazyModal('error') },
};

export function getUiApi(): UiApi {
  return current ?? fallback;
}

/**
 * A success toast that outlives the page's antd providers: shown just before leaving for the
 * sign-in page (built without antd), where the providers' own message holder is gone.
 */
export function lastingSuccess(text: string): void {
  void loadStatic().then((ui) => ui.message.success(text));
}
