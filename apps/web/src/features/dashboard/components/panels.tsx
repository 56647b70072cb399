import type { ChatSession, CompanyInterview, IndustryStat, JobsByCity, TopMatchingCandidate } from '@talentdeck/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Avatar, Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { LoadError } from '#web/components/load-error';

// The chart's code (chart.js) is fetched as soon as the panels are, beside their data, rather than
// once the data has come: no panel waits for one after the other. A failed fetch is tried again.
let chartModule = import('./dashboard-chart');
const DashboardChart = lazy(() => chartModule.catch(() => (chartModule = import('./dashboard-chart'))));

export const EMPTY_TEXTS = {
  industry: 'You will see daily insights of job applications data.',
  location: 'You will be able to see candidates by location when you post a job.',
  topMatching: "You didn't receive candidates in system.",
  interviews: "You don't have any interview scheduled.",
  messages: 'You have not started talking to any candidate yet.',
};

/** A panel's body: a skeleton while loading, the error with a retry, the empty text, or the content. */
function PanelBody<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <LoadError query={query} />;
  if (query.data.length === 0) return <EmptyState text={empty} />;
  return <>{children(query.data)}</>;
}

/** The figures of a chart as a table, for screen readers and keyboard users. */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="td-dashboard-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.join('|')}>
            {r.map((c, i) =>
              i === 0 ? (
                <th key={String(i)} scope="row">
                  {c}
                </th>
              ) : (
                <td key={String(i)}>{c}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function IndustryPanel({ query }: { query: UseQueryResult<IndustryStat[]> }) {
  return (
    <Card title={<h2>Jobs By Industry</h2>} className="td-dashboard-panel">
      <PanelBody query={query} empty={EMPTY_TEXTS.industry}>
        {(rows) => (
          <>
            <Suspense fallback={<Skeleton active />}>
              <DashboardChart
                kind="bar"
                labels={rows.map((r) => r.name)}
                values={rows.map((r) => r.count)}
                summary={`Applications by industry: ${rows.map((r) => `${r.name} ${r.count}`).join(', ')}`}
              />
            </Suspense>
            <DataTable
              caption="Applications by industry"
              head={['Industry', 'Applications']}
              rows={rows.map((r) => [r.name, r.count])}
            />
          </>
        )}
      </PanelBody>
    </Card>
  );
}

const cityLabel = (r: JobsByCity) => `${r.city ?? 'No city'}${r.workType ? ` (${r.workType})` : ''}`;

export function LocationPanel({ query }: { query: UseQueryResult<JobsByCity[]> }) {
  return (
    <Card title={<h2>Jobs by location</h2>} className="td-dashboard-panel">
      <PanelBody query={query} empty={EMPTY_TEXTS.location}>
        {(rows) => (
          <>
            <Suspense fallback={<Skeleton active />}>
              <DashboardChart
                kind="doughnut"
                centerLabel="Total Jobs"
                labels={rows.map(cityLabel)}
                values={rows.map((r) => r.count)}
                summary={`Total Jobs ${rows.reduce((a, r) => a + r.count, 0)}: ${rows.map((r) => `${cityLabel(r)} ${r.count}`).join(', ')}`}
              />
            </Suspense>
            <DataTable
              caption="Jobs by location"
              head={['City', 'Work type', 'Jobs']}
              rows={rows.map((r) => [r.city ?? 'No city', r.workType ?? '—', r.count])}
            />
          </>
        )}
      </PanelBody>
    </Card>
  );
}

/** Applied candidates open their application's overview, matched ones the matched profile. */
export function candidateHref(r: TopMatchingCandidate) {
  const jobId = encodeURIComponent(r.companyJobId);
  return r.jobApplicationId
    ? `/candidate-overview?applicationId=${encodeURIComponent(r.jobApplicationId)}&jobId=${jobId}`
    : `/matched-candidate-profile?jobId=${jobId}&candidateId=${encodeURIComponent(r.candidateId)}`;
}

export function TopMatchingPanel({ query }: { query: UseQueryResult<TopMatchingCandidate[]> }) {
  return (
    <Card title={<h2>Top Matching Candidates</h2>} className="td-dashboard-panel">
      <PanelBody query={query} empty={EMPTY_TEXTS.topMatching}>
        {(rows) => (
          <ul className="td-dashboard-list">
            {rows.map((r) => (
              <li key={`${r.candidateId}-${r.companyJobId}`}>
                <Link to={candidateHref(r)} className="td-dashboard-row">
                  <Avatar src={r.picture ?? undefined} alt="">
                    {r.candidateName.charAt(0)}
                  </Avatar>
                  <span className="td-dashboard-row__main">
                    <strong>{r.candidateName}</strong>
                    <span>{r.companyJobTitle}</span>
                  </span>
                  <span className="td-dashboard-row__figure">{r.percentage}%</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </Card>
  );
}

const seeMore = (to: string, what: string) => (
  <Link to={to} aria-label={`See more ${what}`}>
    SEE MORE
  </Link>
);

export function InterviewsPanel({ query }: { query: UseQueryResult<CompanyInterview[]> }) {
  return (
    <Card title={<h2>Interviews</h2>} extra={seeMore('/job-interviews', 'interviews')} className="td-dashboard-panel">
      <PanelBody query={query} empty={EMPTY_TEXTS.interviews}>
        {(rows) => (
          <ul className="td-dashboard-list">
            {rows.map((i) => {
              const candidate = i.jobApplication.candidate;
              return (
                <li key={i.id} className="td-dashboard-row">
                  <Avatar src={candidate.profilePicture ?? undefined} alt="">
                    {candidate.user.name.charAt(0)}
                  </Avatar>
                  <span className="td-dashboard-row__main">
                    <strong>{candidate.user.name}</strong>
                    <span>Position: {i.jobApplication.companyJob.jobTitle}</span>
                  </span>
                  <span className="td-dashboard-row__figure">
                    <time dateTime={i.date}>{dayjs(i.date).format('D MMM')}</time>
                    <span>{i.duration} min</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </PanelBody>
    </Card>
  );
}

/** Unread when the latest chat is the candidate's and the company has not read it. */
export function isUnread(thread: ChatSession) {
  const latest = thread.chats[thread.chats.length - 1];
  return Boolean(latest && latest.fromUser === 'Candidate' && !latest.company.read);
}

export function MessagesPanel({ query }: { query: UseQueryResult<ChatSession[]> }) {
  const navigate = useNavigate();
  return (
    <Card title={<h2>Messages</h2>} extra={seeMore('/messages', 'messages')} className="td-dashboard-panel">
      <PanelBody query={query} empty={EMPTY_TEXTS.messages}>
        {(rows) => (
          <ul className="td-dashboard-list">
            {rows.slice(0, 4).map((t) => {
              const latest = t.chats[t.chats.length - 1];
              const unread = isUnread(t);
              return (
                <li key={t.id}>
                  <button
                    type="button"
                    className="td-dashboard-row"
                    onClick={() => navigate(`/messages?${new URLSearchParams({ sessionId: t.id })}`)}
                  >
                    <Avatar src={t.candidate.profilePicture ?? undefined} alt="">
                      {t.candidate.user.name.charAt(0)}
                    </Avatar>
                    <span className="td-dashboard-row__main">
                      <strong>{t.candidate.user.name}</strong>
                      <span>{latest ? latest.content : t.jobApplication.companyJob.jobTitle}</span>
                    </span>
                    {unread ? <span className="td-dashboard-unread" role="img" aria-label="Unread" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelBody>
    </Card>
  );
}
