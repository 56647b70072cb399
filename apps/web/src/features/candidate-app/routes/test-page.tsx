import { ArrowLeftOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { type CandidateTest, PASS_MARK, type SkillTest } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { FormAlert } from '#web/components/form-alert';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { testsQuery, useAttemptTest } from '../api/tests';
import '../components/candidate-app.css';
import { ResultTag } from '../components/result-tag';

const backToTests = (
  <Link to="/candidate/tests">
    <ArrowLeftOutlined aria-hidden="true" /> All tests
  </Link>
);

/** /candidate/tests/{testId}: the test to take (once), or its result once taken. */
export function TestPage() {
  const { testId = '' } = useParams();
  const tests = useQuery(testsQuery);
  // The answer of the attempt just sent, shown while the list is read again.
  const [attempt, setAttempt] = useState<CandidateTest | null>(null);
  const test = tests.data?.find((t) => t.id === testId);

  if (tests.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (tests.isError) {
    return (
      <div className="td-candidate-page">
        <PageTitle>Skills test</PageTitle>
        <LoadError query={tests} />
      </div>
    );
  }
  if (!test) {
    return (
      <div className="td-candidate-page">
        <PageTitle>Test not found</PageTitle>
        <EmptyState text="This test is not available." action={backToTests} />
      </div>
    );
  }
  const taken = attempt ?? test.candidateTests[0];
  return (
    <div className="td-candidate-page">
      <p>{backToTests}</p>
      <PageTitle subtitle={`${test.testCategory} · proves ${test.skill.skillName}`}>{test.testName}</PageTitle>
      {taken ? <TestResult attempt={taken} /> : <TakeTest test={test} onDone={setAttempt} />}
    </div>
  );
}

/** Answers chosen so far, kept in this tab: a reload or a look elsewhere does not lose them. */
const draftKey = (testId: string) => `td.candidate.test-draft.${testId}`;
function readDraft(testId: string): Record<string, string> {
  try {
    const raw = sessionStorage.getItem(draftKey(testId));
    return raw ? (JSON.parse(raw) as Record<string, string>) : {};
  } catch {
    return {};
  }
}
function writeDraft(testId: string, answers: Record<string, string> | null) {
  try {
    if (answers) sessionStorage.setItem(draftKey(testId), JSON.stringify(answers));
    else sessionStorage.removeItem(draftKey(testId));
  } catch {
    // Storage refused: the answers stay on screen all the same.
  }
}

function TakeTest({ test, onDone }: { test: SkillTest; onDone: (attempt: CandidateTest) => void }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => readDraft(test.id));
  const send = useAttemptTest();
  const unanswered = test.questions.filter((q) => !answers[q.id]).length;

  const submit = () => {
    send.mutate(
      { testId: test.id, answers: test.questions.map((q) => ({ questionId: q.id, optionId: answers[q.id] ?? null })) },
      {
        onSuccess: (attempt) => {
          writeDraft(test.id, null);
          onDone(attempt);
        },
      },
    );
  };
  const confirm = () =>
    Modal.confirm({
      title: 'Submit your answers?',
      content:
        unanswered > 0
          ? `${unanswered} of ${test.questions.length} questions have no answer; they count as wrong. A test can be taken only once.`
          : 'A test can be taken only once.',
      okText: 'Submit answers',
      cancelText: 'Keep answering',
      onOk: submit,
    });

  return (
    <form
      className="td-candidate-section"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p>
        {test.questions.length} questions, one answer each. You pass with {PASS_MARK}% or more. You can take this test once.
      </p>
      {test.questions.map((question, index) => (
        <fieldset key={question.id} className="td-candidate-question">
          <legend>
            {index + 1}. {question.question}
          </legend>
          {question.image ? <img src={question.image} alt={`Illustration of question ${index + 1}`} /> : null}
          <Radio.Group
            className="td-candidate-options"
            value={answers[question.id]}
            onChange={(event) => {
              const next = { ...answers, [question.id]: event.target.value as string };
              setAnswers(next);
              writeDraft(test.id, next);
            }}
            disabled={send.isPending}
            options={question.options.map((option) => ({ value: option.id, label: option.optionText }))}
          />
        </fieldset>
      ))}
      <FormAlert
        className="td-page-alert"
        message={send.isError ? errorMessage(send.error) : null}
        onClose={() => send.reset()}
      />
      <div className="td-candidate-actions">
        <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
          Submit answers
        </Button>
        <span aria-live="polite">
          {test.questions.length - unanswered} of {test.questions.length} answered
        </span>
      </div>
    </form>
  );
}

function TestResult({ attempt }: { attempt: CandidateTest }) {
  const right = attempt.attemptArray.filter((a) => a.isCorrect).length;
  return (
    <>
      <section className="td-candidate-section" aria-labelledby="result-title">
        <h2 id="result-title">Your result</h2>
        <div className="td-candidate-result" role="status">
          <p className="td-candidate-result__score">{attempt.result}%</p>
          <ResultTag passed={attempt.passed} />
          <p>
            {attempt.passed ? 'Passed' : 'Not passed'}: {right} of {attempt.attemptArray.length} answers right (pass mark{' '}
            {PASS_MARK}%).
          </p>
          <p>The right answers are not shown, so the test keeps proving the skill for everyone who takes it.</p>
        </div>
      </section>
      <section className="td-candidate-section" aria-labelledby="answers-title">
        <h2 id="answers-title">Your answers</h2>
        {attempt.attemptArray.map((item, index) => (
          <div key={item.questionId} className="td-candidate-question">
            <h3>
              {index + 1}. {item.question} <span className="td-visually-hidden">{item.isCorrect ? '(right)' : '(wrong)'}</span>
            </h3>
            {item.answer === null ? <p>Not answered.</p> : null}
            {/* Whether each answer was right, never which option is: a passed test verifies a skill. */}
            <ul className="td-candidate-options">
              {item.options.map((option) => {
                const chosen = option.id === item.answer;
                const kind = chosen ? (item.isCorrect ? 'correct' : 'wrong') : null;
                return (
                  <li key={option.id} className={`td-candidate-option${kind ? ` td-candidate-option--${kind}` : ''}`}>
                    {kind === 'correct' ? (
                      <CheckOutlined aria-hidden="true" />
                    ) : kind === 'wrong' ? (
                      <CloseOutlined aria-hidden="true" />
                    ) : null}{' '}
                    {option.optionText}
                    {chosen ? (
                      <span className="td-candidate-option__note">
                        {item.isCorrect ? 'Your answer, right' : 'Your answer, wrong'}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>
    </>
  );
}
