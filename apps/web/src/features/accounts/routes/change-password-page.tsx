import { MESSAGES } from '@talentdeck/shared/messages';
import { changePasswordRules } from '@talentdeck/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { ConfirmPasswordField } from '#web/components/confirm-password-field';
import { FormAlert } from '#web/components/form-alert';
import { PasswordInput } from '#web/components/inputs';
import { PageTitle } from '#web/components/page-title';
import { useCurrentCompany } from '#web/lib/current-company';
import { applyServerErrors } from '#web/lib/form-errors';
import { passwordRule } from '#web/lib/password-strength';
import { meQuery } from '#web/lib/session';
import { sharedRule } from '#web/lib/shared-rule';
import { userQuery } from '#web/lib/user';
import { useChangePassword } from '../api/change-password';

type ChangePasswordForm = { current_password: string; new_password: string; confirm_password: string };
type Outcome = { type: 'success' | 'error'; message: string };

export function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordForm>();
  const me = useQuery(meQuery).data;
  const userId = me?.userId;
  // The account's own words, as the API weighs them too (already fetched by the account menu).
  const user = useQuery(userQuery(userId)).data;
  const companyName = useCurrentCompany().data?.companyName;
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFinish = ({ current_password, new_password }: ChangePasswordForm) => {
    if (!userId) return;
    setOutcome(null);
    changePassword.mutate(
      { userId, current_password, new_password },
      {
        onSuccess: ({ message }) => {
          setOutcome({ type: 'success', message: message || MESSAGES.passwordChanged });
          form.resetFields();
        },
        onError: (error) => {
          const message = applyServerErrors(form, error, ['current_password', 'new_password']);
          if (message) setOutcome({ type: 'error', message });
        },
      },
    );
  };

  return (
    <>
      <PageTitle subtitle="Choose a password of at least 8 characters that you don't use elsewhere.">Change Password</PageTitle>
      <div className="td-narrow-form">
        <FormAlert message={outcome?.message} type={outcome?.type} onClose={() => setOutcome(null)} />
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          disabled={changePassword.isPending}
          // A refusal says what was wrong with what was sent: it goes once the user edits it.
          onValuesChange={() => setOutcome((o) => (o?.type === 'error' ? null : o))}
        >
          <Form.Item
            label="Current password"
            name="current_password"
            rules={[sharedRule(changePasswordRules.current_password)]}
            required
          >
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="New password"
            name="new_password"
            rules={[passwordRule(changePasswordRules.new_password, () => [user?.name, user?.email, companyName])]}
            required
          >
            <PasswordInput autoComplete="new-password" />
          </Form.Item>
          <ConfirmPasswordField label="Confirm new password" name="confirm_password" of="new_password" required />
          <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
            Update password
          </Button>
        </Form>
      </div>
    </>
  );
}
