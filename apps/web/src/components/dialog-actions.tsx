import { Button } from 'antd';
import type { ReactNode } from 'react';
import './dialog-actions.css';

/** The foot of a dialog's form: Cancel closes it, the primary button (its label given) submits it. */
export function DialogActions({
  onCancel,
  submitting,
  children,
}: {
  onCancel: () => void;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <div className="td-dialog-actions">
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {children}
      </Button>
    </div>
  );
}
