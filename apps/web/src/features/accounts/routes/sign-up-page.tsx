import { signUpRules } from '@talentdeck/shared/rules';
import { Link, useNavigate } from 'react-router';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/inputs';
import { SignUpScaffold } from '#web/components/sign-up-scaffold';
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
      captcha={captcha}
      dictionaries={dictionaries}
      pending={signUp.isPending}
      onValid={onValid}
      links={
        <>
          <p className="td-auth-links">
            Already have an account? <Link to="/signin">Sign in</Link>
          </p>
          <p className="td-auth-links">
            Looking for a job? <Link to="/candidate/sign-up">Sign up as a candidate</Link>
          </p>
        </>
      }
    >
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
    </SignUpScaffold>
  );
}
