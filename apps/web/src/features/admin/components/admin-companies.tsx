import type { AdminCompany } from '@talentdeck/shared';
import { MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, message, Popconfirm, Table, type TableColumnsType, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state';
import { errorMessage } from '#web/lib/api';
import { adminCompaniesQuery } from '../api/get-admin-companies';
import { useUpdateAdminCompany } from '../api/update-admin-company';
import { CompanyStatusTag } from './company-status-tag';
import './admin-companies.css';
import { LoadError } from '#web/components/load-error';

const PAGE_SIZE = 10;
type View = 'waiting' | 'allowed';

const formatDate = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : '—');

/** Companies waiting for approval and those allowed, to allow or revoke. */
export function AdminCompanies() {
  const [view, setView] = useState<View>('waiting');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const companies = useQuery(adminCompaniesQuery({ isAllowed: view === 'allowed', search, page, pageSize: PAGE_SIZE }));
  const update = useUpdateAdminCompany();
  const [messageApi, messageHolder] = message.useMessage();
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = (company: AdminCompany, isAllowed: boolean) => {
    setBusyId(company.id);
    update.mutate(
      { companyId: company.id, isAllowed },
      {
        onSuccess: () => void messageApi.success(isAllowed ? MESSAGES.companyAllowed : MESSAGES.companyRevoked),
        onError: (error) => void messageApi.error(errorMessage(error)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const columns: TableColumnsType<AdminCompany> = [
    { title: 'Company', dataIndex: 'companyName', key: 'companyName' },
    { title: 'Owner', key: 'ownerName', render: (_, c) => c.owner?.name ?? '—' },
    {
      title: 'Owner email',
      key: 'ownerEmail',
      render: (_, c) => (c.owner ? <a href={`mailto:${c.owner.email}`}>{c.owner.email}</a> : '—'),
    },
    { title: 'Joined waitlist', key: 'waitlistJoinedAt', render: (_, c) => formatDate(c.waitlistJoinedAt) },
    { title: 'Status', key: 'status', render: (_, c) => <CompanyStatusTag company={c} /> },
    {
      title: 'Action',
      key: 'action',
      align: 'right',
      render: (_, c) =>
        c.isAllowed ? (
          <Popconfirm
            title={`Revoke access for ${c.companyName}?`}
            description="Its users go back to the waitlist screen at once."
            okText="Revoke"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => change(c, false)}
          >
            <Button danger size="small" loading={busyId === c.id} aria-label={`Revoke ${c.companyName}`}>
              Revoke
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="primary"
            size="small"
            loading={busyId === c.id}
            onClick={() => change(c, true)}
            aria-label={`Allow ${c.companyName}`}
          >
            Allow
          </Button>
        ),
    },
  ];

  const emptyText = search
    ? `No companies match “${search}”`
    : view === 'waiting'
      ? 'No companies are waiting for approval'
      : 'No companies are allowed yet';

  return (
    <div className="td-admin">
      {messageHolder}
      <p className="td-admin__intro">Approve companies from the waitlist; the first approval grants their free job posting.</p>
      <div className="td-admin__toolbar">
        <Tabs
          activeKey={view}
          onChange={(key) => {
            setView(key as View);
            setPage(1);
          }}
          items={[
            { key: 'waiting', label: 'Waiting' },
            { key: 'allowed', label: 'Allowed' },
          ]}
        />
        <Input.Search
          className="td-admin__search"
          placeholder="Company, owner name or email"
          aria-label="Search companies by name or owner"
          allowClear
          enterButton="Search"
          maxLength={200}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
      </div>
      {companies.isError ? (
        <LoadError query={companies} />
      ) : (
        <Table<AdminCompany>
          rowKey="id"
          columns={columns}
          dataSource={companies.data?.items ?? []}
          loading={companies.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: companies.isPending ? ' ' : <EmptyState text={emptyText} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: companies.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </div>
  );
}
