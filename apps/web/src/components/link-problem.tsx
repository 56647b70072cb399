import { CloseCircleOutlined } from '@ant-design/icons';
import { MESSAGES } from '@talentdeck/shared/messages';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import './link-problem.css';

type LinkProblemProps = {
  error: unknown;
  onRetry: () => void;
  /** Why the link cannot be used (shown unless the problem is the connection). */
  message: string;
  /** The way forward when the link itself is the problem. */
  hint: ReactNode;
};

/** An emailed link that could not be used: explain, and offer the way forward (or a retry when offline). */
export function LinkProblem({ error, onRetry, message, hint }: LinkProblemProps) {
  const offline = error instanceof ApiError && error.isNetworkError;
  return (
    <div className="td-link-problem" role="alert">
      <CloseCircleOutlined className="td-link-problem__icon" aria-hidden="true" />
      <p>{offline ? MESSAGES.noInternet : message}</p>
      {offline ? (
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        <p className="td-link-problem__hint">{hint}</p>
      )}
    </div>
  );
}
