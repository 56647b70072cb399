import { UserOutlined } from '@ant-design/icons';
import { type MatchedCandidateRow, REACH_FILTER_NAMES, type ReachFilter } from '@talentdeck/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Select, Spin, Table } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';
import { MatchPercent } from '#web/components/match-percent';
import { PageTitle } from '#web/components/page-title';
import { REACH_FILTER_LABELS, reachText } from '#web/lib/match-explanation';
import { matchedCandidatesQuery, matchedJobTitleQuery } from '#web/lib/matching';
import './matched.css';

export const matchedProfilePath = (jobId: string, candidateId: string) =>
  `/matched-candidate-profile?jobId=${encodeURIComponent(jobId)}&candidateId=${encodeURIComponent(candidateId)}`;

/**
 * /matched-candidates?jobId=…: the candidates matching a published job at 20–100 %, highest first,
 * ten at a time. The job and the location filter are in the URL so a reload or a shared link opens
 * the same list; the openings list's older navigation state is still read. Every suggested
 * candidate is within reach (docs/matching.md, Reach); the filter can keep only those who need not move.
 */
export function MatchedCandidatesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { jobId?: string } | null;
  const jobId = params.get('jobId') ?? state?.jobId ?? undefined;
  const reach = REACH_FILTER_NAMES.find((r) => r === params.get('reach'));
  const reachId = useId();
  const title = useQuery(matchedJobTitleQuery(jobId));
  const list = useInfiniteQuery(matchedCandidatesQuery(jobId, reach));
  const setReach = (next: ReachFilter | undefined) => {
    const nextParams = new URLSearchParams(params);
    if (jobId) nextParams.set('jobId', jobId);
    if (next) nextParams.set('reach', next);
    else nextParams.delete('reach');
    setParams(nextParams, { replace: true, state });
  };
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef({ list });
  more.current = { list };

  // biome-ignore lint/correctness/useExhaustiveDependencies: observed again after each page, so a sentinel still in view keeps loading
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      const current = more.current.list;
      if (entries.some((e) => e.isIntersecting) && current.hasNextPage && !current.isFetchingNextPage)
        void current.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list.hasNextPage, list.isFetchingNextPage]);

  if (!jobId) {
    return (
      <>
        <PageTitle>Matched Candidates</PageTitle>
        <Alert
          type="info"
          showIcon
          title="Open a published job's matched candidates from the job openings."
          action={<Button onClick={() => navigate('/job-openings')}>Job openings</Button>}
        />
      </>
    );
  }

  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const open = (row: MatchedCandidateRow) => navigate(matchedProfilePath(row.companyJobId, row.candidateId));

  return (
    <>
      <PageTitle
        subtitle={title.data ? `${title.data}${list.data ? ` · ${total} matched` : ''}` : undefined}
        extra={
          <Button onClick={() => navigate(`/job-opening-details?jobId=${encodeURIComponent(jobId)}`, { state: { jobId } })}>
            View Job
          </Button>
        }
      >
        Matched Candidates
      </PageTitle>
      <div className="td-matched__filters">
        <label htmlFor={reachId}>Location</label>
        <Select
          id={reachId}
          value={reach ?? 'withinReach'}
          onChange={(v: ReachFilter) => setReach(v === 'withinReach' ? undefined : v)}
          options={REACH_FILTER_NAMES.map((r) => ({ value: r, label: REACH_FILTER_LABELS[r] }))}
        />
      </div>
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && rows.length === 0 ? (
        <EmptyState
          text={
            reach
              ? 'No matched candidate lives near this job. Choose “Within reach or would relocate” to see those who would move.'
              : "No candidates match this job yet. Matches appear here as candidates' profiles fit it."
          }
        />
      ) : null}
      {list.isPending || rows.length > 0 ? (
        <Table<MatchedCandidateRow>
          className="td-matched"
          rowKey="id"
          loading={list.isPending}
          dataSource={rows}
          pagination={false}
          caption={<span className="td-visually-hidden">Candidates matching {title.data ?? 'the job'}, highest first</span>}
          onRow={(row) => ({
            onClick: () => open(row),
            onKeyDown: (e) => {
              if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
                e.preventDefault();
                open(row);
              }
            },
            tabIndex: 0,
            style: { cursor: 'pointer' },
          })}
          columns={[
            {
              title: 'Candidates',
              key: 'candidate',
              render: (_, row) => (
                <div className="td-matched__candidate">
                  <Avatar size={44} src={row.candidate.profilePicture ?? undefined} icon={<UserOutlined />} alt="" />
                  <div className="td-matched__text">
                    <span className="td-matched__name">{row.candidate.user.name}</span>
                    <span className="td-matched__meta">{row.candidate.title ?? '—'}</span>
                  </div>
                </div>
              ),
            },
            {
              title: 'Match Percent',
              key: 'match',
              width: 190,
              render: (_, row) => (
                <>
                  <MatchPercent value={row.percentage} />
                  <span className="td-matched__reach">{reachText(row.explanation.reach)}</span>
                </>
              ),
            },
            // On a phone the reach under the percentage says where the candidate is.
            {
              title: 'Country',
              key: 'country',
              width: 160,
              responsive: ['sm'],
              render: (_, row) => row.candidate.country ?? '—',
            },
            { title: 'City', key: 'city', width: 160, responsive: ['sm'], render: (_, row) => row.candidate.city ?? '—' },
          ]}
        />
      ) : null}
      <div ref={sentinel} style={{ height: 1 }} />
      {list.hasNextPage ? (
        <div className="td-matched__more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </div>
      ) : list.isFetchingNextPage ? (
        <Spin />
      ) : null}
    </>
  );
}
