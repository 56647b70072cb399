import { MESSAGES, strongPasswordSchema } from '@talentdeck/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';
import { FullPageSpin } from '../../../components/full-page-spin';
import { PasswordInput } from '../../../components/inputs';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodRule } from '../../../lib/zod-rule';
import { useForgetPasswordTokenVerification } from '../api/forget-password-token-verification';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from '../components/form-alert';
import { confirmPasswordRules } from '../components/password-rules';
import type { SignInNotice } from '../navigation-state';

type ResetForm = { password: string; confirmPassword: string };

export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const token = useForgetPasswordTokenVerification(id);

  if (token.isPending) return <FullPageSpin label="Checking your reset link" />;
  if (token.isError) {
    if (token.error instanceof ApiError && token.error.isNetworkError) {
      return (
        <AuthSplitLayout title="Reset your password">
          <FormAlert message={MESSAGES.noInternet} />
          <Button type="primary" onClick={() => void token.refetch()}>
            Try again
          </Button>
        </AuthSplitLayout>
      );
    }
    return <Navigate to="/signin" replace state={{ error: MESSAGES.resetLinkInvalid } satisfies SignInNotice} />;
  }
  return <ResetPasswordForm uniqueKey={token.data.uniqueKey} />;
}

function ResetPasswordForm({ uniqueKey }: { uniqueKey: string }) {
  const [form] = Form.useForm<ResetForm>();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);

  const onFinish = ({ password }: ResetForm) => {
    setServerError(null);
    reset.mutate(
      { password, uniqueKey },
      {
        onSuccess: ({ message }) => navigate('/signin', { replace: true, state: { notice: message } satisfies SignInNotice }),
        onError: (error) => setServerError(applyServerErrors(form, error, ['password'])),
      },
    );
  };

  return (
    <AuthSplitLayout title="Set a new password" subtitle="Choose a strong password you don't use anywhere else.">
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="td-auth-form"
        disabled={reset.isPending}
      >
        <Form.Item
          label="New password"
          name="password"
          rules={[zodRule(strongPasswordSchema)]}
          extra="8+ characters with an uppercase and a lowercase letter, a number and one of @#$%^&*!"
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          Reset password
        </Button>
      </Form>
      <p className="td-auth-links">
        <Link to="/signin">Back to sign in</Link>
      </p>
    </AuthSplitLayout>
  );
}
