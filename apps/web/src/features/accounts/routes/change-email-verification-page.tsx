import { EMAIL_CODE_PATTERN, MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '#web/components/form-alert';
import { PageTitle } from '#web/components/page-title';
import { ApiError, errorMessage } from '#web/lib/api';
import { meQuery } from '#web/lib/session';
import { useRequestEmailChange } from '../api/request-email-change';
import { useVerifyEmailChange } from '../api/verify-email-change';
import { readEmailChangeState } from '../navigation-state-email';

/** /profilesettings/change-email-verification: the 6-digit code sent to the new address. */
export function ChangeEmailVerificationPage() {
  const state = readEmailChangeState(useLocation().state);
  const userId = useQuery(meQuery).data?.userId;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const verify = useVerifyEmailChange();
  const resend = useRequestEmailChange();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  if (!state) return <Navigate to="/profilesettings/personalprofile" replace />;
  const back = () => navigate('/profilesettings/personalprofile', { replace: true });
  const complete = EMAIL_CODE_PATTERN.test(code);

  const submit = () => {
    if (!complete) return;
    setOutcome(null);
    verify.mutate(code, {
      onSuccess: () => {
        void message.success('Your email address has been changed');
        back();
      },
      onError: (error) =>
        setOutcome({
          type: 'error',
          message: error instanceof ApiError && error.status === 400 ? MESSAGES.emailCodeInvalid : errorMessage(error),
        }),
    });
  };

  const resendCode = () => {
    if (!userId) return;
    setOutcome(null);
    resend.mutate(
      { userId, new_email: state.email },
      {
        onSuccess: () => setOutcome({ type: 'success', message: MESSAGES.emailCodeSent }),
        onError: (error) => setOutcome({ type: 'error', message: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <PageTitle>Personal Profile</PageTitle>
      <Modal
        open
        title="Verify your new email"
        onCancel={back}
        footer={[
          <Button key="resend" type="link" onClick={resendCode} loading={resend.isPending}>
            Resend code
          </Button>,
          <Button key="verify" type="primary" onClick={submit} disabled={!complete} loading={verify.isPending}>
            Verify
          </Button>,
        ]}
      >
        <p id="email-code-help">
          Enter the 6-digit code we sent to <strong>{state.email}</strong>.
        </p>
        <FormAlert className="td-page-alert" message={outcome?.message} type={outcome?.type} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input.OTP
            length={6}
            value={code}
            onChange={setCode}
            onInput={(cells) => setCode(cells.join(''))}
            formatter={(s) => s.replace(/\D/g, '')}
            aria-label="6-digit code"
            aria-describedby="email-code-help"
            autoFocus
          />
        </form>
      </Modal>
    </>
  );
}
