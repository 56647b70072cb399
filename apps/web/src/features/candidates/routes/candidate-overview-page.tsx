import { type Applicant, type ApplicationDetail, type CompanyCandidate, describeOrigin, ERASURE } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { InterviewPanel } from '#web/components/interviews/interview-panel';
import { StatusTag } from '#web/components/job-status-tag';
import { LoadError } from '#web/components/load-error';
import { WhyThisMatch } from '#web/components/match-explanation';
import { MessageButton } from '#web/components/message-button';
import { PageTitle } from '#web/components/page-title';
import { applicantFiltersOf, describeList, listParamsOf, readListParams } from '#web/lib/applicant-list-params';
import { overviewPath } from '#web/lib/overview-path';
import { applicationQuery } from '../api/application';
import { candidateQuery } from '../api/candidate';
import { ApplicantSwitcher } from '../components/applicant-switcher';
import { CandidateHeader } from '../components/candidate-header';
import { ExportCandidateButton } from '../components/export-candidate-button';
import { LegalHold } from '../components/legal-hold';
import { NotesPanel } from '../components/notes-panel';
import { CandidateProfileSections } from '../components/profile-sections';
import { ScreeningAnswers } from '../components/screening-answers';
import { StatusChanger } from '../components/status-changer';
import { StatusHistory } from '../components/status-history';
import { TestResultsList } from '../components/test-results-list';
import { useMarkSeen } from '../components/use-mark-seen';
import './candidate-overview.css';
import { Loading } from '#web/components/loading';

/** What the applicants list and the notification bell pass in navigation state. */
type OverviewState = { candidateId?: string; jobApplicationId?: string; jobId?: string } | null;

/**
 * /candidate-overview: one application of a job. The job's other applicants on the left, the
 * candidate's profile, status, tests and screening answers in the middle, the team's notes on the
 * right. Opening it marks an application still Awaiting as Reviewed, on the server.
 */
export function CandidateOverviewPage() {
  const navigate = useNavigate();
  const state = useLocation().state as OverviewState;
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId') ?? state?.jobApplicationId ?? undefined;
  const application = useQuery(applicationQuery(applicationId));
  const jobId = params.get('jobId') ?? state?.jobId ?? application.data?.companyJobId;
  // The state's candidate is used only with its own application, to read both at once.
  const candidateId =
    (state?.jobApplicationId === applicationId ? state?.candidateId : undefined) ?? application.data?.candidateId;
  // An erased candidate, or an application anonymised past the company's retention: nothing to read.
  const erased = application.data?.candidate.erased ?? false;
  const candidate = useQuery(candidateQuery(erased ? undefined : candidateId));
  useMarkSeen(application.data);

  // The list the recruiter came from (the job page's tab, filters and sort), kept while stepping.
  const listParams = listParamsOf(params);
  const { tab, filters: listValues } = readListParams(listParams);
  const listFilters = applicantFiltersOf(tab, listValues);
  const listName = describeList(tab, listValues);

  const openApplicant = (a: Applicant) =>
    navigate(overviewPath(a.id, a.companyJobId, listParams), {
      state: { candidateId: a.candidateId, jobApplicationId: a.id, jobId: a.companyJobId },
    });
  const viewJob = jobId ? (
    <Button
      onClick={() =>
        navigate(`/job-opening-details?${new URLSearchParams([['jobId', jobId], ...listParams])}`, { state: { jobId } })
      }
    >
      View Job
    </Button>
  ) : undefined;

  if (!applicationId) {
    return (
      <>
        <PageTitle>Candidate Overview</PageTitle>
        <Alert
          type="info"
          showIcon
          title="Open a candidate from a job's applicants."
          action={<Button onClick={() => navigate('/job-openings')}>Job openings</Button>}
        />
      </>
    );
  }

  if (application.isError) {
    // An unknown application, or one of another company's jobs: nothing else on the page can load.
    return (
      <>
        <PageTitle extra={viewJob}>Candidate Overview</PageTitle>
        <LoadError query={application} />
      </>
    );
  }

  return (
    <>
      <PageTitle
        subtitle={erased ? ERASURE.candidateName : candidate.data?.user.name}
        extra={
          <Space wrap>
            {viewJob}
            {erased ? null : <ExportCandidateButton candidateId={candidateId} />}
          </Space>
        }
      >
        Candidate Overview
      </PageTitle>
      {application.data ? <JobHeader application={application.data} /> : null}
      {erased ? null : <InterviewPanel applicationId={applicationId} jobId={jobId} />}
      <div className="td-overview">
        {jobId ? (
          <ApplicantSwitcher
            jobId={jobId}
            currentId={applicationId}
            filters={listFilters}
            listName={listName}
            onOpen={openApplicant}
          />
        ) : null}
        <div className="td-overview__profile">
          {application.isLoading || candidate.isLoading ? <Loading label="Loading the candidate" /> : null}
          {erased ? (
            <Alert
              type="info"
              showIcon
              title={ERASURE.candidateName}
              description="The candidate erased their account, or the application passed your data retention period. Nothing about them is kept; the application stays, with its status, for your counts."
            />
          ) : null}
          {candidate.isError ? <LoadError query={candidate} /> : null}
          {candidate.data && application.data ? (
            <CandidateProfile candidate={candidate.data} application={application.data} listParams={listParams} />
          ) : null}
        </div>
        {erased ? null : <NotesPanel applicationId={applicationId} />}
      </div>
    </>
  );
}

/** The job applied for: title, job type, industry and status. */
function JobHeader({ application }: { application: ApplicationDetail }) {
  const job = application.companyJob;
  return (
    <section className="td-overview__job" aria-label="Job applied for">
      <span className="td-overview__job-title">{job.jobTitle}</span>
      {/* A job still without a type or industry shows what it has, not a row of dashes. */}
      {[job.jobType, job.industry?.industryName].filter(Boolean).join(' · ')}
      <StatusTag status={job.jobStatus} />
      {application.candidate.erased ? null : <LegalHold applicationId={application.id} legalHold={application.legalHold} />}
    </section>
  );
}

function CandidateProfile({
  candidate,
  application,
  listParams,
}: {
  candidate: CompanyCandidate;
  application: ApplicationDetail;
  listParams: URLSearchParams;
}) {
  // The list the overview steps through travels to the test result and back.
  const back = { applicationId: application.id, jobId: application.companyJobId, ...Object.fromEntries(listParams) };
  const erased = application.candidate.erased;
  return (
    <article className="td-overview__card" aria-labelledby="candidate-name">
      <CandidateHeader
        candidate={candidate}
        matchPercentage={application.matchPercentage}
        matchDetails={
          application.matchPercentage !== null && !erased ? (
            <WhyThisMatch jobId={application.companyJobId} candidateId={candidate.id} />
          ) : null
        }
        extraMeta={
          <p className="td-overview__meta">
            Applied <time dateTime={application.createdAt}>{dayjs(application.createdAt).format('D MMM YYYY')}</time>
            {` · Source: ${describeOrigin(application.origin)}`}
            {erased ? ' · this candidate erased their data; the application is kept anonymous' : null}
          </p>
        }
        actions={
          <>
            <StatusChanger applicationId={application.id} status={application.applicationStatus} />
            {/* No one to write to: an erased candidate's account is gone. */}
            {erased ? null : <MessageButton application={application} />}
          </>
        }
      />
      <StatusHistory history={application.statusHistory} />
      <CandidateProfileSections candidate={candidate} tests={<TestResultsList candidateId={candidate.id} back={back} />} />
      <ScreeningAnswers application={application} />
    </article>
  );
}
