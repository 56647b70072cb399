import { UserOutlined } from '@ant-design/icons';
import type { Applicant } from '@talentdeck/shared';
import { Avatar, Button, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { ApplicationStatusTag } from '#web/components/application-status-tag';
import { WhyThisMatch } from '#web/components/match-explanation';
import { MatchPercent } from '#web/components/match-percent';
import { ProfileRankStars } from '#web/components/profile-rank-stars';
import { reachText } from '#web/lib/match-explanation';

type ApplicantsTableProps = {
  applicants: Applicant[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (applicant: Applicant) => void;
  caption: string;
};

/**
 * The applicants of a job: candidate (picture, name, title, city, profile rank), match and apply
 * date. More rows load when the end of the list scrolls into view; the Load more button does the
 * same for keyboard users and for screens too tall to scroll.
 */
export function ApplicantsTable({
  applicants,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  caption,
}: ApplicantsTableProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef({ hasMore, loadingMore, onLoadMore });
  more.current = { hasMore, loadingMore, onLoadMore };

  // biome-ignore lint/correctness/useExhaustiveDependencies: observed again after each page, so a sentinel still in view (a tall screen) keeps loading
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: next, loadingMore: busy, onLoadMore: load } = more.current;
      if (entries.some((e) => e.isIntersecting) && next && !busy) load();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  return (
    <>
      <Table<Applicant>
        className="td-applicants"
        rowKey="id"
        loading={loading}
        dataSource={applicants}
        pagination={false}
        caption={<span className="td-visually-hidden">{caption}</span>}
        onRow={(applicant) => ({
          onClick: () => onOpen(applicant),
          onKeyDown: (e) => {
            if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
              e.preventDefault();
              onOpen(applicant);
            }
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={[
          {
            title: 'Candidates',
            key: 'candidate',
            render: (_, a) => (
              <div className="td-applicant">
                <Avatar size={44} src={a.candidate.profilePicture ?? undefined} icon={<UserOutlined />} alt="" />
                <div className="td-applicant__text">
                  <span className="td-applicant__name">{a.candidate.user.name}</span>
                  <span className="td-applicant__meta">
                    {[a.candidate.title, a.candidate.city].filter(Boolean).join(' · ') || '—'}
                  </span>
                  <span className="td-applicant__meta">
                    <ProfileRankStars rank={a.candidate.profileRank} /> <ApplicationStatusTag status={a.applicationStatus} />
                  </span>
                </div>
              </div>
            ),
          },
          {
            title: 'Match Percent',
            key: 'match',
            width: 170,
            render: (_, a) => (
              <>
                <MatchPercent value={a.matchPercentage} />
                <span className="td-applicant-reach">{reachText(a.reach)}</span>
                {a.matchPercentage !== null ? (
                  // Clicks and keys inside the button and its popover (a portal, but still this React
                  // tree) must not reach the row, which opens the applicant.
                  // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation; the button inside is the control
                  <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                    <WhyThisMatch jobId={a.companyJobId} candidateId={a.candidateId} who={a.candidate.user.name} />
                  </span>
                ) : null}
              </>
            ),
          },
          {
            title: 'Apply Date',
            key: 'date',
            responsive: ['sm'],
            width: 160,
            render: (_, a) => <time dateTime={a.createdAt}>{dayjs(a.createdAt).format('D MMM YYYY')}</time>,
          },
        ]}
      />
      <div ref={sentinel} style={{ height: 1 }} />
      {hasMore ? (
        <div className="td-applicants__more">
          <Button onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      ) : loadingMore ? (
        <Spin />
      ) : null}
    </>
  );
}
