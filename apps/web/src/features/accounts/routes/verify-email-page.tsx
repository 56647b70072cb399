import { MailOutlined } from '@ant-design/icons';
import { TIMINGS } from '@talentdeck/shared/constants';
import { MESSAGES } from '@talentdeck/shared/messages';
import { Button } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { FormAlert } from '#web/components/form-alert';
import { ApiError } from '#web/lib/api';
import { useCaptcha } from '#web/lib/use-captcha';
import { useForm } from '#web/lib/use-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { resendVerificationEmail } from '../api/resend-verification-email';
import { useCountdown } from '../components/use-countdown';
import { readVerifyEmailState, type VerifyEmailState } from '../navigation-state';
import './verify-email-page.css';
import { BackToSignIn } from '../components/back-to-sign-in';

type Outcome = { type: 'success' | 'error'; message: string };

const formatSeconds = (s: number) => `0:${String(s).padStart(2, '0')}`;

export function VerifyEmailPage() {
  const state = readVerifyEmailState(useLocation().state);
  // Opened directly (no email to talk about): back to sign-up.
  if (!state) return <Navigate to="/" replace />;
  return <VerifyEmail {...state} />;
}

function VerifyEmail({ email, from }: VerifyEmailState) {
  const isReset = from === '/forgotpassword';
  const captcha = useCaptcha();
  // Resending reset instructions goes through the captcha-protected call again.
  const needsCaptcha = isReset && captcha.provider !== 'none';
  const form = useForm<{ captcha: string | undefined }>({ initialValues: { captcha: undefined }, checks: {} });
  const { left, restart } = useCountdown(TIMINGS.resendCountdownSeconds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  // The widget is not in a form this page's user fills in, so Resend itself starts it and waits for
  // its proof of work (busy meanwhile) before sending.
  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const captchaPayload = needsCaptcha ? await captcha.ready() : undefined;
      if (needsCaptcha && !captchaPayload) {
        setOutcome({ type: 'error', message: MESSAGES.captchaRequired });
        return;
      }
      const answer = isReset
        ? await requestPasswordReset({ email, captcha: captchaPayload })
        : await resendVerificationEmail({ email });
      setOutcome({ type: 'success', message: answer.message });
      restart();
    } catch (error) {
      const offline = error instanceof ApiError && error.isNetworkError;
      setOutcome({ type: 'error', message: offline ? MESSAGES.noInternet : MESSAGES.somethingWentWrong });
    } finally {
      setSending(false);
      if (needsCaptcha) captcha.renew();
    }
  };

  const canResend = left === 0 && !sending;

  return (
    <AuthSplitLayout title="Check your email">
      <div className="td-verify__icon" aria-hidden="true">
        <MailOutlined />
      </div>
      <p className="td-verify__text">
        We've sent an email to <strong>{email}</strong>.{' '}
        {isReset
          ? 'Follow the link in it to choose a new password.'
          : 'Click the link in it to verify your email address and activate your account.'}
      </p>
      <p className="td-verify__hint">Can't find it? Check your spam folder, or ask for a new one.</p>
      <FormAlert message={outcome?.message} type={outcome?.type} onClose={() => setOutcome(null)} />
      {needsCaptcha && left === 0 ? (
        <CaptchaField captcha={captcha} field={form.field('captcha')} onChange={(payload) => form.setValue('captcha', payload)} />
      ) : null}
      <p className="td-verify__resend">
        Didn't receive the email?{' '}
        <Button type="link" className="td-verify__resend-button" onClick={resend} disabled={!canResend} loading={sending}>
          {left > 0 ? `Resend in ${formatSeconds(left)}` : 'Resend'}
        </Button>
      </p>
      <BackToSignIn />
    </AuthSplitLayout>
  );
}
