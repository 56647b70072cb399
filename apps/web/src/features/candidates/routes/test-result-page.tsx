import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import type { CandidateTest } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { testOutcome } from '#web/lib/applicant-display';
import { listParamsOf } from '#web/lib/applicant-list-params';
import { overviewPath } from '#web/lib/overview-path';
import { candidateQuery } from '../api/candidate';
import { candidateTestsQuery } from '../api/candidate-tests';
import { TestOutcomeTag } from '../components/test-outcome-tag';
import './test-result.css';
import { Loading } from '#web/components/loading';

/**
 * /test-result?candidateId=…&testId=… (and the application it was opened from, with its list, for
 * the way back): one attempted test, question by question, with the candidate's choice and the
 * correct answer each written out, never told by colour alone.
 */
export function TestResultPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const candidateId = params.get('candidateId') ?? undefined;
  const testId = params.get('testId');
  const applicationId = params.get('applicationId');
  const jobId = params.get('jobId');
  const tests = useQuery(candidateTestsQuery(candidateId));
  const candidate = useQuery(candidateQuery(candidateId));
  const test = tests.data?.find((t) => t.id === testId);
  const attempt = test?.candidateTests[0];

  const back =
    applicationId && jobId ? (
      <Button
        onClick={() =>
          navigate(overviewPath(applicationId, jobId, listParamsOf(params)), {
            state: { candidateId, jobApplicationId: applicationId, jobId },
          })
        }
      >
        Back to candidate
      </Button>
    ) : undefined;

  return (
    <>
      <PageTitle subtitle={test?.testName} extra={back}>
        Test Result
      </PageTitle>
      {!candidateId || !testId ? <Alert type="info" showIcon title="Open a test result from a candidate's overview." /> : null}
      {tests.isError ? <LoadError query={tests} /> : null}
      {candidate.isError ? <LoadError query={candidate} /> : null}
      {tests.isLoading ? <Loading label="Loading the test result" /> : null}
      {tests.isSuccess && candidateId && testId && !attempt ? (
        <Alert type="warning" showIcon title="This candidate has not taken this test." />
      ) : null}
      {test && attempt ? (
        <>
          <Descriptions
            className="td-test-result__summary"
            bordered
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'test', label: 'Test', children: test.testName },
              { key: 'result', label: 'Result', children: <TestOutcomeTag outcome={testOutcome(attempt.result)} /> },
              { key: 'name', label: 'Candidate', children: candidate.data?.user.name ?? '…' },
              { key: 'email', label: 'Email', children: candidate.data?.user.email ?? '…' },
              {
                key: 'completed',
                label: 'Completed',
                children: <time dateTime={attempt.createdAt}>{dayjs(attempt.createdAt).format('D MMM YYYY, HH:mm')}</time>,
              },
              { key: 'total', label: 'Total', children: `${attempt.result}%` },
            ]}
          />
          <AttemptQuestions attempt={attempt} />
        </>
      ) : null}
    </>
  );
}

type AttemptItem = CandidateTest['attemptArray'][number];

function verdict(item: AttemptItem) {
  if (item.answer === null) return { text: 'Not answered', icon: <MinusOutlined />, kind: 'none' };
  return item.isCorrect
    ? { text: 'Correct', icon: <CheckOutlined />, kind: 'correct' }
    : { text: 'Wrong', icon: <CloseOutlined />, kind: 'wrong' };
}

function AttemptQuestions({ attempt }: { attempt: CandidateTest }) {
  return (
    <section className="td-test-result" aria-labelledby="test-questions">
      <h2 id="test-questions" className="td-test-result__title">
        Questions
      </h2>
      <ol className="td-test-result__questions">
        {attempt.attemptArray.map((item, index) => {
          const v = verdict(item);
          const n = index + 1;
          return (
            <li key={item.questionId} className="td-question">
              <div className="td-question__head">
                <h3 className="td-question__text">
                  <span className="td-question__number">Question {n}</span>
                  {item.question}
                </h3>
                <span className={`td-verdict td-verdict--${v.kind}`}>
                  <span aria-hidden="true">{v.icon}</span> {v.text}
                </span>
              </div>
              {item.image ? <img className="td-question__image" src={item.image} alt={`Illustration for question ${n}`} /> : null}
              <ul className="td-options" aria-label={`Options of question ${n}`}>
                {item.options.map((o) => {
                  const chosen = o.id === item.answer;
                  const correct = o.id === item.correctAnswer;
                  const cls = correct ? 'td-option--correct' : chosen ? 'td-option--wrong' : '';
                  return (
                    <li key={o.id} className={`td-option ${cls}`}>
                      <span className="td-option__mark" aria-hidden="true">
                        {correct ? <CheckOutlined /> : chosen ? <CloseOutlined /> : null}
                      </span>
                      <span className="td-option__text">{o.optionText}</span>
                      {chosen ? (
                        <span className="td-option__tag">
                          {correct ? "Candidate's answer, correct" : "Candidate's answer, wrong"}
                        </span>
                      ) : null}
                      {correct && !chosen ? <span className="td-option__tag">Correct answer</span> : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
