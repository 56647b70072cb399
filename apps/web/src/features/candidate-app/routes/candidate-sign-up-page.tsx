import { MailOutlined } from '@ant-design/icons';
import { candidateSignUpRules } from '@talentdeck/shared/rules';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { FormAlert } from '#web/components/form-alert';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/inputs';
import { SignUpScaffold, useSignUpForm } from '#web/components/sign-up-scaffold';
import { errorMessage } from '#web/lib/api';
import { rememberReturnPath, returnPathFrom, withReturnPath } from '#web/lib/return-path';
import { useResendVerification, useSignUpCandidate } from '../api/sign-up';
import '../components/candidate-app.css';

type SignUpForm = { name: string; email: string; password: string; captcha: string | undefined };

/**
 * /candidate/sign-up: a candidate account (name, email, password). The emailed link verifies the
 * address and signs the candidate in; from a job's Apply (`?next=`), they are brought back to it.
 */
export function CandidateSignUpPage() {
  const location = useLocation();
  const next = returnPathFrom(location.search);
  const signUp = useSignUpCandidate();
  const resend = useResendVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const form = useSignUpForm<SignUpForm>({
    initialValues: { name: '', email: '', password: '', captcha: undefined },
    rules: candidateSignUpRules,
    passwordWords: (values) => [values.name, values.email],
    pending: signUp.isPending,
  });

  // The emailed link opens a new page: the job to come back to waits in this tab's storage.
  useEffect(() => rememberReturnPath(next), [next]);

  const onValid = async (values: SignUpForm) => {
    const email = values.email.trim();
    await signUp.mutateAsync({ name: values.name.trim(), email, password: values.password, captcha: values.captcha });
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <AuthSplitLayout title="Check your email" subtitle={<>We sent a verification link to {sentTo}.</>}>
        <div className="td-candidate-sent">
          <MailOutlined className="td-candidate-sent__icon" aria-hidden="true" />
          <p>Open the link to verify your email: it signs you in{next ? ' and takes you back to the job' : ''}.</p>
        </div>
        <FormAlert message={resent} type="success" onClose={() => setResent(null)} />
        <FormAlert message={resend.isError ? errorMessage(resend.error) : null} onClose={() => resend.reset()} />
        <Button
          block
          size="large"
          loading={resend.isPending}
          onClick={() => resend.mutate(sentTo, { onSuccess: (answer) => setResent(answer.message) })}
        >
          Resend email
        </Button>
        <p className="td-auth-links">
          Already verified? <Link to={withReturnPath('/signin', next)}>Sign in</Link>
        </p>
      </AuthSplitLayout>
    );
  }

  return (
    <SignUpScaffold
      title="Create your candidate account"
      subtitle={
        next ? 'Sign up to apply to this job and follow your application.' : 'Find jobs that match you and apply in minutes.'
      }
      form={form}
      onValid={onValid}
      links={[
        { question: 'Already have an account?', to: withReturnPath('/signin', next), label: 'Sign in' },
        { question: 'Hiring?', to: '/', label: 'Create a company account' },
      ]}
    >
      <FormField field={form.field('email')} label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" size="large" />}
      </FormField>
    </SignUpScaffold>
  );
}
