import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { MatchExplanation } from '#web/components/match-explanation';
import { MatchPercent } from '#web/components/match-percent';
import { PageTitle } from '#web/components/page-title';
import { ProfileRankStars } from '#web/components/profile-rank-stars';
import { experienceLabel } from '#web/lib/applicant-display';
import { candidateMatchQuery, matchedJobTitleQuery } from '#web/lib/matching';
import { candidateQuery } from '../api/candidate';
import { CandidateProfileSections, ProfileSection } from '../components/profile-sections';
import { TestResultsList } from '../components/test-results-list';
import './candidate-overview.css';
import './matched.css';

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
  const place = c ? [c.city, c.country].filter(Boolean).join(', ') : '';
  return (
    <>
      <PageTitle subtitle={[c?.user.name, title.data && `matched to ${title.data}`].filter(Boolean).join(' · ')} extra={back}>
        Candidate Profile
      </PageTitle>
      {candidate.isPending ? <Spin aria-label="Loading the candidate" /> : null}
      {candidate.isError ? <LoadError query={candidate} /> : null}
      {c ? (
        <article className="td-overview__card" aria-labelledby="candidate-name">
          <header className="td-overview__person">
            <Avatar size={72} src={c.profilePicture ?? undefined} icon={<UserOutlined />} alt="" />
            <div className="td-overview__person-text">
              <h2 id="candidate-name" className="td-overview__name">
                {c.user.name}
              </h2>
              <p className="td-overview__meta">{[c.title, place].filter(Boolean).join(' · ') || '—'}</p>
              <p className="td-overview__meta">{experienceLabel(c.yearsOfExperience)} of experience</p>
              <p className="td-overview__meta">
                <span aria-hidden="true">Profile rank</span> <ProfileRankStars rank={c.profileRank} />
              </p>
            </div>
            <div className="td-overview__person-side">
              <div className="td-overview__match">
                <span className="td-overview__label">Match Percent</span>
                <MatchPercent value={match.data?.percentage} />
              </div>
            </div>
          </header>
          <ProfileSection title="Why this match">
            {match.isPending ? <Spin aria-label="Loading the explanation" /> : null}
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
