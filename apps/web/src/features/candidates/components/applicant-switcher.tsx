import { UserOutlined } from '@ant-design/icons';
import type { Applicant } from '@talentdeck/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar, Button, Spin } from 'antd';
import { useId } from 'react';
import { LoadError } from '#web/components/load-error';
import { MatchPercent } from '#web/components/match-percent';
import { applicantsQuery } from '#web/lib/job-applications';

/**
 * Candidates(count): the job's applicants, newest first as on the details page, to move from one
 * overview to the next without going back. Five at a time; Load more reads the next five.
 */
export function ApplicantSwitcher({
  jobId,
  currentId,
  onOpen,
}: {
  jobId: string;
  currentId: string;
  onOpen: (applicant: Applicant) => void;
}) {
  const id = useId();
  const list = useInfiniteQuery(applicantsQuery(jobId, {}));
  const applicants = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <nav className="td-overview__switcher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="td-overview__heading">
        Candidates{total === undefined ? '' : ` (${total})`}
      </h2>
      {list.isError ? <LoadError query={list} /> : null}
      {list.isLoading ? <Spin aria-label="Loading candidates" /> : null}
      {applicants.length ? (
        <ul className="td-switcher">
          {applicants.map((a) => {
            const current = a.id === currentId;
            return (
              <li key={a.id}>
                <button
                  type="button"
                  className={`td-switcher__item${current ? ' td-switcher__item--current' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => {
                    if (!current) onOpen(a);
                  }}
                >
                  <Avatar size={36} src={a.candidate.profilePicture ?? undefined} icon={<UserOutlined />} alt="" />
                  <span className="td-switcher__text">
                    <span className="td-switcher__name">{a.candidate.user.name}</span>
                    <span className="td-switcher__title">{a.candidate.title ?? '—'}</span>
                  </span>
                  <MatchPercent value={a.matchPercentage} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </nav>
  );
}
