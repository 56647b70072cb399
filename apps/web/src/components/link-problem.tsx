import { CloseCircleOutlined } from '@ant-design/icons';
import { MESSAGES } from '@talentdeck/shared/messages';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api';
import './link-problem.css';

type LinkProblemProps = {
  /** The read of the link that failed: its error, and how to try it again. */
  link: { error: unknown; refetch: () => unknown };
  /** Why the link cannot be used (shown unless the problem is the connection). */
  message: string;
  /** The way forward when the link itself is the problem. */
  hint: ReactNode;
};

/** An emailed link that could not be used: explain, and offer the way forward (or a retry when offline). */
export function LinkProblem({ link, message, hint }: LinkProblemProps) {
  const offline = link.error instanceof ApiError && link.error.isNetworkError;
  return (
    <div className="td-link-problem" role="alert">
      <CloseCircleOutlined className="td-link-problem__icon" aria-hidden="true" />
      <p>{offline ? MESSAGES.noInternet : message}</p>
      {offline ? (
        <Button type="primary" onClick={() => void link.refetch()}>
          Try again
        </Button>
      ) : (
        <p className="td-link-problem__hint">{hint}</p>
      )}
    </div>
  );
}
