import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { JOB_MESSAGES, JOB_STATUSES, JOB_TYPES, type Job, type JobListItem } from '@talentdeck/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Modal, Select, Space, Spin, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { useCurrentCompanyId } from '#web/lib/session';
import { type JobFilters, jobCitiesQuery, jobsListQuery, useDeleteJob } from '../api/jobs';
import { PublishedModal } from '../components/published-modal';
import { StatusTag } from '../components/status-tag';

const DATE_FILTERS = [
  { value: 30, label: 'Last month (30 days)' },
  { value: 90, label: 'Last 3 months (90 days)' },
  { value: 180, label: 'Last 6 months (180 days)' },
];
const ALL = '';

/** What the job wizard passes when it has just published a job: the list opens on its share modal. */
export type JustPublished = { publishedJob: { id: string; title: string } };

/** /job-openings: the company's jobs with server-side filters and infinite scroll. */
export function JobOpeningsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const justPublished = (location.state as Partial<JustPublished> | null)?.publishedJob;
  // Closing forgets it, so Back or a reload does not open it again.
  const closePublished = () => navigate('.', { replace: true, state: null });
  // Filters live in this page's state only, so they are back to All whenever the page is left.
  const [filters, setFilters] = useState<JobFilters>({});
  const list = useInfiniteQuery(jobsListQuery(filters));
  const cities = useQuery(jobCitiesQuery(useCurrentCompanyId()));
  const remove = useDeleteJob();
  const [toDelete, setToDelete] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const jobs = list.data?.pages.flat() ?? [];
  const filtered = Object.values(filters).some(Boolean);

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list]);

  const go = (path: string, job: Job) => navigate(`${path}?jobId=${job.id}`, { state: { jobId: job.id, job } });
  const open = (job: Job) => {
    if (job.jobStatus !== 'Draft') go('/job-opening-details', job);
  };
  const menu = (job: Job) => ({
    items: [
      ...(job.jobStatus === 'Published'
        ? [
            {
              key: 'applicants',
              label: 'View Applicants',
              onClick: () => go('/job-opening-details', job),
            },
            { key: 'view', label: 'View Job', onClick: () => go('/create-job/summary', job) },
            {
              key: 'matched',
              label: 'Matched Candidates',
              onClick: () =>
                navigate(`/matched-candidates?jobId=${encodeURIComponent(job.id)}`, { state: { jobId: job.id, job } }),
            },
          ]
        : [{ key: 'edit', label: 'Edit job', onClick: () => go('/create-job/target', job) }]),
      { key: 'delete', label: 'Delete Job', danger: true, onClick: () => setToDelete(job) },
    ],
  });
  const setFilter = (key: keyof JobFilters) => (value: string | number) =>
    setFilters((f) => ({ ...f, [key]: value || undefined }));
  /** A filter on one of a few values, with "All" first (no filter). */
  const choiceFilter = (key: 'jobStatus' | 'jobType' | 'city', label: string, all: string, values: readonly string[]) => (
    <Select
      aria-label={label}
      style={{ minWidth: 170 }}
      value={filters[key] ?? ALL}
      onChange={setFilter(key)}
      options={[{ value: ALL, label: all }, ...values.map((v) => ({ value: v, label: v }))]}
    />
  );
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/create-job/target')}>
      Create a job
    </Button>
  );

  return (
    <>
      <PageTitle extra={createButton}>Job Openings</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        {choiceFilter('jobStatus', 'Status', 'All statuses', JOB_STATUSES)}
        {choiceFilter('jobType', 'Job type', 'All types', JOB_TYPES)}
        {choiceFilter('city', 'Location', 'All locations', cities.data ?? [])}
        <Select
          aria-label="Date created"
          style={{ minWidth: 200 }}
          value={filters.days ?? 0}
          onChange={setFilter('days')}
          options={[{ value: 0, label: 'Any date' }, ...DATE_FILTERS]}
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} closable onClose={() => setError(null)} />
      ) : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.isSuccess && jobs.length === 0 ? (
        filtered ? (
          <EmptyState text={JOB_MESSAGES.noJobsFound} />
        ) : (
          <EmptyState text={JOB_MESSAGES.noJobsYet} action={createButton} />
        )
      ) : (
        <Table<JobListItem>
          rowKey="id"
          loading={list.isLoading}
          dataSource={jobs}
          pagination={false}
          onRow={(job) => ({
            onClick: () => open(job),
            onKeyDown: (e) => {
              if (e.key === 'Enter' && e.target === e.currentTarget) open(job);
            },
            tabIndex: job.jobStatus === 'Draft' ? undefined : 0,
            style: { cursor: job.jobStatus === 'Draft' ? 'default' : 'pointer' },
          })}
          columns={[
            { title: 'Position', dataIndex: 'jobTitle' },
            // A phone shows what tells the openings apart: position, status, candidates and actions.
            { title: 'Industry', responsive: ['md'], render: (_, job) => job.industry?.industryName ?? '—' },
            { title: 'Job Type', responsive: ['md'], render: (_, job) => job.jobType ?? '—' },
            { title: 'Work Type', responsive: ['sm'], render: (_, job) => job.workType ?? '—' },
            { title: 'Status', render: (_, job) => <StatusTag status={job.jobStatus} /> },
            // Every application of the job whatever its status (the details page's Candidates tab).
            { title: 'Candidates', align: 'right', render: (_, job) => job.applicationCounts?.all ?? '—' },
            {
              title: <span className="td-visually-hidden">Actions</span>,
              key: 'actions',
              width: 56,
              render: (_, job) => (
                // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click, the button inside is the control
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes to the button
                <span onClick={(e) => e.stopPropagation()}>
                  <Dropdown menu={menu(job)} trigger={['click']}>
                    <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${job.jobTitle}`} />
                  </Dropdown>
                </span>
              ),
            },
          ]}
        />
      )}
      <div ref={sentinel} style={{ height: 1 }} />
      {list.isFetchingNextPage ? <Spin style={{ display: 'block', margin: 16 }} /> : null}
      <Modal
        open={!!toDelete}
        title="Delete Job"
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setToDelete(null)}
        onOk={async () => {
          if (!toDelete) return;
          try {
            await remove.mutateAsync(toDelete.id);
          } catch (e) {
            setError(errorMessage(e));
          }
          setToDelete(null);
        }}
      >
        <p>
          {JOB_MESSAGES.deleteConfirm} “{toDelete?.jobTitle}” will no longer be listed.
        </p>
      </Modal>
      {justPublished ? (
        <PublishedModal jobId={justPublished.id} title={justPublished.title} open onClose={closePublished} />
      ) : null}
    </>
  );
}
