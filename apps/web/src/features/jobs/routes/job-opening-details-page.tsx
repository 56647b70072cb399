import { APPLICANT_TABS, type Applicant, type ApplicationCounts } from '@talentdeck/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import {
  type ApplicantFilterValues,
  applicantFiltersOf,
  listParamsOf,
  readListParams,
  type TabLabel,
  writeListParams,
} from '#web/lib/applicant-list-params';
import { applicantsQuery, applicationCountsQuery } from '#web/lib/job-applications';
import { overviewPath } from '#web/lib/overview-path';
import { jobQuery } from '../api/jobs';
import { ApplicantFilterBar, isFiltering } from '../components/applicant-filters';
import { ApplicantsTable } from '../components/applicants-table';
import { JobStatsPanel } from '../components/job-stats-panel';
import { StatusTag } from '../components/status-tag';
import { useWizardJobId } from '../components/use-wizard-job-id';
import './job-opening-details.css';
import { Loading } from '#web/components/loading';

const STATS_PANEL_ID = 'job-opening-stats';

function tabCount(counts: ApplicationCounts | undefined, tab: (typeof APPLICANT_TABS)[number]) {
  if (!counts) return undefined;
  return tab.status === null ? counts.all : counts[tab.status];
}

/**
 * /job-opening-details: one job's applicants by status tab, with filters, sort and infinite scroll,
 * and the View Details panel of the job's figures. The job comes from navigation state or ?jobId=,
 * so a reload or a shared link shows the same job.
 */
export function JobOpeningDetailsPage() {
  const { jobId } = useWizardJobId();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const job = useQuery(jobQuery(jobId));
  const counts = useQuery(applicationCountsQuery(jobId));
  const { tab, filters: filterValues } = useMemo(() => readListParams(params), [params]);
  const [showDetails, setShowDetails] = useState(false);
  // Replaces the address (no history entry per filter); the job's id is written too, for a page
  // that was opened with the id in navigation state only.
  const showList = (nextTab: TabLabel, nextFilters: ApplicantFilterValues) => {
    const next = writeListParams(params, nextTab, nextFilters);
    if (jobId) next.set('jobId', jobId);
    setParams(next, { replace: true, state: location.state });
  };
  const setTab = (nextTab: TabLabel) => showList(nextTab, filterValues);
  const setFilterValues = (nextFilters: ApplicantFilterValues) => showList(tab, nextFilters);
  const activeTab = APPLICANT_TABS.find((t) => t.label === tab) ?? APPLICANT_TABS[0];

  const filters = applicantFiltersOf(tab, filterValues);
  const list = useInfiniteQuery(applicantsQuery(jobId, filters));
  const applicants = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  // The overview's Candidates list is this list: the same tab, filters and sort, in its address.
  const open = (a: Applicant) =>
    navigate(overviewPath(a.id, a.companyJobId, listParamsOf(params)), {
      state: { candidateId: a.candidateId, jobApplicationId: a.id, jobId: a.companyJobId },
    });

  if (!jobId) {
    return (
      <>
        <PageTitle>Job Opening Details</PageTitle>
        <Alert
          type="info"
          showIcon
          title="Open a job from the job openings list."
          action={<Button onClick={() => navigate('/job-openings')}>Job openings</Button>}
        />
      </>
    );
  }

  if (job.isError) {
    // An unknown, deleted or other company's job: its lists would only fail the same way.
    return (
      <>
        <PageTitle>Job Opening Details</PageTitle>
        <LoadError query={job} />
        <p>
          <Button onClick={() => navigate('/job-openings')}>Job openings</Button>
        </p>
      </>
    );
  }

  const emptyText = isFiltering(filterValues)
    ? 'No candidates match these filters.'
    : activeTab.status === null
      ? 'This job has no candidates yet.'
      : `No candidates are ${activeTab.label.toLowerCase()} yet.`;

  const listArea = (
    <div className="td-job-details__list">
      <ApplicantFilterBar value={filterValues} onChange={setFilterValues} />
      {list.isError ? <LoadError query={list} /> : null}
      {list.isSuccess ? (
        <p className="td-job-details__total" aria-live="polite">
          {total === 1 ? '1 candidate' : `${total} candidates`}
        </p>
      ) : null}
      {list.isSuccess && applicants.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : list.isError ? null : (
        <ApplicantsTable
          applicants={applicants}
          loading={list.isLoading}
          hasMore={!!list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          onOpen={open}
          caption={`${activeTab.label}: ${total} candidates`}
        />
      )}
    </div>
  );

  return (
    <>
      <PageTitle
        subtitle={job.data ? job.data.jobTitle : undefined}
        extra={
          <Button aria-expanded={showDetails} aria-controls={STATS_PANEL_ID} onClick={() => setShowDetails((v) => !v)}>
            View Details
          </Button>
        }
      >
        Job Opening Details
      </PageTitle>
      {job.data ? (
        <p className="td-job-details__summary">
          <StatusTag status={job.data.jobStatus} />
          {[job.data.jobType, job.data.workType, job.data.industry?.industryName].filter(Boolean).join(' · ')}
        </p>
      ) : job.isLoading ? (
        <Loading label="Loading the job" />
      ) : null}
      <div id={STATS_PANEL_ID} hidden={!showDetails}>
        {showDetails && job.data ? <JobStatsPanel job={job.data} id={`${STATS_PANEL_ID}-content`} /> : null}
      </div>
      {counts.isError ? <LoadError query={counts} title="The candidate counts could not be loaded." /> : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabLabel)}
        items={APPLICANT_TABS.map((t) => {
          const n = tabCount(counts.data, t);
          return {
            key: t.label,
            label: n === undefined ? t.label : `${t.label} (${n})`,
            // One list, shown under the active tab; the others have nothing to render.
            children: t.label === tab ? listArea : null,
          };
        })}
      />
    </>
  );
}
