import { INTERVIEW_LIST_TIMES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { InterviewTime } from '#web/components/interviews/interview-time';
import { ResponseTag } from '#web/components/interviews/response-tag';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import {
  companyInterviewsQuery,
  type InterviewListTime,
  interviewCalendarUrl,
  isUpcoming,
  statusLabel,
  useUpdateInterview,
} from '#web/lib/interviews';
import { publishedJobsQuery } from '#web/lib/published-jobs';
import { useCurrentCompanyId } from '#web/lib/session';

/**
 * The specification's two empty texts ("You havn't scheduled any interview yet, or for this job",
 * spelled right), and one for a period without interviews when the company has some.
 */
function emptyText(forJob: boolean, someElsewhere: boolean) {
  if (forJob) return "You haven't scheduled any interview for this job yet.";
  return someElsewhere ? 'No interviews in this period.' : "You haven't scheduled any interview yet.";
}

export function JobInterviewsPage() {
  const companyId = useCurrentCompanyId();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [jobId, setJobId] = useState<string | undefined>();
  const [time, setTime] = useState<InterviewListTime>('All');
  const jobs = useQuery(publishedJobsQuery);
  const interviews = useQuery(companyInterviewsQuery(companyId, jobId, time));
  // Whether the company has any interview at all decides which empty text is shown.
  const all = useQuery(companyInterviewsQuery(companyId, undefined, 'All'));
  const update = useUpdateInterview();
  const filtered = Boolean(jobId) || time !== 'All';

  const confirmDelete = (id: string, name: string) =>
    modal.confirm({
      title: 'Delete this interview?',
      content: `${name} gets a cancellation of the invitation.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        update.mutateAsync({ id, isDeleted: true }).then(
          () => void message.success('Interview deleted'),
          (error) => void message.error(errorMessage(error)),
        ),
    });

  return (
    <div>
      <PageTitle>Interviews</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Job"
          allowClear
          placeholder="All jobs"
          style={{ minWidth: 220 }}
          value={jobId}
          onChange={setJobId}
          loading={jobs.isLoading}
          options={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.jobTitle }))}
        />
        <Select
          aria-label="Time"
          style={{ minWidth: 120 }}
          value={time}
          onChange={setTime}
          options={INTERVIEW_LIST_TIMES.map((t) => ({ value: t, label: t }))}
        />
      </Space>
      {interviews.isError ? (
        <LoadError query={interviews} />
      ) : (
        <Table
          rowKey="id"
          loading={interviews.isLoading}
          dataSource={interviews.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          // On a phone the table scrolls sideways rather than hiding the candidate's answer or
          // breaking names letter by letter. Empty, it has nothing to scroll (and a scrolling
          // region with nothing to focus in it could not be scrolled by keyboard).
          scroll={interviews.data?.length ? { x: 860 } : undefined}
          locale={{
            emptyText: <EmptyState text={emptyText(Boolean(jobId), filtered && (all.data?.length ?? 0) > 0)} />,
          }}
          columns={[
            {
              title: 'Candidate',
              key: 'candidate',
              render: (_, i) => (
                <Link to={`/candidate-overview?applicationId=${i.jobApplicationId}&jobId=${i.companyJobId}`}>
                  {i.jobApplication.candidate.user.name}
                </Link>
              ),
            },
            { title: 'Applied for', key: 'job', render: (_, i) => i.jobApplication.companyJob.jobTitle },
            { title: 'Scheduled at', key: 'at', render: (_, i) => <InterviewTime interview={i} /> },
            {
              title: 'Response',
              key: 'response',
              render: (_, i) => <ResponseTag response={i.response} />,
            },
            { title: 'Status', key: 'status', render: (_, i) => statusLabel(i.interviewsstatus) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, i) => (
                <Space size={0} wrap>
                  <Button type="link" href={interviewCalendarUrl(i.id)} download>
                    Download .ics
                  </Button>
                  {isUpcoming(i) ? (
                    <>
                      <Button type="link" onClick={() => navigate(`/schedule-interview?interviewId=${i.id}`)}>
                        Reschedule
                      </Button>
                      <Button type="link" danger onClick={() => confirmDelete(i.id, i.jobApplication.candidate.user.name)}>
                        Delete
                      </Button>
                    </>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
