import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { applicationsQuery } from '../api/applications';
import { ApplicationStatusTag, formatDay, jobFacts } from '../components/job-text';
import '../components/candidate-app.css';

/** /candidate/applications: every application with the job, the company and where it stands. */
export function ApplicationsPage() {
  const applications = useQuery(applicationsQuery);
  return (
    <div className="td-candidate-page">
      <PageTitle subtitle="Where each of your applications stands, newest first.">My applications</PageTitle>
      {applications.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : applications.isError ? (
        <LoadError query={applications} />
      ) : applications.data.length === 0 ? (
        <EmptyState
          icon={<FileSearchOutlined />}
          text="You haven't applied to any job yet."
          action={<Link to="/candidate/jobs">Find jobs</Link>}
        />
      ) : (
        <ul className="td-candidate-list">
          {applications.data.map((application) => {
            const job = application.companyJob;
            const open = job.jobStatus === 'Published';
            return (
              <li key={application.id} className="td-candidate-card">
                <div>
                  <h2>{open ? <Link to={`/candidate/jobs/${job.id}`}>{job.jobTitle}</Link> : job.jobTitle}</h2>
                  <p>{application.company.companyName}</p>
                  <p>{jobFacts(job)}</p>
                  {application.answers.length > 0 ? (
                    <details className="td-candidate-answers">
                      <summary>Your answers</summary>
                      <dl>
                        {application.answers.map((answer) => (
                          <div key={answer.questionId ?? answer.question}>
                            <dt>{answer.question}</dt>
                            <dd>{answer.answer}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  ) : null}
                </div>
                <div className="td-candidate-card__side">
                  <span>
                    Status: <ApplicationStatusTag status={application.applicationStatus} />
                  </span>
                  <span>Applied {formatDay(application.createdAt)}</span>
                  {open ? null : <span>This job is closed</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
