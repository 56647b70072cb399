import { ExperimentOutlined } from '@ant-design/icons';
import { PASS_MARK } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { testsQuery } from '../api/tests';
import { formatDay } from '../components/job-text';
import { ResultTag } from '../components/result-tag';
import '../components/candidate-app.css';

/** /candidate/tests: the skills tests, each taken once; a pass proves the skill to recruiters. */
export function TestsPage() {
  const tests = useQuery(testsQuery);
  return (
    <div className="td-candidate-page">
      <PageTitle
        subtitle={`Each test can be taken once. Score ${PASS_MARK}% or more to pass: a passed test proves the skill on your profile and raises your rank.`}
      >
        Skills tests
      </PageTitle>
      {tests.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : tests.isError ? (
        <LoadError query={tests} />
      ) : tests.data.length === 0 ? (
        <EmptyState icon={<ExperimentOutlined />} text="There are no tests to take yet." />
      ) : (
        <ul className="td-candidate-list">
          {tests.data.map((test) => {
            const attempt = test.candidateTests[0];
            return (
              <li key={test.id} className="td-candidate-card">
                <div>
                  <h2>
                    <Link to={`/candidate/tests/${test.id}`}>{test.testName}</Link>
                  </h2>
                  <p>
                    {test.testCategory} · proves {test.skill.skillName} · {test.questions.length} questions
                  </p>
                </div>
                <div className="td-candidate-card__side">
                  {attempt ? (
                    <>
                      <span>
                        Result: {attempt.result}% <ResultTag passed={attempt.passed} />
                      </span>
                      <span>Taken {formatDay(attempt.createdAt)}</span>
                    </>
                  ) : (
                    <span>Not taken yet</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
