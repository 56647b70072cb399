import { signUpRules } from '@talentdeck/shared/rules';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { FormAlert } from '#web/components/form-alert';
import { FormField } from '#web/components/form-field';
import { Input, PasswordInput } from '#web/components/inputs';
import { checkPasswordField, usePasswordDictionaries } from '#web/lib/password-strength';
import { useCaptcha } from '#web/lib/use-captcha';
import { useForm } from '#web/lib/use-form';
import { useSignUp } from '../api/sign-up';
import type { VerifyEmailState } from '../navigation-state';

type SignUpForm = {
  name: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  password: string;
  captcha: string | undefined;
};

/** Phone numbers are stored with their leading +; typing the digits alone adds it. */
const withLeadingPlus = (value: string) => (/^\d/.test(value) ? `+${value}` : value);

export function SignUpPage() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const dictionaries = usePasswordDictionaries();
  const form = useForm<SignUpForm>({
    initialValues: { name: '', companyName: '', email: '', phoneNumber: '', password: '', captcha: undefined },
    checks: {
      ...signUpRules,
      // The account's own words make a password guessable, as the API judges it too.
      password: (value, values) =>
        checkPasswordField(signUpRules.password, value, [values.name, values.email, values.companyName]),
      captcha: captcha.check,
    },
    normalize: { phoneNumber: withLeadingPlus },
    disabled: signUp.isPending,
    beforeSubmit: dictionaries.ready,
  });

  const onValid = (values: SignUpForm) => {
    setServerError(null);
    const email = values.email.trim();
    signUp.mutate(
      {
        name: values.name.trim(),
        companyName: values.companyName.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
        captcha: values.captcha,
      },
      {
        onSuccess: () => navigate('/verifyemail', { state: { email, from: '/' } satisfies VerifyEmailState }),
        onError: (error) => {
          setServerError(form.applyServerError(error));
          captcha.renew();
        },
      },
    );
  };

  return (
    <AuthSplitLayout title="Create your company account" subtitle="Post jobs and meet matching candidates in minutes.">
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <form className="td-auth-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormField field={form.field('name')} label="Full name">
          {(control) => <Input {...control} autoComplete="name" placeholder="Jane Doe" size="large" />}
        </FormField>
        <FormField field={form.field('companyName')} label="Company name">
          {(control) => <Input {...control} autoComplete="organization" placeholder="Acme Inc." size="large" />}
        </FormField>
        <FormField field={form.field('email')} label="Work email">
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@company.com" size="large" />}
        </FormField>
        <FormField field={form.field('phoneNumber')} label="Phone number" extra="Include the country code, e.g. +44 20 7946 0958">
          {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder="+1 555 010 0000" size="large" />}
        </FormField>
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
        <CaptchaField captcha={captcha} field={form.field('captcha')} onChange={(payload) => form.setValue('captcha', payload)} />
        <Button type="primary" htmlType="submit" size="large" block loading={signUp.isPending}>
          Create account
        </Button>
      </form>
      <p className="td-auth-links">
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
      <p className="td-auth-links">
        Looking for a job? <Link to="/candidate/sign-up">Sign up as a candidate</Link>
      </p>
    </AuthSplitLayout>
  );
}
