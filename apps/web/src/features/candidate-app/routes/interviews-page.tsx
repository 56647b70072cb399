import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Skeleton, Space } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { InterviewTime } from '#web/components/interviews/interview-time';
import { ResponseTag } from '#web/components/interviews/response-tag';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { candidateInterviewsQuery, statusLabel, useRespondToInterview } from '#web/lib/interviews';
import { useInterviewEvents } from '#web/lib/use-interview-events';
import '../components/candidate-app.css';

/** /candidate/interviews: the candidate's interviews, each answered with Accept or Decline. */
export function InterviewsPage() {
  const interviews = useQuery(candidateInterviewsQuery);
  const respond = useRespondToInterview();
  const { message } = App.useApp();
  useInterviewEvents();

  const answer = (id: string, response: 'accept' | 'decline') =>
    respond.mutate(
      { id, response },
      {
        onSuccess: () => void message.success(response === 'accept' ? 'Interview accepted' : 'Interview declined'),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  const list = (interviews.data ?? []).filter((i) => !i.isDeleted);
  return (
    <div className="td-candidate-page">
      <PageTitle subtitle="Times are shown in your time zone.">My interviews</PageTitle>
      {interviews.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : interviews.isError ? (
        <LoadError query={interviews} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CalendarOutlined />}
          text="No interview yet: companies invite you here."
          action={<Link to="/candidate/applications">My applications</Link>}
        />
      ) : (
        <ul className="td-candidate-list">
          {list.map((interview) => (
            <li key={interview.id} className="td-candidate-card">
              <div>
                <h2>{interview.companyJob.jobTitle}</h2>
                <p>{interview.company.companyName}</p>
                <p>
                  <InterviewTime interview={interview} /> · {interview.duration} minutes
                </p>
                <p>
                  {interview.interviewType === 'Remote' ? (
                    <>
                      Remote:{' '}
                      <a href={interview.link ?? undefined} target="_blank" rel="noreferrer noopener">
                        {interview.link}
                      </a>
                    </>
                  ) : (
                    `In-office: ${interview.location ?? ''}`
                  )}
                </p>
                <p>Status: {statusLabel(interview.interviewsstatus)}</p>
              </div>
              <div>
                {interview.response ? (
                  <ResponseTag
                    response={interview.response}
                    label={interview.response === 'accept' ? 'You accepted' : 'You declined'}
                  />
                ) : null}
                {interview.interviewsstatus === 'new' ? (
                  <Space>
                    <Button
                      type="primary"
                      disabled={interview.response === 'accept'}
                      loading={
                        respond.isPending && respond.variables?.id === interview.id && respond.variables.response === 'accept'
                      }
                      onClick={() => answer(interview.id, 'accept')}
                    >
                      Accept
                    </Button>
                    <Button
                      disabled={interview.response === 'decline'}
                      loading={
                        respond.isPending && respond.variables?.id === interview.id && respond.variables.response === 'decline'
                      }
                      onClick={() => answer(interview.id, 'decline')}
                    >
                      Decline
                    </Button>
                  </Space>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
