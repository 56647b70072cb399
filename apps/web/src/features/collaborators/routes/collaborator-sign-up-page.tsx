import { collaboratorSignUpRules, landingPathFor, MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthSplitLayout } from '#web/components/auth-split-layout';
import { ConfirmPasswordField } from '#web/components/confirm-password-field';
import { FormAlert } from '#web/components/form-alert';
import { FullPageSpin } from '#web/components/full-page-spin';
import { Input, PasswordInput } from '#web/components/inputs';
import { LinkProblem } from '#web/components/link-problem';
import { applyServerErrors } from '#web/lib/form-errors';
import { passwordRule } from '#web/lib/password-strength';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitationQuery } from '../api/verify-invitation';

type JoinForm = { password: string; confirmPassword: string };

/** /collaborators-sign-up/{key}: the invited collaborator sets a password and joins the team. */
export function CollaboratorSignUpPage() {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));

  if (invitation.isPending) return <FullPageSpin label="Checking your invitation" />;
  if (invitation.isError) {
    return (
      <AuthSplitLayout title="Join your team">
        <LinkProblem
          link={invitation}
          message={MESSAGES.invitationInvalid}
          hint={
            <>
              Already joined? <Link to="/signin">Sign in</Link>.
            </>
          }
        />
      </AuthSplitLayout>
    );
  }
  const { name, email } = invitation.data.userObj;
  return <JoinForm secret={id} name={name} email={email} />;
}

function JoinForm({ secret, name, email }: { secret: string; name: string; email: string }) {
  const [form] = Form.useForm<JoinForm>();
  const join = useAcceptInvitation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const onFinish = ({ password }: JoinForm) => {
    setServerError(null);
    join.mutate(
      { collaboratorVerificationKey: secret, password },
      {
        onSuccess: ({ profile }) => navigate(landingPathFor(profile) ?? '/dashboard', { replace: true }),
        onError: (error) => setServerError(applyServerErrors(form, error, ['password'])),
      },
    );
  };

  return (
    <AuthSplitLayout title={`Hi ${name}, join your team`} subtitle="Set a password to start working in your company's account.">
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="td-auth-form"
        disabled={join.isPending}
      >
        <Form.Item label="Email" htmlFor="collaborator-email">
          <Input id="collaborator-email" value={email} readOnly size="large" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          validateFirst
          rules={[
            { required: true, message: MESSAGES.passwordRequired },
            // The invitation names the person; the API also weighs the company's name.
            passwordRule(collaboratorSignUpRules.password, () => [name, email]),
          ]}
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <ConfirmPasswordField label="Re-type password" name="confirmPassword" of="password" size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={join.isPending}>
          Join now
        </Button>
      </Form>
      <p className="td-auth-links">
        New to Talentdeck? <Link to="/">Get Started</Link>
      </p>
    </AuthSplitLayout>
  );
}
