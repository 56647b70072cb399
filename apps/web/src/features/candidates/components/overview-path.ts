/** The overview's address: the ids stay in the URL, so a reload or a shared link opens the same application. */
export const overviewPath = (applicationId: string, jobId: string) =>
  `/candidate-overview?${new URLSearchParams({ applicationId, jobId })}`;
