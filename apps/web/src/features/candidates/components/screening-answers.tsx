import type { ApplicationDetail } from '@talentdeck/shared';
import { textLinks } from '#web/lib/text-links';
import { ProfileSection } from './profile-sections';

/** An answer as written, its web addresses as links (opened in a new tab, without the referrer). */
function AnswerText({ text }: { text: string }) {
  return (
    <>
      {textLinks(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

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
            <dd>
              <AnswerText text={a.answer} />
            </dd>
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
