import { CheckCircleFilled, InfoCircleOutlined } from '@ant-design/icons';
import type { MatchExplanation as Explanation } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popover } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  criterionFill,
  explanationSummary,
  fieldText,
  formatPoints,
  MATCH_CRITERIA,
  reachText,
} from '#web/lib/match-explanation';
import { candidateMatchQuery } from '#web/lib/matching';
import { LoadError } from './load-error';
import './match-explanation.css';
import { Loading } from '#web/components/loading';

/**
 * Why a candidate matches a job at the percentage shown: the four criteria as bars with their
 * points out of their weight written beside them, the matched skills (those a passed test verified
 * say so in words as well as with an icon) and the missing ones. The bars are drawn for the eye
 * only; their numbers are text, and the summary sentence says it all for screen readers.
 */
export function MatchExplanation({ explanation, own = false }: { explanation: Explanation; own?: boolean }) {
  const headingId = useId();
  const { matched, missing } = explanation.skills;
  const outside = explanation.field.fit === 0;
  return (
    <div className="td-why">
      <p className="td-visually-hidden">{explanationSummary(explanation)}</p>
      {outside ? (
        <Alert
          type="info"
          showIcon
          title="Outside the job’s field"
          description={`${own ? 'Your profile has' : 'The candidate has'} none of the job’s hard skills and no work in its profession, so education, experience and soft skills do not count.`}
        />
      ) : null}
      <p className="td-why__fact">{fieldText(explanation)}. Education, experience and soft skills count in that proportion.</p>
      <p className="td-why__fact">{reachText(explanation.reach)}</p>
      <ul className="td-why__bars" aria-label="Points by criterion">
        {MATCH_CRITERIA.map(({ key, label }) => {
          const c = explanation.breakdown[key];
          return (
            <li key={key}>
              <div className="td-why__bar-label">
                <span>{label}</span>
                <span>
                  {formatPoints(c.points)} / {c.weight} points
                </span>
              </div>
              <div className="td-why__track" aria-hidden="true">
                <div className="td-why__fill" style={{ width: `${criterionFill(c)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {/* Not a heading: the explanation sits under headings of different levels (profile, popover). */}
      <section aria-labelledby={`${headingId}-matched`}>
        <p id={`${headingId}-matched`} className="td-why__heading">
          Matched skills
        </p>
        {matched.length === 0 ? (
          <p className="td-why__empty">None of the job's skills.</p>
        ) : (
          <ul className="td-why__skills">
            {matched.map((s) => (
              <li key={s.id} className={`td-why__skill${s.verified ? ' td-why__skill--verified' : ''}`}>
                {s.skillName}
                {s.verified ? (
                  <span className="td-why__verified">
                    <CheckCircleFilled aria-hidden="true" /> verified by a test
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Not a heading: the explanation sits under headings of different levels (profile, popover). */}
      <section aria-labelledby={`${headingId}-missing`}>
        <p id={`${headingId}-missing`} className="td-why__heading">
          Missing skills
        </p>
        {missing.length === 0 ? (
          <p className="td-why__empty">None: every skill the job asks for is there.</p>
        ) : (
          <ul className="td-why__skills">
            {missing.map((s) => (
              <li key={s.id} className="td-why__skill">
                {s.skillName}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * A "Why this match" button next to a percentage: the explanation opens in a popover and is read
 * from GET /api/candidate-matched-job only then, so a list of rows costs nothing until asked.
 * antd's Popover on click opens with Enter or Space and closes with Escape.
 */
export function WhyThisMatch({ jobId, candidateId, who }: { jobId: string; candidateId: string; who?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const match = useQuery(candidateMatchQuery(jobId, candidateId, open));
  // Escape closes it from the button or from inside, and the focus returns to the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title="Why this match"
      destroyOnHidden
      content={
        <section aria-label="Why this match" onKeyDown={closeOnEscape}>
          {match.isPending ? <Loading label="Loading the explanation" /> : null}
          {match.isError ? <LoadError query={match} /> : null}
          {match.data ? <MatchExplanation explanation={match.data} /> : null}
        </section>
      }
    >
      <Button
        ref={button}
        size="small"
        type="link"
        icon={<InfoCircleOutlined aria-hidden="true" />}
        aria-expanded={open}
        onKeyDown={closeOnEscape}
      >
        Why this match
        {/* In a list of rows each button names its candidate for screen readers. */}
        {who ? <span className="td-visually-hidden"> for {who}</span> : null}
      </Button>
    </Popover>
  );
}
