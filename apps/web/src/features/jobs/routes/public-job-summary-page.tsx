import { JOB_MESSAGES } from '@talentdeck/shared';
import { Alert, Avatar, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { recordJobView, useJob } from '../api/jobs';
import { JobSummaryView, placeText } from '../components/job-summary-view';
import './wizard.css';

/** /job-summary/{jobId}: the public page of a Published job, readable without signing in. */
export function PublicJobSummaryPage() {
  const { jobId } = useParams();
  const job = useJob(jobId);
  const published = job.data?.jobStatus === 'Published';

  useEffect(() => {
    if (jobId && published) recordJobView(jobId).catch(() => undefined);
  }, [jobId, published]);

  if (job.isLoading) return <Spin />;
  if ((job.error instanceof ApiError && job.error.status === 404) || (job.data && !published)) {
    return (
      <>
        <PageTitle>Job not found</PageTitle>
        <EmptyState
          text={`${JOB_MESSAGES.jobNotFound}: it may have been filled or removed.`}
          action={<Link to="/">Go to Talentdeck</Link>}
        />
      </>
    );
  }
  if (job.isError || !job.data) return <Alert type="error" showIcon title={errorMessage(job.error)} />;
  const data = job.data;
  return (
    <article className="td-wizard" style={{ margin: '0 auto', padding: 24 }}>
      <PageTitle
        subtitle={
          <span>
            {data.company?.companyName} · {placeText(data)} · {data.workType}
          </span>
        }
        extra={
          <Avatar size={56} src={data.company?.companyLogo ?? undefined} alt={`${data.company?.companyName ?? 'Company'} logo`}>
            {data.company?.companyName?.[0]}
          </Avatar>
        }
      >
        {data.jobTitle ?? 'Job'}
      </PageTitle>
      <JobSummaryView job={data} />
      <h2 style={{ fontSize: 18, marginTop: 24 }}>How to apply</h2>
      <p>
        Apply through the Talentdeck candidate app: search for “{data.jobTitle}” at {data.company?.companyName}, then answer the
        screening questions.
      </p>
    </article>
  );
}
