import { LeftOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import type { Applicant } from '@talentdeck/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar, Button } from 'antd';
import { useId, useRef, useState } from 'react';
import { LoadError } from '#web/components/load-error';
import { Loading } from '#web/components/loading';
import { MatchPercent } from '#web/components/match-percent';
import { type ApplicantFilters, applicantsQuery } from '#web/lib/job-applications';

/**
 * Candidates(count): the list the recruiter opened this applicant from, with its tab, filters and
 * sort (the same query, so the same cache entry and order as the job's page), to step through with
 * Previous and Next or to pick from. Five at a time; Load more, or Next past the last, reads on.
 *
 * The applicant shown may leave the list while it is open (seen, an Awaiting applicant becomes
 * Reviewed; a status changed here): the steps then go on from where it was, so the next one is
 * the applicant that moved into its place.
 */
export function ApplicantSwitcher({
  jobId,
  currentId,
  filters,
  listName,
  onOpen,
}: {
  jobId: string;
  currentId: string;
  filters: ApplicantFilters;
  /** The tab the list shows, said beside its count when it is not every candidate. */
  listName?: string;
  onOpen: (applicant: Applicant) => void;
}) {
  const id = useId();
  const list = useInfiniteQuery(applicantsQuery(jobId, filters));
  const applicants = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const [stepping, setStepping] = useState(false);

  // Where the current applicant is, or was before it left the list.
  const found = applicants.findIndex((a) => a.id === currentId);
  const lastPlace = useRef<{ id: string; index: number } | null>(null);
  if (found >= 0) lastPlace.current = { id: currentId, index: found };
  const place = found >= 0 ? found : lastPlace.current?.id === currentId ? lastPlace.current.index : -1;
  const inList = found >= 0;
  const previous = place > 0 ? applicants[place - 1] : undefined;
  const nextIndex = inList ? place + 1 : Math.max(place, 0);
  const next = applicants[nextIndex];
  const canReadOn = !next && list.hasNextPage;

  const goNext = async () => {
    if (next) return onOpen(next);
    setStepping(true);
    try {
      const read = await list.fetchNextPage();
      const after = read.data?.pages.flatMap((p) => p.items)[nextIndex];
      if (after) onOpen(after);
    } finally {
      setStepping(false);
    }
  };

  return (
    <nav className="td-overview__switcher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="td-overview__heading">
        Candidates{total === undefined ? '' : ` (${total})`}
      </h2>
      {listName ? <p className="td-switcher__list-name">{listName}</p> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.isLoading ? <Loading label="Loading candidates" /> : null}
      {list.isSuccess && (previous || next || canReadOn) ? (
        <div className="td-switcher__steps">
          <Button icon={<LeftOutlined />} disabled={!previous} onClick={() => previous && onOpen(previous)}>
            Previous
          </Button>
          <Button
            icon={<RightOutlined />}
            iconPlacement="end"
            disabled={!next && !canReadOn}
            loading={stepping}
            onClick={() => void goNext()}
          >
            Next
          </Button>
        </div>
      ) : null}
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
      ) : list.isSuccess ? (
        <p className="td-switcher__list-name">No other candidates in this list.</p>
      ) : null}
      {list.hasNextPage ? (
        <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </nav>
  );
}
