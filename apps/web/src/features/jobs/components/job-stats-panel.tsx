import { type Job, jobEndDate } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { Loading } from '#web/components/loading';
import { jobStatsQuery } from '../api/jobs';
import { StatusTag } from './status-tag';

const ViewsChart = lazy(() => import('./views-chart'));

const DATE = 'D MMM YYYY';

/**
 * The View Details panel of /job-opening-details: views over time (a chart, and the same figures as
 * a table), views sum, candidates, status, created and end dates, and the way to the job's page.
 */
export function JobStatsPanel({ job, id }: { job: Job; id: string }) {
  const stats = useQuery(jobStatsQuery(job.id));
  const navigate = useNavigate();
  const createdAt = job.createdAt ?? stats.data?.createdAt;
  const days = stats.data?.viewsByDay ?? [];
  const total = stats.data?.totalViews ?? days.reduce((sum, d) => sum + d.count, 0);
  const summary = days.length
    ? `Views per day from ${dayjs(days[0]?.date).format(DATE)} to ${dayjs(days[days.length - 1]?.date).format(DATE)}: ${total} in total. The table below lists each day.`
    : 'No views yet.';

  return (
    <section id={id} className="td-job-stats" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="td-job-stats__title">
        Job details
      </h2>
      {stats.isError ? <LoadError query={stats} /> : null}
      {stats.isLoading ? <Loading label="Loading the job's figures" /> : null}
      {stats.data ? (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'views', label: 'Total views', children: total },
              { key: 'candidates', label: 'Candidates', children: stats.data.totalApplications },
              { key: 'status', label: 'Status', children: <StatusTag status={job.jobStatus} /> },
              { key: 'created', label: 'Created', children: createdAt ? dayjs(createdAt).format(DATE) : '—' },
              // The specification's end date: 15 days after creation (shared with the server's expiry).
              { key: 'end', label: 'End date', children: createdAt ? dayjs(jobEndDate(createdAt)).format(DATE) : '—' },
            ]}
          />
          <div className="td-job-stats__views">
            <h3 className="td-job-stats__subtitle">Total views</h3>
            {days.length ? (
              <Suspense fallback={<Loading label="Loading the chart" />}>
                <ViewsChart days={days} summary={summary} />
              </Suspense>
            ) : (
              <p>No views yet.</p>
            )}
            {days.length ? (
              <table className="td-job-stats__table">
                <caption>Views per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Views</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{dayjs(d.date).format(DATE)}</th>
                      <td>{d.count}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{total}</td>
                  </tr>
                </tfoot>
              </table>
            ) : null}
          </div>
        </>
      ) : null}
      <div className="td-job-stats__actions">
        {/* The specification sends this button to the job's summary in the wizard. */}
        <Button
          type="primary"
          onClick={() => navigate(`/create-job/summary?jobId=${encodeURIComponent(job.id)}`, { state: { jobId: job.id } })}
        >
          View Public Job Page
        </Button>
        {job.jobStatus === 'Published' ? (
          <a href={`/job-summary/${encodeURIComponent(job.id)}`} target="_blank" rel="noopener">
            Open the public page in a new tab
          </a>
        ) : null}
      </div>
    </section>
  );
}
