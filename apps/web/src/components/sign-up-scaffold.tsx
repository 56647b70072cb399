import type { FieldRule } from '@talentdeck/shared/rules';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { checkPasswordField, usePasswordDictionaries } from '#web/lib/password-strength';
import { useCaptcha } from '#web/lib/use-captcha';
import { type FieldCheck, useForm } from '#web/lib/use-form';
import { AuthSplitLayout } from './auth-split-layout';
import { CaptchaField } from './captcha/captcha-field';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { Input, PasswordInput } from './inputs';

type SignUpValues = { name: string; email: string; password: string; captcha: string | undefined } & Record<
  string,
  string | undefined
>;

type SignUpFormOptions<V extends SignUpValues> = {
  initialValues: V;
  /** The shared rules of the account's fields (packages/shared/src/rules.ts). */
  rules: { [K in keyof V]?: FieldCheck<V> } & { password: FieldRule };
  /** The account's own words, which make a password guessable (the API judges it the same way). */
  passwordWords: (values: V) => (string | undefined)[];
  normalize?: Parameters<typeof useForm<V>>[0]['normalize'];
  /** While the account is being created the fields are disabled. */
  pending: boolean;
};

/** The form of a sign-up page (lib/use-form.ts) with its rules, the password's strength check and the captcha. */
export function useSignUpForm<V extends SignUpValues>({
  initialValues,
  rules,
  passwordWords,
  normalize,
  pending,
}: SignUpFormOptions<V>) {
  const captcha = useCaptcha();
  const dictionaries = usePasswordDictionaries();
  const form = useForm<V>({
    initialValues,
    checks: {
      ...rules,
      password: (value, values) => checkPasswordField(rules.password, value, passwordWords(values)),
      captcha: captcha.check,
    },
    normalize,
    disabled: pending,
    beforeSubmit: () => Promise.all([dictionaries.ready(), captcha.ready()]),
  });
  return { ...form, captcha, dictionaries, pending };
}

type SignUpForm<V extends SignUpValues> = ReturnType<typeof useSignUpForm<V>>;

type SignUpScaffoldProps<V extends SignUpValues> = {
  title: string;
  subtitle: ReactNode;
  form: SignUpForm<V>;
  /** Sends the account; a rejection is shown on its fields or above the form, and the captcha is renewed. */
  onValid: (values: V) => Promise<unknown>;
  /** The account's own fields, between the name and the password (the company's name, an email). */
  children: ReactNode;
  /** Under the form: signing in instead, or the other kind of account. */
  links: { question: string; to: string; label: string }[];
  /** After the password: what the account agrees to (a candidate's privacy choices). */
  consent?: ReactNode;
  /** Whom the page is for (the brand panel's words); a company by default. */
  audience?: 'company' | 'candidate';
};

/** The sign-up pages of companies and candidates: name, their own fields, password, captcha, submit and links. */
export function SignUpScaffold<V extends SignUpValues>({
  title,
  subtitle,
  form,
  onValid,
  children,
  links,
  consent,
  audience,
}: SignUpScaffoldProps<V>) {
  const submit = (values: V) => {
    form.dismissFormError();
    onValid(values).catch((error: unknown) => {
      form.applyServerError(error);
      form.captcha.renew();
    });
  };

  return (
    <AuthSplitLayout title={title} subtitle={subtitle} audience={audience}>
      <FormAlert message={form.formError} onClose={form.dismissFormError} />
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormField field={form.field('name')} label="Full name">
          {(control) => <Input {...control} autoComplete="name" placeholder="Jane Doe" size="large" />}
        </FormField>
        {children}
        <FormField field={form.field('password')} label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              onFocus={form.dictionaries.load}
              autoComplete="new-password"
              placeholder="At least 8 characters"
              size="large"
            />
          )}
        </FormField>
        {consent}
        <CaptchaField
          captcha={form.captcha}
          field={form.field('captcha')}
          onChange={(payload) => form.setValue('captcha', payload as V['captcha'])}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={form.pending || form.preparing}>
          Create account
        </Button>
      </form>
      {links.map(({ question, to, label }) => (
        <p key={to} className="td-auth-links">
          {question} <Link to={to}>{label}</Link>
        </p>
      ))}
    </AuthSplitLayout>
  );
}
