import { emailSchema, type ForgotPasswordRequest } from '@talentdeck/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';
import { Input } from '../../../components/inputs';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodRule } from '../../../lib/zod-rule';
import { useForgetPasswordEmail } from '../api/forget-password-email';
import { CaptchaFormItem } from '../components/captcha-form-item';
import { FormAlert } from '../components/form-alert';
import { useCaptchaProvider } from '../components/use-captcha-provider';
import type { VerifyEmailState } from '../navigation-state';

const FIELDS = ['email', 'captcha'] as const;

export function ForgotPasswordPage() {
  const [form] = Form.useForm<ForgotPasswordRequest>();
  const navigate = useNavigate();
  const provider = useCaptchaProvider();
  const forgetPassword = useForgetPasswordEmail();
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  const onFinish = (values: ForgotPasswordRequest) => {
    setServerError(null);
    const email = values.email.trim();
    forgetPassword.mutate(
      { email, captcha: values.captcha },
      {
        onSuccess: () => navigate('/verifyemail', { state: { email, from: '/forgotpassword' } satisfies VerifyEmailState }),
        onError: (error) => {
          // A 404 carries the specification's 'Email Does Not Exist!' as its message.
          setServerError(applyServerErrors(form, error, FIELDS));
          if (provider === 'altcha') setCaptchaResetKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <AuthSplitLayout title="Forgot your password?" subtitle="Enter your email and we'll send you a link to reset it.">
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="td-auth-form"
        disabled={forgetPassword.isPending}
      >
        <Form.Item label="Email" name="email" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" placeholder="you@company.com" size="large" />
        </Form.Item>
        <CaptchaFormItem provider={provider} resetKey={captchaResetKey} />
        <Button type="primary" htmlType="submit" size="large" block loading={forgetPassword.isPending}>
          Send reset link
        </Button>
      </Form>
      <p className="td-auth-links">
        Remembered it? <Link to="/signin">Back to sign in</Link>
      </p>
    </AuthSplitLayout>
  );
}
