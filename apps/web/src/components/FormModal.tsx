import type { ReactNode } from 'react';
import { Modal, type FormInstance, type ModalProps } from 'antd';

export interface FormModalProps extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> {
  form: FormInstance;
  onClose: () => void;
  saving?: boolean;
  /** data-testid of the OK button (e2e). */
  okTestId?: string;
  children: ReactNode;
}

/**
 * The add/edit dialog of the administration pages: OK submits the form (its onFinish saves),
 * the OK button spins while saving, the form is kept mounted so `form` is always connected.
 */
export function FormModal({ form, onClose, saving, okTestId, children, okButtonProps, ...rest }: FormModalProps) {
  return (
    <Modal
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ ...okButtonProps, ...(okTestId ? ({ 'data-testid': okTestId } as object) : {}) }}
      destroyOnHidden
      forceRender
      {...rest}
    >
      {children}
    </Modal>
  );
}
