import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

/**
 * The HTTP client lives outside React; it reaches antd's context-aware message/modal through
 * this bridge, which the <AppBridge> component fills from App.useApp(). Before that it falls
 * back to antd's static functions.
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

export function getUiApi(): UiApi {
  return current ?? { message: staticMessage, modal: StaticModal };
}
