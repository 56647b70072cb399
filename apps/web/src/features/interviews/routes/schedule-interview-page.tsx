import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { InterviewForm } from '#web/components/interviews/interview-form';
import { showScheduled } from '#web/components/interviews/show-scheduled';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { interviewQuery } from '#web/lib/interviews';

/** /schedule-interview?applicationId=… schedules; ?interviewId=… reschedules; without either, /job-interviews. */
export function ScheduleInterviewPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const applicationId = params.get('applicationId') ?? undefined;
  const interviewId = params.get('interviewId') ?? undefined;
  const interview = useQuery(interviewQuery(interviewId));
  // Without an application or an interview there is nothing to schedule: the interviews are the place.
  if (!applicationId && !interviewId) return <Navigate to="/job-interviews" replace />;

  const body = () => {
    if (interviewId && interview.isError) return <LoadError query={interview} />;
    if (interviewId && !interview.data) return null;
    return (
      <InterviewForm
        key={interview.data?.updatedAt ?? 'new'}
        applicationId={applicationId}
        interview={interview.data}
        onCancel={() => navigate(-1)}
        onDone={(saved) => {
          showScheduled(message, saved, Boolean(interviewId));
          navigate(`/candidate-overview?applicationId=${saved.jobApplicationId}&jobId=${saved.companyJobId}`);
        }}
      />
    );
  };

  return (
    <div style={{ maxWidth: 520 }}>
      <PageTitle>{interviewId ? 'Reschedule Interview' : 'Schedule Interview'}</PageTitle>
      {body()}
    </div>
  );
}
