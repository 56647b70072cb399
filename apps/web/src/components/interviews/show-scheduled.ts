import type { MessageInstance } from 'antd/es/message/interface';
import type { ScheduledInterview } from '#web/lib/interviews';

/** Saved; an overlap is a warning the scheduler reads after saving, not a refusal. */
export function showScheduled(message: MessageInstance, saved: ScheduledInterview, rescheduled = false) {
  void message.success(
    rescheduled
      ? 'Interview rescheduled; the candidate gets the updated invitation by email'
      : 'Interview scheduled; the candidate gets the invitation by email',
  );
  for (const warning of saved.warnings ?? []) void message.warning({ content: warning.message, duration: 8 });
}
