import { formatMoney, MESSAGES, type PaymentRecord } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Table } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { PageTitle } from '#web/components/page-title';
import { StatusTag } from '#web/components/status-tag';
import { errorMessage } from '#web/lib/api';
import { useCurrentCompanyId } from '#web/lib/session';
import { activeBundlesQuery } from '../api/get-active-bundles';
import { paymentsQuery } from '../api/get-payments';
import '../components/billing.css';
import { LoadError } from '#web/components/load-error';

const DATE = 'D MMM YYYY';

function BuyButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/profilesettings/choose-bundle')}>
      Buy
    </Button>
  );
}

function ActiveBundles({ companyId }: { companyId: string | null | undefined }) {
  const bundles = useQuery(activeBundlesQuery(companyId));
  if (bundles.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (bundles.isError) return <LoadError query={bundles} />;
  if (bundles.data.length === 0) return <EmptyState text={MESSAGES.noActiveBundle} action={<BuyButton />} />;
  return (
    <ul className="td-bundles" aria-label="Active bundles">
      {bundles.data.map((b) => (
        <li key={b.id} className="td-bundle-card">
          <p className="td-bundle-card__name">{b.packages?.packageName ?? 'Free job posting'}</p>
          <p className="td-bundle-card__jobs">
            {b.numberOfJobs} <span className="td-bundle-card__meta">of {b.jobsInBundle} jobs remaining</span>
          </p>
          <p className="td-bundle-card__meta">Expires on {dayjs(b.expiryDate).format(DATE)}</p>
        </li>
      ))}
    </ul>
  );
}

function PurchaseHistory({ companyId }: { companyId: string | null | undefined }) {
  const history = useQuery(paymentsQuery(companyId));
  if (history.isError) return <Alert type="error" showIcon title={errorMessage(history.error)} />;
  if (history.data?.length === 0) return <EmptyState text="No purchases yet." />;
  return (
    <Table<PaymentRecord>
      rowKey="id"
      loading={history.isPending}
      dataSource={history.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 640 }}
      columns={[
        { title: 'Date', dataIndex: 'createdAt', render: (v: string) => dayjs(v).format('D MMM YYYY, HH:mm') },
        { title: 'Package', key: 'package', render: (_, p) => p.packages?.packageName ?? '—' },
        { title: 'Amount', key: 'amount', render: (_, p) => formatMoney(p.transactionAmount, p.currency) },
        {
          title: 'Status',
          dataIndex: 'transactionStatus',
          render: (s: PaymentRecord['transactionStatus']) => (
            <StatusTag tone={s === 'Successful' ? 'ok' : 'failed'}>{s}</StatusTag>
          ),
        },
        { title: 'Details', dataIndex: 'transactionMessage' },
      ]}
    />
  );
}

export function BillingPage() {
  const companyId = useCurrentCompanyId();
  return (
    <>
      <PageTitle subtitle="Your job bundles and purchases." extra={<BuyButton />}>
        Billing and Packages
      </PageTitle>
      <section className="td-billing-section" aria-labelledby="active-bundles">
        <h2 id="active-bundles">Active bundles</h2>
        <ActiveBundles companyId={companyId} />
      </section>
      <section className="td-billing-section" aria-labelledby="purchase-history">
        <h2 id="purchase-history">Purchase history</h2>
        <PurchaseHistory companyId={companyId} />
      </section>
    </>
  );
}
