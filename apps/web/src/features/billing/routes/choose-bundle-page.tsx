import { BILLING, formatMoney, MESSAGES, type Package, type PromoAdditionResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Skeleton, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CaptchaFormItem } from '#web/components/captcha/captcha-form-item';
import { Input } from '#web/components/inputs';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { useCurrentCompanyId } from '#web/lib/session';
import { useCaptchaProvider } from '#web/lib/use-captcha-provider';
import { useAcceptPayment } from '../api/accept-payment';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { createPaymentIntent } from '../api/create-payment-intent';
import { packagesQuery } from '../api/get-packages';
import { paymentConfigQuery } from '../api/get-payment-config';
import { defaultPackageId, PackagePicker } from '../components/package-picker';
import { PaymentFailureModal, PaymentSuccessModal } from '../components/payment-result-modals';
import { PromoCodeField } from '../components/promo-code-field';
import { SandboxCardFields } from '../components/sandbox-card-fields';
import type { CardConfirmResult, StripeCardHandle } from '../components/stripe-card-field';
import '../components/billing.css';

// Stripe.js is downloaded only here, and only when the server runs with Stripe.
const StripeCardField = lazy(() => import('../components/stripe-card-field'));

type CheckoutForm = {
  cardholderName: string;
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
  terms: boolean;
  captcha?: string;
};

/** The payment being made: the intent's client secret and what it charges. */
type Session = { sessionId: string; packageId: string; amount: number; promosId: string | null };
type Outcome = { ok: true; summary: string } | { ok: false; message: string };

