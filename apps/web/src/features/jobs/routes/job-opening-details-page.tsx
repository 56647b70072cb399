import { Alert, Descriptions, Spin } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api';
import { useJob } from '../api/jobs';
import { StatusTag } from '../components/status-tag';
import { useWizardJobId } from '../components/use-wizard-job-id';

/**
 * /job-opening-details: the job named in navigation state (from the openings list or a JOBEXPIRED
 * notification). The applicants, tabs and stats panel come later; this shows which job it is.
 */
export function JobOpeningDetailsPage() {
  const { jobId } = useWizardJobId();
  const job = useJob(jobId);
  return (
    <>
      <PageTitle subtitle={job.data?.jobTitle}>Job Opening Details</PageTitle>
      {!jobId ? <Alert type="info" showIcon title="Open a job from the job openings list." /> : null}
      {job.isLoading ? <Spin /> : null}
      {job.isError ? <Alert type="error" showIcon title={errorMessage(job.error)} /> : null}
      {job.data ? (
        <Descriptions
          column={1}
          items={[
            { key: 'title', label: 'Position', children: job.data.jobTitle },
            { key: 'status', label: 'Status', children: <StatusTag status={job.data.jobStatus} /> },
            { key: 'type', label: 'Job Type', children: job.data.jobType ?? '—' },
            { key: 'work', label: 'Work Type', children: job.data.workType ?? '—' },
          ]}
        />
      ) : null}
    </>
  );
}
