import { signUpRules } from '@talentdeck/shared/rules';
import { useNavigate } from 'react-router';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/inputs';
import { SignUpScaffold, useSignUpForm } from '#web/components/sign-up-scaffold';
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
  const signUp = useSignUp();
  const form = useSignUpForm<SignUpForm>({
    initialValues: { name: '', companyName: '', email: '', phoneNumber: '', password: '', captcha: undefined },
    rules: signUpRules,
    passwordWords: (values) => [values.name, values.email, values.companyName],
    normalize: { phoneNumber: withLeadingPlus },
    pending: signUp.isPending,
  });

  const onValid = async (values: SignUpForm) => {
    const email = values.email.trim();
    await signUp.mutateAsync({
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      email,
      phoneNumber: values.phoneNumber.trim(),
      password: values.password,
      captcha: values.captcha,
    });
    navigate('/verifyemail', { state: { email, from: '/' } satisfies VerifyEmailState });
  };

  return (
    <SignUpScaffold
      title="Create your company account"
      subtitle="Post jobs and meet matching candidates in minutes."
      form={form}
      onValid={onValid}
      links={[
        { question: 'Already have an account?', to: '/signin', label: 'Sign in' },
        { question: 'Looking for a job?', to: '/candidate/sign-up', label: 'Sign up as a candidate' },
      ]}
    >
      <FormField field={form.field('companyName')} label="Company name">
        {(control) => <Input {...control} autoComplete="organization" placeholder="Acme Inc." size="large" />}
      </FormField>
      <FormField field={form.field('email')} label="Work email">
        {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@company.com" size="large" />}
      </FormField>
      <FormField field={form.field('phoneNumber')} label="Phone number" extra="Include the country code, e.g. +44 20 7946 0958">
        {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder="+1 555 010 0000" size="large" />}
      </FormField>
    </SignUpScaffold>
  );
}
