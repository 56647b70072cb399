import { MESSAGES } from '@talentdeck/shared';
import { Button, Modal, Result } from 'antd';

export function PaymentSuccessModal({
  open,
  summary,
  onStartHiring,
  onGoToBilling,
  onBackToJob,
}: {
  open: boolean;
  summary: string;
  onStartHiring: () => void;
  onGoToBilling: () => void;
  /** Offered when the purchase started from publishing a job. */
  onBackToJob?: () => void;
}) {
  return (
    <Modal open={open} closable={false} maskClosable={false} keyboard={false} footer={null} title="Payment successful" centered>
      <Result
        status="success"
        subTitle={summary}
        extra={[
          onBackToJob ? (
            <Button key="job" type="primary" onClick={onBackToJob}>
              Back to your job
            </Button>
          ) : null,
          <Button key="hire" type={onBackToJob ? 'default' : 'primary'} onClick={onStartHiring}>
            Start Hiring
          </Button>,
          <Button key="billing" onClick={onGoToBilling}>
            Go to billing
          </Button>,
        ]}
      />
    </Modal>
  );
}

export function PaymentFailureModal({
  open,
  message,
  onRetry,
  onCancel,
}: {
  open: boolean;
  message: string;
  onRetry: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} onCancel={onCancel} footer={null} title={MESSAGES.paymentUnsuccessful} centered>
      <Result
        status="error"
        subTitle={<span role="alert">{message}</span>}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            Retry
          </Button>,
          <Button key="cancel" onClick={onCancel}>
            Cancel
          </Button>,
        ]}
      />
    </Modal>
  );
}
