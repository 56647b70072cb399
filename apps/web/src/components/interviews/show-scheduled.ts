import type { MessageInstance } from 'antd/es/message/interface';
import type { ScheduledInterview } from '../../lib/interviews';

/** Saved; an overlap is a warning the scheduler reads after saving, not a refusal. */
export function showScheduled(message: MessageInstance, saved: ScheduledInterview) {
  void message.success('Interview scheduled; the candidate gets the invitation by email');
  for (const warning of saved.warnings ?? []) void message.warning({ content: warning.message, duration: 8 });
}
