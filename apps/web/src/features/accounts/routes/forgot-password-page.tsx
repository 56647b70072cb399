import { forgotPasswordRules } from '@talentdeck/shared/rules';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { FormAlert } from '#web/components/form-alert';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/inputs';
import { useCaptcha } from '#web/lib/use-captcha';
import { useForm } from '#web/lib/use-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { VerifyEmailState } from '../navigation-state';

type ForgotPasswordForm = { email: string; captcha: string | undefined };

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const requestReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm>({
    initialValues: { email: '', captcha: undefined },
    checks: {
      ...forgotPasswordRules,
      captcha: captcha.check,
    },
    disabled: requestReset.isPending,
    beforeSubmit: captcha.ready,
  });

  const onValid = (values: ForgotPasswordForm) => {
    form.dismissFormError();
    const email = values.email.trim();
    requestReset.mutate(
      { email, captcha: values.captcha },
      {
        onSuccess: () => navigate('/verifyemail', { state: { email, from: '/forgotpassword' } satisfies VerifyEmailState }),
        onError: (error) => {
          // A 404 carries the specification's 'Email Does Not Exist!' as its message.
          form.applyServerError(error);
          captcha.renew();
        },
      },
    );
  };

  return (
    <AuthSplitLayout title="Forgot your password?" subtitle="Enter your email and we'll send you a link to reset it.">
      <FormAlert message={form.formError} onClose={form.dismissFormError} />
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField field={form.field('email')} label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@company.com" size="large" />}
        </FormField>
        <CaptchaField captcha={captcha} field={form.field('captcha')} onChange={(payload) => form.setValue('captcha', payload)} />
        <Button type="primary" htmlType="submit" size="large" block loading={requestReset.isPending || form.preparing}>
          Send reset link
        </Button>
      </form>
      <p className="td-auth-links">
        Remembered it? <Link to="/signin">Back to sign in</Link>
      </p>
    </AuthSplitLayout>
  );
}
