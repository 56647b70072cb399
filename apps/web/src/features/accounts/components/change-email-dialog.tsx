import { MESSAGES, updateEmailRequestSchema } from '@talentdeck/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '#web/components/dialog-actions';
import { applyServerErrors } from '#web/lib/form-errors';
import { zodRule } from '#web/lib/zod-rule';
import { useRequestEmailChange } from '../api/request-email-change';
import type { EmailChangeState } from '../navigation-state-email';

type ChangeEmailForm = { new_email: string; confirm_email: string };

/** The new email twice; the server emails a code to it, then the code screen takes over. */
export function ChangeEmailDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangeEmailForm>();
  const requestEmailChange = useRequestEmailChange();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    form.resetFields();
    onClose();
  };

  const onFinish = ({ new_email }: ChangeEmailForm) => {
    setError(null);
    const email = new_email.trim().toLowerCase();
    requestEmailChange.mutate(
      { userId, new_email: email },
      {
        onSuccess: () => {
          close();
          navigate('/profilesettings/change-email-verification', {
            state: { isEmailChange: true, email } satisfies EmailChangeState,
          });
        },
        onError: (err) => setError(applyServerErrors(form, err, ['new_email'])),
      },
    );
  };

  return (
    <Modal open={open} title="Change your email" onCancel={close} footer={null} destroyOnHidden>
      {error ? <Alert className="td-page-alert" type="error" showIcon title={error} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={requestEmailChange.isPending}
        // A refusal (Email Already Exists) says what was wrong with what was sent: it goes once the user edits it.
        onValuesChange={() => setError(null)}
      >
        <Form.Item label="New email" name="new_email" rules={[zodRule(updateEmailRequestSchema.shape.new_email)]} required>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label="Confirm new email"
          name="confirm_email"
          dependencies={['new_email']}
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                const first = String(getFieldValue('new_email') ?? '')
                  .trim()
                  .toLowerCase();
                if (!value || value.trim().toLowerCase() !== first) throw new Error(MESSAGES.emailsMustMatch);
              },
            }),
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <DialogActions onCancel={close} submitting={requestEmailChange.isPending}>
          Send code
        </DialogActions>
      </Form>
    </Modal>
  );
}
