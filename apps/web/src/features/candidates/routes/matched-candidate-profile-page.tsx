import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { MatchExplanation } from '#web/components/match-explanation';
import { PageTitle } from '#web/components/page-title';
import { candidateMatchQuery, matchedJobTitleQuery } from '#web/lib/matching';
import { candidateQuery } from '../api/candidate';
import { CandidateHeader } from '../components/candidate-header';
import { CandidateProfileSections, ProfileSection } from '../components/profile-sections';
import { TestResultsList } from '../components/test-results-list';
import './candidate-overview.css';
import './matched.css';
import { Loading } from '#web/components/loading';

/**
 * /matched-candidate-profile?jobId=…&candidateId=…: a matched candidate's profile, read-only (they
 * have not applied, so there is no status to change), with the match percentage and why.
 */
export function MatchedCandidateProfilePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jobId = params.get('jobId') ?? undefined;
  const candidateId = params.get('candidateId') ?? undefined;
  const candidate = useQuery(candidateQuery(candidateId));
  const match = useQuery(candidateMatchQuery(jobId, candidateId));
  const title = useQuery(matchedJobTitleQuery(jobId));
  const back = jobId ? (
    <Button onClick={() => navigate(`/matched-candidates?jobId=${encodeURIComponent(jobId)}`)}>Matched Candidates</Button>
  ) : undefined;

  if (!jobId || !candidateId) {
    return (
      <>
        <PageTitle>Candidate Profile</PageTitle>
        <Alert
          type="info"
          showIcon
          title="Open a candidate from a job's matched candidates."
          action={<Button onClick={() => navigate('/job-openings')}>Job openings</Button>}
        />
      </>
    );
  }

  const c = candidate.data;
  return (
    <>
      <PageTitle subtitle={[c?.user.name, title.data && `matched to ${title.data}`].filter(Boolean).join(' · ')} extra={back}>
        Candidate Profile
      </PageTitle>
      {candidate.isPending ? <Loading label="Loading the candidate" /> : null}
      {candidate.isError ? <LoadError query={candidate} /> : null}
      {c ? (
        <article className="td-overview__card" aria-labelledby="candidate-name">
          <CandidateHeader candidate={c} matchPercentage={match.data?.percentage} />
          <ProfileSection title="Why this match">
            {match.isPending ? <Loading label="Loading the explanation" /> : null}
            {match.isError ? <LoadError query={match} /> : null}
            {match.data ? (
              <div className="td-matched-profile__why">
                <MatchExplanation explanation={match.data} />
              </div>
            ) : null}
          </ProfileSection>
          <CandidateProfileSections
            candidate={c}
            tests={<TestResultsList candidateId={c.id} back={{ candidateId: c.id, jobId }} />}
          />
        </article>
      ) : null}
    </>
  );
}
