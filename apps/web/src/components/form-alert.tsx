import { Alert } from 'antd';
import type { ReactNode } from 'react';

type FormAlertProps = {
  message: string | null | undefined;
  type?: 'error' | 'success' | 'info';
  onClose?: () => void;
  action?: ReactNode;
  /** Spacing of the screen it stands on; the auth screens' by default. */
  className?: string;
};

/** A server answer above a form; announced to screen readers when it appears. */
export function FormAlert({ message, type = 'error', onClose, action, className = 'td-auth-alert' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert
      className={className}
      type={type}
      showIcon
      title={message}
      action={action}
      closable={onClose ? { onClose, 'aria-label': 'Dismiss' } : false}
      role={type === 'error' ? 'alert' : 'status'}
    />
  );
}