export function ChooseBundlePage() {
  const [form] = Form.useForm<CheckoutForm>();
  const navigate = useNavigate();
  // Sent here from a job's Publish ('Almost there'): once paid, the way back to that job.
  const returnJobId = useSearchParams()[0].get('jobId');
  const companyId = useCurrentCompanyId() ?? null;
  const packages = useQuery(packagesQuery);
  const config = useQuery(paymentConfigQuery);
  const captchaProvider = useCaptchaProvider();
  const acceptPayment = useAcceptPayment();
  const stripeCard = useRef<StripeCardHandle>(null);

  const [packageId, setPackageId] = useState<string>();
  const [promo, setPromo] = useState<(PromoAdditionResponse & { promoCode: string }) | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [promoKey, setPromoKey] = useState(0);

  const cardholderName = Form.useWatch('cardholderName', form);
  const terms = Form.useWatch('terms', form);
  const captcha = Form.useWatch('captcha', form);

  useEffect(() => {
    if (!packageId && packages.data?.length) setPackageId(defaultPackageId(packages.data, BILLING.preselectedPackageName));
  }, [packages.data, packageId]);

  const selected: Package | undefined = useMemo(() => packages.data?.find((p) => p.id === packageId), [packages.data, packageId]);
  const amountDue = promo?.sessionId ? promo.transactionAmount : (selected?.unitPrice ?? 0);
  const needsCard = amountDue > 0;
  const captchaDone = captchaProvider === 'none' || Boolean(captcha);
  const canPay = Boolean(selected && companyId && cardholderName?.trim() && terms && captchaDone) && !paying;

  const choosePackage = (id: string) => {
    setPackageId(id);
    // A promo and an intent belong to one package: choosing another starts over.
    setPromo(null);
    setSession(null);
    setPromoKey((k) => k + 1);
  };

  async function ensureSession(pkg: Package): Promise<Session> {
    if (promo?.sessionId && promo.promosId) {
      return { sessionId: promo.sessionId, packageId: pkg.id, amount: promo.transactionAmount, promosId: promo.promosId };
    }
    if (session && session.packageId === pkg.id && !session.promosId) return session;
    const created = await createPaymentIntent({ packageId: pkg.id, companyId: companyId as string });
    const next = { sessionId: created.sessionId, packageId: pkg.id, amount: created.transactionAmount, promosId: null };
    setSession(next);
    return next;
  }

  async function chargeCard(s: Session, values: CheckoutForm): Promise<CardConfirmResult> {
    if (config.data?.provider === 'stripe') {
      if (!stripeCard.current) return { ok: false, transactionId: null, message: 'The card form is not ready yet.' };
      return stripeCard.current.confirm(s.sessionId, values.cardholderName.trim());
    }
    const result = await confirmSandboxPayment({
      sessionId: s.sessionId,
      cardNumber: values.cardNumber ?? '',
      expiry: values.cardExpiry ?? '',
      cvc: values.cardCvc ?? '',
      cardholderName: values.cardholderName.trim(),
    });
    return { ok: result.status === 'succeeded', transactionId: result.transactionId, message: result.message };
  }

  const onFinish = async (values: CheckoutForm) => {
    if (!selected || !companyId) return;
    setPaying(true);
    setPayError(null);
    try {
      const s = await ensureSession(selected);
      const charge: CardConfirmResult =
        s.amount > 0 ? await chargeCard(s, values) : { ok: true, transactionId: s.sessionId, message: 'No card needed' };
      if (!charge.transactionId) {
        setOutcome({ ok: false, message: charge.message });
        return;
      }
      // The server asks the provider itself; its record, not the card form, decides what happened.
      const record = await acceptPayment.mutateAsync({
        transactionId: charge.transactionId,
        companyId,
        packageId: selected.id,
        transactionAmount: s.amount,
        transactionStatus: charge.ok ? 'Successful' : 'Unsuccessful',
        transactionMessage: charge.message,
        promosId: s.promosId,
      });
      if (record.transactionStatus === 'Successful') {
        setOutcome({
          ok: true,
          summary: `${selected.packageName}: ${selected.jobsInPackage} job postings added to your account.`,
        });
      } else {
        setOutcome({ ok: false, message: record.transactionMessage });
      }
    } catch (error) {
      setPayError(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  const retry = () => {
    setOutcome(null);
    form.setFieldsValue({ cardNumber: '', cardExpiry: '', cardCvc: '' });
    window.setTimeout(() => document.getElementById('cardNumber')?.focus(), 0);
  };

  if (packages.isPending || config.isPending) {
    return (
      <>
        <PageTitle>Choose a Bundle</PageTitle>
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  }
  if (packages.isError || config.isError) {
    return (
      <>
        <PageTitle>Choose a Bundle</PageTitle>
        <LoadError
          query={{
            error: packages.error ?? config.error,
            refetch: () => Promise.all([packages.refetch(), config.refetch()]),
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageTitle subtitle="Pick a bundle of job postings and pay by card.">Choose a Bundle</PageTitle>
      <PackagePicker packages={packages.data} value={packageId} onChange={choosePackage} disabled={paying} />
      <div className="td-checkout">
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={paying}
          initialValues={{ terms: false }}
          onKeyDown={(e) => {
            // Enter in the promo box applies the code; elsewhere it must not pay by surprise.
            if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault();
          }}
        >
          {selected && companyId ? (
            <PromoCodeField
              key={promoKey}
              companyId={companyId}
              packageId={selected.id}
              disabled={paying}
              onApplied={(result) => {
                setPromo(result);
                setSession(null);
              }}
            />
          ) : null}
          <Form.Item
            label="Cardholder name"
            name="cardholderName"
            rules={[{ required: true, whitespace: true, message: MESSAGES.cardholderNameRequired }]}
          >
            <Input autoComplete="cc-name" placeholder="Name on the card" />
          </Form.Item>
          {needsCard ? (
            config.data.provider === 'stripe' && config.data.publishableKey ? (
              <Suspense fallback={<Skeleton.Input active block />}>
                <StripeCardField publishableKey={config.data.publishableKey} ref={stripeCard} />
              </Suspense>
            ) : (
              <SandboxCardFields />
            )
          ) : (
            <Alert
              type="success"
              showIcon
              title="No card is needed: the promo code covers the whole price."
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item
            name="terms"
            valuePropName="checked"
            rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(MESSAGES.acceptTermsRequired))) }]}
          >
            <Checkbox>
              I agree to the{' '}
              <Link to="/terms" target="_blank">
                terms and conditions
              </Link>
            </Checkbox>
          </Form.Item>
          <CaptchaFormItem provider={captchaProvider} />
          {payError ? <Alert type="error" showIcon title={payError} style={{ marginBottom: 16 }} role="alert" /> : null}
          <Button type="primary" htmlType="submit" size="large" disabled={!canPay} loading={paying}>
            {`Pay ${formatMoney(amountDue, selected?.currency ?? BILLING.defaultCurrency)}`}
          </Button>
          {paying ? (
            <div className="td-payment-progress" role="status" aria-live="polite">
              <Spin size="small" /> Processing your payment…
            </div>
          ) : null}
        </Form>
        <aside className="td-checkout__summary" aria-label="Order summary">
          <dl>
            <dt>Package</dt>
            <dd>{selected?.packageName ?? '—'}</dd>
            <dt>Job postings</dt>
            <dd>{selected?.jobsInPackage ?? '—'}</dd>
            <dt>Valid for</dt>
            <dd>{selected ? `${selected.validityMonths} months` : '—'}</dd>
            {promo?.sessionId ? (
              <>
                <dt>Promo code</dt>
                <dd>{promo.promoCode.toUpperCase()}</dd>
              </>
            ) : null}
            <dt className="td-checkout__total">Total</dt>
            <dd className="td-checkout__total">{formatMoney(amountDue, selected?.currency ?? BILLING.defaultCurrency)}</dd>
          </dl>
        </aside>
      </div>
      <PaymentSuccessModal
        open={outcome?.ok === true}
        summary={outcome?.ok ? outcome.summary : ''}
        onStartHiring={() => navigate('/create-job/target')}
        onBackToJob={
          returnJobId
            ? () => navigate(`/create-job/summary?jobId=${encodeURIComponent(returnJobId)}`, { state: { jobId: returnJobId } })
            : undefined
        }
        onGoToBilling={() => navigate('/profilesettings/billingandpackages')}
      />
      <PaymentFailureModal
        open={outcome?.ok === false}
        message={outcome && !outcome.ok ? outcome.message : ''}
        onRetry={retry}
        onCancel={() => {
          setOutcome(null);
          navigate('/profilesettings/billingandpackages');
        }}
      />
    </>
  );
}
