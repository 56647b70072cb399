import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { MatchExplanation } from '#web/components/match-explanation';
import { MatchPercent } from '#web/components/match-percent';
import { suggestionText } from '#web/lib/match-explanation';
import { ownMatchQuery } from '#web/lib/matching';

/**
 * "Your match": how the candidate's profile matches the job, computed now, and what would raise
 * it (skills to add, tests that would verify a skill, education or experience the job asks for).
 */
export function YourMatch({ jobId }: { jobId: string }) {
  const match = useQuery(ownMatchQuery(jobId));
  return (
    <section className="td-candidate-section" aria-labelledby="your-match-title">
      <h2 id="your-match-title">Your match</h2>
      {match.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {match.isError ? <LoadError query={match} /> : null}
      {match.data ? (
        <>
          <p>
            Your profile matches this job at <MatchPercent value={match.data.percentage} />
          </p>
          <MatchExplanation explanation={match.data} own />
          <h3>What would raise it</h3>
          {match.data.suggestions.length === 0 ? (
            <p>Nothing more: your profile meets everything this job asks for.</p>
          ) : (
            <ul aria-label="What would raise your match">
              {match.data.suggestions.map((s) => (
                <li key={`${s.kind}-${s.skill?.id ?? s.educationName ?? s.months ?? ''}`}>
                  {suggestionText(s)}
                  {s.kind === 'addSkill' ? (
                    <>
                      {' '}
                      <Link to="/candidate/profile">Edit your profile</Link>
                    </>
                  ) : null}
                  {s.tests && s.tests.length > 0 ? (
                    <>
                      {' '}
                      — take{' '}
                      {s.tests.map((t, i) => (
                        <span key={t.id}>
                          {i > 0 ? ', ' : ''}
                          <Link to={`/candidate/tests/${encodeURIComponent(t.id)}`}>{t.testName}</Link>
                        </span>
                      ))}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {match.data.declaredWithoutTest.length > 0 ? (
            <p>
              {match.data.declaredWithoutTest.map((s) => s.skillName).join(', ')}{' '}
              {match.data.declaredWithoutTest.length === 1 ? 'counts' : 'count'} as declared: no skills test verifies{' '}
              {match.data.declaredWithoutTest.length === 1 ? 'it' : 'them'} yet.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
