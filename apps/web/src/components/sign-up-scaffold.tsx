import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import type { usePasswordDictionaries } from '#web/lib/password-strength';
import type { Captcha } from '#web/lib/use-captcha';
import type { FormApi } from '#web/lib/use-form';
import { AuthSplitLayout } from './auth-split-layout';
import { CaptchaField } from './captcha/captcha-field';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { PasswordInput } from './inputs';

type SignUpValues = { password: string; captcha: string | undefined } & Record<string, string | undefined>;

type SignUpScaffoldProps<V extends SignUpValues> = {
  title: string;
  subtitle: ReactNode;
  form: FormApi<V>;
  captcha: Captcha;
  dictionaries: ReturnType<typeof usePasswordDictionaries>;
  pending: boolean;
  /** Sends the account; a rejection is shown on its fields or above the form, and the captcha is renewed. */
  onValid: (values: V) => Promise<unknown>;
  /** The account's own fields, above the password (the company's name and phone, a work email). */
  children: ReactNode;
  /** Under the form: signing in instead, or the other kind of account. */
  links: ReactNode;
};

/** The sign-up pages of companies and candidates: their fields, then password, captcha, submit and links. */
export function SignUpScaffold<V extends SignUpValues>({
  title,
  subtitle,
  form,
  captcha,
  dictionaries,
  pending,
  onValid,
  children,
  links,
}: SignUpScaffoldProps<V>) {
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (values: V) => {
    setServerError(null);
    onValid(values).catch((error: unknown) => {
      setServerError(form.applyServerError(error));
      captcha.renew();
    });
  };

  return (
    <AuthSplitLayout title={title} subtitle={subtitle}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
        {children}
        <FormField field={form.field('password')} label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              onFocus={dictionaries.load}
              autoComplete="new-password"
              placeholder="At least 8 characters"
              size="large"
            />
          )}
        </FormField>
        <CaptchaField
          captcha={captcha}
          field={form.field('captcha')}
          onChange={(payload) => form.setValue('captcha', payload as V['captcha'])}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Create account
        </Button>
      </form>
      {links}
    </AuthSplitLayout>
  );
}
