import { MESSAGES } from '@talentdeck/shared/messages';
import { resetPasswordRules } from '@talentdeck/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { FormAlert } from '#web/components/form-alert';
import { FormField } from '#web/components/form-field';
import { FullPageSpin } from '#web/components/full-page-spin';
import { PasswordInput } from '#web/components/inputs';
import { ApiError } from '#web/lib/api';
import { checkConfirmPassword } from '#web/lib/password-rules';
import { checkPasswordField, usePasswordDictionaries } from '#web/lib/password-strength';
import { useForm } from '#web/lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { verifyResetLinkQuery } from '../api/verify-reset-link';
import { BackToSignIn } from '../components/back-to-sign-in';
import type { SignInNotice } from '../navigation-state';

type ResetForm = { password: string; confirmPassword: string };

export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const token = useQuery(verifyResetLinkQuery(id));

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
  const navigate = useNavigate();
  const reset = useResetPassword();
  const dictionaries = usePasswordDictionaries();
  const form = useForm<ResetForm>({
    initialValues: { password: '', confirmPassword: '' },
    checks: {
      // The page knows nothing of the account (the API adds its name, email and company name).
      password: (value) => checkPasswordField(resetPasswordRules.password, value, []),
      confirmPassword: (value, values) => checkConfirmPassword(value, values.password),
    },
    disabled: reset.isPending,
    beforeSubmit: dictionaries.ready,
  });

  const onValid = ({ password }: ResetForm) => {
    form.dismissFormError();
    reset.mutate(
      { password, uniqueKey },
      {
        onSuccess: ({ message }) => navigate('/signin', { replace: true, state: { notice: message } satisfies SignInNotice }),
        onError: (error) => form.applyServerError(error),
      },
    );
  };

  return (
    <AuthSplitLayout title="Set a new password" subtitle="Choose a strong password you don't use anywhere else.">
      <FormAlert message={form.formError} onClose={form.dismissFormError} />
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField
          field={form.field('password')}
          label="New password"
          extra="8+ characters with an uppercase and a lowercase letter, a number and one of @#$%^&*!"
        >
          {(control) => <PasswordInput {...control} onFocus={dictionaries.load} autoComplete="new-password" size="large" />}
        </FormField>
        <FormField field={form.field('confirmPassword')} label="Confirm password">
          {(control) => <PasswordInput {...control} autoComplete="new-password" size="large" />}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending || form.preparing}>
          Reset password
        </Button>
      </form>
      <BackToSignIn />
    </AuthSplitLayout>
  );
}
