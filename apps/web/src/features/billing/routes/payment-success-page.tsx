import { formatMoney } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { paymentStatusQuery } from '../api/get-payment-status';

/**
 * Where the card provider sends the browser back (after a bank's check, for instance). The
 * server asks the provider for the result; the query string alone proves nothing.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('payment_intent_client_secret') ?? params.get('sessionId');
  const status = useQuery(paymentStatusQuery(sessionId));
  const toBilling = (
    <Button key="billing" type="primary" onClick={() => navigate('/profilesettings/billingandpackages')}>
      Go to billing
    </Button>
  );

  let body: React.ReactNode;
  if (!sessionId)
    body = <Result status="warning" title="No payment to show" subTitle="This link does not name a payment." extra={toBilling} />;
  else if (status.isPending) body = <Skeleton active />;
  else if (status.isError)
    body = <Result status="error" title="Payment result unavailable" subTitle={errorMessage(status.error)} extra={toBilling} />;
  else {
    const s = status.data;
    const what = `${s.packageName ?? 'Bundle'} · ${formatMoney(s.transactionAmount, s.currency)}`;
    body =
      s.status === 'succeeded' ? (
        <Result
          status="success"
          title="Payment successful"
          subTitle={what}
          extra={[
            <Button key="hire" type="primary" onClick={() => navigate('/create-job/target')}>
              Start Hiring
            </Button>,
            <Button key="billing" onClick={() => navigate('/profilesettings/billingandpackages')}>
              Go to billing
            </Button>,
          ]}
        />
      ) : s.status === 'processing' ? (
        <Result status="info" title="Payment processing" subTitle={s.message} />
      ) : (
        <Result status="error" title="Payment unsuccessful" subTitle={s.message} extra={toBilling} />
      );
  }

  return (
    <>
      <PageTitle>Payment Result</PageTitle>
      <div role="status" aria-live="polite">
        {body}
      </div>
    </>
  );
}
