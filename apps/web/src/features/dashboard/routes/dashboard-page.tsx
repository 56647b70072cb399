import { PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_TIMES, type DashboardTime } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpin } from '#web/components/full-page-spin';
import { PageTitle } from '#web/components/page-title';
import { useCurrentCompany } from '#web/lib/current-company';
import { publishedJobsQuery } from '#web/lib/published-jobs';
import { useCurrentCompanyId } from '#web/lib/session';
import {
  chatThreadsQuery,
  type DashboardFilters,
  dashboardInterviewsQuery,
  industryStatsQuery,
  jobsByCityQuery,
  topMatchingQuery,
} from '../api/dashboard';
import { IndustryPanel, InterviewsPanel, LocationPanel, MessagesPanel, TopMatchingPanel } from '../components/panels';
import '../dashboard.css';

const ALL_JOBS = '';

/** /dashboard: the company's overview; the job and time filters drive every panel but Messages (latest threads). */
export function DashboardPage() {
  const companyId = useCurrentCompanyId();
  if (!companyId) return <FullPageSpin />;
  return <Dashboard companyId={companyId} />;
}

function Dashboard({ companyId }: { companyId: string }) {
  const navigate = useNavigate();
  const company = useCurrentCompany();
  const jobs = useQuery(publishedJobsQuery);
  const [jobId, setJobId] = useState(ALL_JOBS);
  const [time, setTime] = useState<DashboardTime>('Three Months');
  const filters: DashboardFilters = { companyId, time, ...(jobId ? { companyJobId: jobId } : {}) };
  const industry = useQuery(industryStatsQuery(filters));
  const cities = useQuery(jobsByCityQuery(filters));
  const top = useQuery(topMatchingQuery(filters));
  const interviews = useQuery(dashboardInterviewsQuery(filters));
  const threads = useQuery(chatThreadsQuery(companyId));

  return (
    <div className="td-dashboard">
      <PageTitle
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/create-job/target')}>
            Create a Job
          </Button>
        }
      >
        {`${company.data?.companyName ?? ''} Overview`.trim()}
      </PageTitle>
      <div className="td-dashboard__filters">
        <Select
          aria-label="Job"
          value={jobId}
          onChange={setJobId}
          loading={jobs.isPending}
          options={[
            { value: ALL_JOBS, label: 'All Jobs' },
            ...(jobs.data ?? []).map((j) => ({ value: j.id, label: j.jobTitle })),
          ]}
          style={{ minWidth: 200 }}
        />
        <Select
          aria-label="Time"
          value={time}
          onChange={setTime}
          options={DASHBOARD_TIMES.map((t) => ({ value: t, label: t }))}
          style={{ minWidth: 160 }}
        />
      </div>
      <div className="td-dashboard__grid">
        <IndustryPanel query={industry} />
        <LocationPanel query={cities} />
        <TopMatchingPanel query={top} />
        <InterviewsPanel query={interviews} />
        <MessagesPanel query={threads} />
      </div>
    </div>
  );
}
