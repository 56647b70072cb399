import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { Loading } from '#web/components/loading';
import { testOutcome } from '#web/lib/applicant-display';
import { candidateTestsQuery } from '../api/candidate-tests';
import { ProfileSection } from './profile-sections';
import { TestOutcomeTag } from './test-outcome-tag';

/** Each test the candidate attempted: its name, score and Pass or Fail, opening the detailed result. */
export function TestResultsList({ candidateId, back }: { candidateId: string; back: Record<string, string> }) {
  const tests = useQuery(candidateTestsQuery(candidateId));
  const attempted = (tests.data ?? []).flatMap((t) => {
    const attempt = t.candidateTests[0];
    return attempt ? [{ test: t, attempt }] : [];
  });
  return (
    <ProfileSection title="Test results" empty={tests.isSuccess && attempted.length === 0 && 'No tests taken yet.'}>
      {tests.isError ? <LoadError query={tests} /> : null}
      {tests.isLoading ? <Loading label="Loading test results" /> : null}
      <ul className="td-overview__entries">
        {attempted.map(({ test, attempt }) => {
          const query = new URLSearchParams({ candidateId, testId: test.id, ...back });
          return (
            <li key={test.id} className="td-test-row">
              <Link to={`/test-result?${query}`}>{test.testName}</Link>
              <span className="td-test-row__score">{attempt.result}%</span>
              <TestOutcomeTag outcome={testOutcome(attempt.result)} />
              <time className="td-overview__dates" dateTime={attempt.createdAt}>
                {dayjs(attempt.createdAt).format('D MMM YYYY')}
              </time>
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
