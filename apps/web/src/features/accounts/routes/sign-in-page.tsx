import { emailSchema, type LoginRequest, landingPathFor, loginRequestSchema, MESSAGES, TIMINGS } from '@talentdeck/shared';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthSplitLayout } from '../../../components/auth-split-layout';
import { Input, PasswordInput } from '../../../components/inputs';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { zodRule } from '../../../lib/zod-rule';
import { useLogin } from '../api/login';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { CaptchaFormItem } from '../components/captcha-form-item';
import { FormAlert } from '../components/form-alert';
import { useCaptchaProvider } from '../components/use-captcha-provider';
import { readSignInNotice } from '../navigation-state';

const FIELDS = ['email', 'password', 'captcha'] as const;
type ServerAlert = { message: string; needsVerification: boolean };

export function SignInPage() {
  const [form] = Form.useForm<LoginRequest>();
  const navigate = useNavigate();
  const location = useLocation();
  const provider = useCaptchaProvider();
  const login = useLogin();
  const resend = useResendVerificationCode();
  const [alert, setAlert] = useState<ServerAlert | null>(null);
  const [handedNotice, setHandedNotice] = useState(() => readSignInNotice(location.state));
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const captcha = Form.useWatch('captcha', form);

  // The specification clears local data whenever the sign-in screen opens.
  useEffect(() => {
    localStorage.clear();
  }, []);

  // Server errors disappear after 2 s; the unverified-email one stays, since it offers an action.
  useEffect(() => {
    if (!alert || alert.needsVerification) return;
    const timer = window.setTimeout(() => setAlert(null), TIMINGS.loginAlertMs);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const onFinish = (values: LoginRequest) => {
    setAlert(null);
    setHandedNotice({});
    login.mutate(
      { email: values.email.trim(), password: values.password, captcha: values.captcha },
      {
        onSuccess: ({ profile }) => navigate(landingPathFor(profile) ?? '/dashboard', { replace: true }),
        onError: (error) => {
          const message = applyServerErrors(form, error, FIELDS);
          const needsVerification =
            error instanceof ApiError && error.status === 403 && error.message === MESSAGES.verifyEmailFirst;
          if (message) setAlert({ message, needsVerification });
          if (provider === 'altcha') setCaptchaResetKey((k) => k + 1);
        },
      },
    );
  };

  const resendVerification = () => {
    const email = form.getFieldValue('email')?.trim() as string;
    resend.mutate(
      { email },
      {
        onSettled: () => navigate('/verifyemail', { state: { email, from: '/signin' } }),
      },
    );
  };

  const captchaSolved = provider === 'none' || Boolean(captcha);

  return (
    <AuthSplitLayout title="Sign in" subtitle="Welcome back. Sign in to manage your jobs and candidates.">
      <FormAlert message={handedNotice.notice} type="success" onClose={() => setHandedNotice({})} />
      <FormAlert message={handedNotice.error} onClose={() => setHandedNotice({})} />
      <FormAlert
        message={alert?.message}
        onClose={() => setAlert(null)}
        action={
          alert?.needsVerification ? (
            <Button size="small" onClick={resendVerification} loading={resend.isPending}>
              Resend email
            </Button>
          ) : undefined
        }
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="td-auth-form"
        disabled={login.isPending}
      >
        <Form.Item label="Email" name="email" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" placeholder="you@company.com" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(loginRequestSchema.shape.password)]}>
          <PasswordInput autoComplete="current-password" placeholder="Your password" size="large" />
        </Form.Item>
        <div className="td-auth-form__row">
          <Link to="/forgotpassword">Forgot password?</Link>
        </div>
        <CaptchaFormItem provider={provider} resetKey={captchaResetKey} />
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} disabled={!captchaSolved}>
          Sign in
        </Button>
      </Form>
      <p className="td-auth-links">
        Don't have an account? <Link to="/">Sign up</Link>
      </p>
    </AuthSplitLayout>
  );
}
