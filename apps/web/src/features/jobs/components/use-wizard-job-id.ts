import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The job being edited travels in navigation state and in the URL (?jobId=), so a reload or a
 * shared link keeps the draft.
 */
export function useWizardJobId() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { jobId?: string } | null)?.jobId;
  const jobId = fromState ?? params.get('jobId') ?? undefined;
  const navigate = useNavigate();
  const go = useCallback(
    (path: string, id: string | undefined = jobId) =>
      navigate(id ? `${path}?jobId=${encodeURIComponent(id)}` : path, { state: id ? { jobId: id } : null }),
    [navigate, jobId],
  );
  return { jobId, go };
}
