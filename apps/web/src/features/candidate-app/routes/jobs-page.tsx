import { SearchOutlined } from '@ant-design/icons';
import { JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Pagination, Select, Skeleton } from 'antd';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { meQuery } from '#web/lib/session';
import { applicationsQuery } from '../api/applications';
import { JOBS_PAGE_SIZE, type JobSearch, jobSearchQuery } from '../api/jobs';
import { ApplicationStatusTag, formatDay, jobFacts, jobSalary } from '../components/job-text';
import '../components/candidate-app.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/** The search lives in the address, so it survives a reload and Back from a job. */
function useSearchState(): [JobSearch, (next: Partial<JobSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search: JobSearch = {
    q: params.get('q') ?? '',
    workType: oneOf(WORK_TYPES, params.get('workType')),
    jobType: oneOf(JOB_TYPES, params.get('jobType')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (next: Partial<JobSearch>) => {
    const merged = { ...search, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q.trim()) query.set('q', merged.q.trim());
    if (merged.workType) query.set('workType', merged.workType);
    if (merged.jobType) query.set('jobType', merged.jobType);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  return [search, update];
}

/** /candidate/jobs: every published job, newest first, searched by title and filtered by kind. */
export function JobsPage() {
  const [search, setSearch] = useSearchState();
  const [text, setText] = useState(search.q);
  const jobs = useQuery(jobSearchQuery(search));
  const applications = useQuery(applicationsQuery);
  const applied = new Map((applications.data ?? []).map((a) => [a.companyJobId, a.applicationStatus]));
  // A candidate's sign-up counts as completed once their profile is saved.
  const profileSaved = useQuery(meQuery).data?.isSignUpProcessCompleted ?? true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ q: text });
  };

  return (
    <div className="td-candidate-page">
      <PageTitle subtitle="Published jobs from every company on Talentdeck, newest first.">Find jobs</PageTitle>
      {profileSaved ? null : (
        <Alert
          className="td-page-alert"
          type="info"
          showIcon
          title="Companies see your profile when you apply."
          description={
            <>
              <Link to="/candidate/profile">Build your profile</Link> first: your title, city, skills and experience.
            </>
          }
        />
      )}
      <search>
        <form className="td-candidate-search" onSubmit={submit} aria-label="Search jobs">
          <div className="td-candidate-search__field td-candidate-search__field--grow">
            <label htmlFor="job-search-q">Job title</label>
            <Input
              id="job-search-q"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="e.g. Data Analyst"
              allowClear
              maxLength={100}
            />
          </div>
          <div className="td-candidate-search__field">
            <label htmlFor="job-search-work-type">Work type</label>
            <Select
              id="job-search-work-type"
              value={search.workType ?? ''}
              onChange={(value) => setSearch({ workType: oneOf(WORK_TYPES, value) })}
              options={[{ value: '', label: 'Any work type' }, ...WORK_TYPES.map((v) => ({ value: v, label: v }))]}
            />
          </div>
          <div className="td-candidate-search__field">
            <label htmlFor="job-search-job-type">Job type</label>
            <Select
              id="job-search-job-type"
              value={search.jobType ?? ''}
              onChange={(value) => setSearch({ jobType: oneOf(JOB_TYPES, value) })}
              options={[{ value: '', label: 'Any job type' }, ...JOB_TYPES.map((v) => ({ value: v, label: v }))]}
            />
          </div>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
        </form>
      </search>

      {jobs.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : jobs.isError ? (
        <LoadError query={jobs} />
      ) : jobs.data.total === 0 ? (
        <EmptyState
          text={
            search.q || search.workType || search.jobType ? 'No jobs match your search.' : 'There are no open jobs right now.'
          }
          icon={<SearchOutlined />}
        />
      ) : (
        <>
          <p className="td-candidate-count" aria-live="polite">
            {jobs.data.total === 1 ? '1 job' : `${jobs.data.total} jobs`}
          </p>
          <ul className="td-candidate-list" aria-busy={jobs.isFetching}>
            {jobs.data.jobs.map((job) => {
              const status = applied.get(job.id);
              return (
                <li key={job.id} className="td-candidate-card">
                  <div>
                    <h2>
                      <Link to={`/candidate/jobs/${job.id}`}>{job.jobTitle}</Link>
                    </h2>
                    <p>{job.company.companyName}</p>
                    <p>{jobFacts(job)}</p>
                  </div>
                  <div className="td-candidate-card__side">
                    <span>{jobSalary(job)}</span>
                    <span>Posted {formatDay(job.createdAt)}</span>
                    {status ? (
                      <span>
                        Applied: <ApplicationStatusTag status={status} />
                      </span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {jobs.data.total > JOBS_PAGE_SIZE ? (
            <Pagination
              current={search.page}
              pageSize={JOBS_PAGE_SIZE}
              total={jobs.data.total}
              showSizeChanger={false}
              onChange={(page) => {
                setSearch({ ...search, page });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
