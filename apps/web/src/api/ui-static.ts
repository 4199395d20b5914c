import { message, Modal } from 'antd';
import type { UiApi } from './ui-bridge';

/** antd's static message and modal: the bridge's fallback outside the antd providers (loaded on use). */
export const staticUi: UiApi = { message, modal: Modal };
