import { MailOutlined } from '@ant-design/icons';
import { PRIVACY_NOTICE } from '@talentdeck/shared';
import { candidateSignUpRules } from '@talentdeck/shared/rules';
import { Button, Checkbox } from 'antd';
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
  // Unticked unless the candidate chooses it (docs/PRIVACY.md).
  const [discoverable, setDiscoverable] = useState(false);
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
    await signUp.mutateAsync({
      name: values.name.trim(),
      email,
      password: values.password,
      captcha: values.captcha,
      privacyNoticeVersion: PRIVACY_NOTICE.version,
      discoverable,
    });
    setSentTo(email);
  };

  if (sentTo) {
    return (
      <AuthSplitLayout title="Check your email" subtitle={<>We sent a verification link to {sentTo}.</>} audience="candidate">
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
      audience="candidate"
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
      consent={
        <div className="td-consent">
          <Checkbox
            checked={discoverable}
            disabled={signUp.isPending}
            onChange={(event) => setDiscoverable(event.target.checked)}
            aria-describedby="discoverable-hint"
          >
            Let companies find my profile
          </Checkbox>
          <p id="discoverable-hint" className="td-consent__hint">
            Companies you have not applied to may then see your profile among the candidates matched to their jobs. You can change
            this at any time in your profile.
          </p>
          <p className="td-consent__notice">
            By creating an account you accept the <Link to="/privacy">privacy notice</Link> of {PRIVACY_NOTICE.publishedOn}.
          </p>
        </div>
      }
    >
      <FormField field={form.field('email')} label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" size="large" />}
      </FormField>
    </SignUpScaffold>
  );
}
