import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import {
  type ApplicationOrigin,
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateJob,
  JOB_MESSAGES,
  MESSAGES,
  originFromQuery,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { FormAlert } from '#web/components/form-alert';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { ApiError } from '#web/lib/api';
import { applicationsQuery, useApplyToJob } from '../api/applications';
import { candidateJobQuery } from '../api/jobs';
import { candidateProfileQuery } from '../api/profile';
import { ApplicationStatusTag, formatDay, jobFacts, jobSalary } from '../components/job-text';
import { YourMatch } from '../components/your-match';
import '../components/candidate-app.css';

type Answers = { answers: Record<string, string> };

const backToJobs = (
  <Link to="/candidate/jobs">
    <ArrowLeftOutlined aria-hidden="true" /> All jobs
  </Link>
);

/** /candidate/jobs/{jobId}: the job as its public page shows it, and the application form. */
export function JobPage() {
  const { jobId = '' } = useParams();
  const job = useQuery(candidateJobQuery(jobId));

  if (job.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (job.isError) {
    return (
      <div className="td-candidate-page">
        <PageTitle>Job</PageTitle>
        <LoadError query={job} />
      </div>
    );
  }
  if (!job.data) {
    return (
      <div className="td-candidate-page">
        <PageTitle>Job not found</PageTitle>
        <EmptyState text="This job is no longer open for applications." action={backToJobs} />
      </div>
    );
  }
  return <JobDetails job={job.data} />;
}

function JobDetails({ job }: { job: CandidateJob }) {
  return (
    <div className="td-candidate-page">
      <p>{backToJobs}</p>
      <PageTitle subtitle={`${job.company.companyName} · ${jobFacts(job)}`}>{job.jobTitle}</PageTitle>
      <section className="td-candidate-section" aria-labelledby="job-facts-title">
        <h2 id="job-facts-title" className="td-visually-hidden">
          Job details
        </h2>
        <dl className="td-candidate-facts">
          <div>
            <dt>Salary</dt>
            <dd>{jobSalary(job)}</dd>
          </div>
          <div>
            <dt>Work type</dt>
            <dd>{job.workType ?? '—'}</dd>
          </div>
          <div>
            <dt>Job type</dt>
            <dd>{job.jobType ?? '—'}</dd>
          </div>
          <div>
            <dt>Posted</dt>
            <dd>{formatDay(job.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <section className="td-candidate-section" aria-labelledby="job-description-title">
        <h2 id="job-description-title">Description</h2>
        {job.jobDescription ? (
          // Stored through the server's allow-list sanitiser (p, strong, em, a, lists) on every write.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side on every write
          <div className="td-candidate-description" dangerouslySetInnerHTML={{ __html: job.jobDescription }} />
        ) : (
          <p>No description yet.</p>
        )}
        {job.isDisable ? <p className="td-candidate-welcome">{JOB_MESSAGES.welcomesDifferentlyAbled}</p> : null}
      </section>
      <YourMatch jobId={job.id} />
      <ApplySection job={job} />
    </div>
  );
}

/** Found in the app's job search, unless the address carries where the candidate came from (the job's public page). */
const IN_APP_SEARCH: ApplicationOrigin = { source: 'candidate_search' };

function ApplySection({ job }: { job: CandidateJob }) {
  const { search } = useLocation();
  const origin = originFromQuery(new URLSearchParams(search)) ?? IN_APP_SEARCH;
  const applications = useQuery(applicationsQuery);
  const profile = useQuery(candidateProfileQuery);
  const apply = useApplyToJob();
  const [form] = Form.useForm<Answers>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [justApplied, setJustApplied] = useState(false);
  const application = applications.data?.find((a) => a.companyJobId === job.id);

  const onFinish = ({ answers }: Answers) => {
    setServerError(null);
    apply.mutate(
      {
        jobId: job.id,
        answers: job.customQuestions.map((q) => ({ questionId: q.id, answer: (answers?.[q.id] ?? '').trim() })),
        origin,
      },
      {
        onSuccess: () => setJustApplied(true),
        onError: (error) => {
          // What was typed stays in the form whatever failed, so nothing has to be written twice.
          if (error instanceof ApiError && error.status === 422 && error.details.length > 0) {
            const known = error.details.filter((d) => d.field.startsWith('answers.'));
            form.setFields(known.map((d) => ({ name: ['answers', d.field.slice('answers.'.length)], errors: [d.message] })));
            setServerError(known.length === error.details.length ? MESSAGES.validationFailed : error.message);
            return;
          }
          setServerError(error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong);
        },
      },
    );
  };

  return (
    <section className="td-candidate-section" aria-labelledby="apply-title">
      <h2 id="apply-title">Apply</h2>
      {applications.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : applications.isError ? (
        <LoadError query={applications} />
      ) : application ? (
        <div role="status">
          {justApplied ? (
            <p>
              <CheckCircleFilled className="td-verified__icon" aria-hidden="true" /> {CANDIDATE_MESSAGES.applied}.
            </p>
          ) : null}
          <p>
            You applied on {formatDay(application.createdAt)}. Status:{' '}
            <ApplicationStatusTag status={application.applicationStatus} />
          </p>
          <Link to="/candidate/applications">See all your applications</Link>
        </div>
      ) : (
        <>
          {profile.data && !profile.data.title ? (
            <Alert
              className="td-page-alert"
              type="info"
              showIcon
              title="The company sees your profile with your application."
              description={
                <>
                  Yours is still empty: <Link to="/candidate/profile">complete your profile</Link> first to stand out.
                </>
              }
            />
          ) : null}
          <FormAlert className="td-page-alert" message={serverError} onClose={() => setServerError(null)} />
          <Form
            form={form}
            layout="vertical"
            onFinish={onFinish}
            onFinishFailed={() => setServerError(null)}
            disabled={apply.isPending}
            scrollToFirstError
            requiredMark={false}
          >
            {job.customQuestions.length > 0 ? (
              <p>The company asks you to answer {job.customQuestions.length === 1 ? 'this question' : 'these questions'}.</p>
            ) : null}
            {job.customQuestions.map((question) => (
              <Form.Item
                key={question.id}
                label={question.question}
                name={['answers', question.id]}
                rules={[
                  { required: true, whitespace: true, message: CANDIDATE_MESSAGES.answerRequired },
                  { max: CANDIDATE_LIMITS.answerMax, message: `At most ${CANDIDATE_LIMITS.answerMax} characters` },
                ]}
              >
                <Input.TextArea rows={3} maxLength={CANDIDATE_LIMITS.answerMax} showCount />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" size="large" loading={apply.isPending}>
              Submit application
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
