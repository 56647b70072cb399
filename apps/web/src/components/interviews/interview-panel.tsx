import { CONVERSATION_MESSAGES } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import {
  applicationInterviewQuery,
  interviewCalendarUrl,
  isUpcoming,
  statusLabel,
  useUpdateInterview,
} from '#web/lib/interviews';
import { InterviewForm } from './interview-form';
import { InterviewTime } from './interview-time';
import { ResponseTag } from './response-tag';
import { showScheduled } from './show-scheduled';
import { useHasStarted } from './use-has-started';

/**
 * The application's interview on the candidate overview: its time in its zone (and the viewer's
 * when that differs), the candidate's answer, the status and the .ics. While it is upcoming it can
 * be moved or deleted, and once it has started its outcome set, after a confirmation (Completed
 * not when the candidate declined). Set Interview schedules the first round, or the next once the
 * last has its outcome.
 */
export function InterviewPanel({ applicationId, jobId }: { applicationId: string; jobId: string | undefined }) {
  const { modal, message } = App.useApp();
  const interview = useQuery(applicationInterviewQuery(jobId, applicationId));
  const update = useUpdateInterview();
  const [open, setOpen] = useState(false);
  const current = interview.data ?? null;
  const upcoming = current && isUpcoming(current) ? current : null;
  const started = useHasStarted(upcoming?.startsAt);
  const declined = upcoming?.response === 'decline';
  const outcomeNote = !started
    ? CONVERSATION_MESSAGES.outcomeBeforeStart
    : declined
      ? CONVERSATION_MESSAGES.declinedNotCompleted
      : null;

  const act = (body: { interviewsstatus?: 'Completed' | 'Didnt appeared'; isDeleted?: true }, done: string) =>
    upcoming &&
    update.mutateAsync({ id: upcoming.id, ...body }).then(
      () => void message.success(done),
      (error) => void message.error(errorMessage(error)),
    );

  return (
    <Card
      title="Interview"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Button type="primary" disabled={Boolean(upcoming) || interview.isLoading} onClick={() => setOpen(true)}>
          Set Interview
        </Button>
      }
    >
      {current ? (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="When">
              <InterviewTime interview={current} />
            </Descriptions.Item>
            <Descriptions.Item label="Type">
              {current.interviewType}
              {current.interviewType === 'Remote' ? ` · ${current.link}` : ` · ${current.location}`}
            </Descriptions.Item>
            <Descriptions.Item label="Candidate's answer">
              <ResponseTag response={current.response} />
            </Descriptions.Item>
            <Descriptions.Item label="Status">{statusLabel(current.interviewsstatus)}</Descriptions.Item>
          </Descriptions>
          {upcoming ? (
            <Space wrap>
              <Button onClick={() => setOpen(true)}>Reschedule</Button>
              <Button
                disabled={!started || declined}
                aria-describedby={outcomeNote ? 'td-interview-outcome-note' : undefined}
                onClick={() =>
                  modal.confirm({
                    title: 'Mark this interview Completed?',
                    content: 'The candidate sees it in your conversation.',
                    okText: 'Mark Completed',
                    onOk: () => act({ interviewsstatus: 'Completed' }, 'Marked completed'),
                  })
                }
              >
                Mark Completed
              </Button>
              <Button
                disabled={!started}
                // Only the start holds Did not appear back; the declined note is about Completed.
                aria-describedby={started ? undefined : 'td-interview-outcome-note'}
                onClick={() =>
                  modal.confirm({
                    title: 'Mark that the candidate did not appear?',
                    okText: 'Did not appear',
                    onOk: () => act({ interviewsstatus: 'Didnt appeared' }, 'Marked as did not appear'),
                  })
                }
              >
                Did not appear
              </Button>
              <Button href={interviewCalendarUrl(upcoming.id)} download>
                Download .ics
              </Button>
              <Button
                danger
                onClick={() =>
                  modal.confirm({
                    title: 'Delete this interview?',
                    content: 'The candidate gets a cancellation of the invitation.',
                    okText: 'Delete',
                    okButtonProps: { danger: true },
                    onOk: () => act({ isDeleted: true }, 'Interview deleted'),
                  })
                }
              >
                Delete
              </Button>
            </Space>
          ) : (
            <p style={{ margin: 0 }}>This round has its outcome: Set Interview schedules the next one.</p>
          )}
          {outcomeNote && upcoming ? (
            <p id="td-interview-outcome-note" style={{ margin: '8px 0 0', color: 'rgba(0, 0, 0, 0.65)' }}>
              {outcomeNote}
            </p>
          ) : null}
        </>
      ) : (
        <p style={{ margin: 0 }}>No interview scheduled yet.</p>
      )}
      <Modal
        title={upcoming ? 'Reschedule Interview' : 'Schedule Interview'}
        open={open}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <InterviewForm
          applicationId={applicationId}
          interview={upcoming}
          onCancel={() => setOpen(false)}
          onDone={(saved) => {
            setOpen(false);
            showScheduled(message, saved, Boolean(upcoming));
          }}
        />
      </Modal>
    </Card>
  );
}
