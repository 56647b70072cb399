import { CloseCircleOutlined } from '@ant-design/icons';
import { MESSAGES } from '@talentdeck/shared/messages';
import { Button } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';

type LinkProblemProps = { error: unknown; onRetry: () => void };

/** An emailed link that could not be used: explain, and offer the way forward. */
export function LinkProblem({ error, onRetry }: LinkProblemProps) {
  const offline = error instanceof ApiError && error.isNetworkError;
  return (
    <div className="td-link-problem" role="alert">
      <CloseCircleOutlined className="td-link-problem__icon" aria-hidden="true" />
      <p>{offline ? MESSAGES.noInternet : MESSAGES.verificationLinkInvalid}</p>
      {offline ? (
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        <p className="td-link-problem__hint">
          If you already verified your email, just <Link to="/signin">sign in</Link>. Otherwise sign in and we'll offer to send a
          new link.
        </p>
      )}
    </div>
  );
}
