import type { ApplicationDetail } from '@talentdeck/shared';
import { ProfileSection } from './profile-sections';

/**
 * The job's screening questions with the candidate's answers. Answers keep the question's text as
 * it was when the candidate applied; a question added later has no answer.
 */
export function ScreeningAnswers({ application }: { application: ApplicationDetail }) {
  const answered = new Set(application.answers.map((a) => a.questionId));
  const unanswered = application.companyJob.customQuestions.filter((q) => !answered.has(q.id));
  const empty = application.answers.length === 0 && unanswered.length === 0;
  return (
    <ProfileSection title="Screening questions" empty={empty && 'This job has no screening questions.'}>
      <dl className="td-screening">
        {application.answers.map((a, i) => (
          <div key={a.questionId ?? `answer-${i}`} className="td-screening__item">
            <dt>{a.question}</dt>
            <dd>{a.answer}</dd>
          </div>
        ))}
        {unanswered.map((q) => (
          <div key={q.id} className="td-screening__item">
            <dt>{q.question}</dt>
            <dd className="td-overview__empty">Not asked when the candidate applied.</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
