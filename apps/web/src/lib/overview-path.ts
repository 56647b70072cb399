/**
 * The candidate overview's address: the ids stay in the URL, so a reload or a shared link opens the
 * same application; `list` (the applicants list's tab, filters and sort) keeps its Candidates list
 * the one the recruiter came from.
 */
export function overviewPath(applicationId: string, jobId: string, list?: URLSearchParams) {
  const params = new URLSearchParams({ applicationId, jobId });
  for (const [key, value] of list ?? []) params.set(key, value);
  return `/candidate-overview?${params}`;
}
