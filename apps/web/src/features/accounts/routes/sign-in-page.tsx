import { TIMINGS } from '@talentdeck/shared/constants';
import { MESSAGES } from '@talentdeck/shared/messages';
import { landingPathFor } from '@talentdeck/shared/routing';
import { signInRules } from '@talentdeck/shared/rules';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { FormAlert } from '#web/components/form-alert';
import { FormField } from '#web/components/form-field';
import { Input, PasswordInput } from '#web/components/inputs';
import { ApiError } from '#web/lib/api';
import { returnPathFrom, takeReturnPath, withReturnPath } from '#web/lib/return-path';
import { useCaptcha } from '#web/lib/use-captcha';
import { useForm } from '#web/lib/use-form';
import { useLogin } from '../api/login';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { readSignInNotice } from '../navigation-state';

type SignInForm = { email: string; password: string; captcha: string | undefined };
type ServerAlert = { message: string; needsVerification: boolean };

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const captcha = useCaptcha();
  const login = useLogin();
  const resend = useResendVerificationEmail();
  const [alert, setAlert] = useState<ServerAlert | null>(null);
  const [handedNotice, setHandedNotice] = useState(() => readSignInNotice(location.state));
  const form = useForm<SignInForm>({
    initialValues: { email: '', password: '', captcha: undefined },
    checks: {
      ...signInRules,
      captcha: captcha.check,
    },
    disabled: login.isPending,
    beforeSubmit: captcha.ready,
  });

  // The specification clears local data whenever the sign-in screen opens.
  useEffect(() => {
    localStorage.clear();
  }, []);

  // A candidate's way back to the job they wanted (`?next=`). Read after the first render, which
  // must match the page prerendered without a query.
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(returnPathFrom(location.search)), [location.search]);

  // Server errors disappear after 2 s; the unverified-email one stays, since it offers an action.
  useEffect(() => {
    if (!alert || alert.needsVerification) return;
    const timer = window.setTimeout(() => setAlert(null), TIMINGS.loginAlertMs);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const onValid = (values: SignInForm) => {
    setAlert(null);
    setHandedNotice({});
    login.mutate(
      { email: values.email.trim(), password: values.password, captcha: values.captcha },
      {
        onSuccess: ({ profile }) => {
          const back = profile.userType === 'Candidate' ? (next ?? takeReturnPath()) : null;
          navigate(back ?? landingPathFor(profile) ?? '/dashboard', { replace: true });
        },
        onError: (error) => {
          const message = form.applyServerError(error);
          const needsVerification =
            error instanceof ApiError && error.status === 403 && error.message === MESSAGES.verifyEmailFirst;
          if (message) setAlert({ message, needsVerification });
          captcha.renew();
        },
      },
    );
  };

  const resendVerification = () => {
    const email = form.values.email.trim();
    resend.mutate(
      { email },
      {
        onSettled: () => navigate('/verifyemail', { state: { email, from: '/signin' } }),
      },
    );
  };

  return (
    <AuthSplitLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to your jobs, candidates or applications."
      audience="everyone"
    >
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
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField field={form.field('email')} label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@company.com" size="large" />}
        </FormField>
        <FormField field={form.field('password')} label="Password">
          {(control) => <PasswordInput {...control} autoComplete="current-password" placeholder="Your password" size="large" />}
        </FormField>
        <div className="td-auth-form__row">
          <Link to="/forgotpassword">Forgot password?</Link>
        </div>
        <CaptchaField captcha={captcha} field={form.field('captcha')} onChange={(payload) => form.setValue('captcha', payload)} />
        {/* Never disabled: a submit before the captcha is solved waits for it, busy meanwhile. */}
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending || form.preparing}>
          Sign in
        </Button>
      </form>
      <p className="td-auth-links">
        Don't have an account? <Link to="/">Sign up</Link>
      </p>
      <p className="td-auth-links">
        Looking for a job? <Link to={withReturnPath('/candidate/sign-up', next)}>Sign up as a candidate</Link>
      </p>
    </AuthSplitLayout>
  );
}
