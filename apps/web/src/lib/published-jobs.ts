import type { Job } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * GET /api/company-jobs, published only: the choices of the job filters on the dashboard and the
 * interviews list (the specification's "All Jobs plus published jobs"). Under the jobs prefix, so
 * publishing, pausing, completing or deleting a job refreshes it.
 */
export const publishedJobsQuery = queryOptions({
  queryKey: queryKeys.jobs.published,
  queryFn: () =>
    api.get<Pick<Job, 'id' | 'jobTitle'>[]>('/company-jobs', {
      query: {
        filter: JSON.stringify({
          where: { jobStatus: 'Published' },
          order: 'jobTitle ASC',
          // The server's cap on one page (API.md).
          limit: 100,
          fields: ['id', 'jobTitle'],
        }),
      },
    }),
});
