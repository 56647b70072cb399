import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

type FormDialogProps<T> = {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  onFinish: (values: T) => void;
  onCancel: () => void;
  saving: boolean;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  children: ReactNode;
};

/** A dialog holding a form (the administration's editors): Save submits it, Cancel closes it. */
export function FormDialog<T>({ open, title, form, onFinish, onCancel, saving, error, children }: FormDialogProps<T>) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={saving}>
        {children}
      </Form>
    </Modal>
  );
}
