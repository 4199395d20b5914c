import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type ModalProps } from 'antd';

export interface FormModalProps<V> extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> {
  form: FormInstance<V>;
  onClose: () => void;
  saving?: boolean;
  /** data-testid of the OK button (e2e). */
  okTestId?: string;
  /** With onFinish the children are wrapped in the form (horizontal, labels `labelWidth` px wide). */
  onFinish?: (values: V) => void;
  labelWidth?: number;
  children: ReactNode;
}

/**
 * The add/edit dialog of the administration pages: OK submits the form (its onFinish saves),
 * the OK button spins while saving, the form is kept mounted so `form` is always connected.
 */
export function FormModal<V>({ form, onClose, saving, okTestId, onFinish, labelWidth = 96, children, okButtonProps, ...rest }: FormModalProps<V>) {
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
      {onFinish ? (
        <Form<V> form={form} labelCol={{ flex: `${labelWidth}px` }} onFinish={onFinish}>
          {children}
        </Form>
      ) : (
        children
      )}
    </Modal>
  );
}
