import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { applicationInterviewQuery, interviewCalendarUrl, statusLabel, useUpdateInterview } from '#web/lib/interviews';
import { InterviewForm } from './interview-form';
import { InterviewTime } from './interview-time';
import { ResponseTag } from './response-tag';
import { showScheduled } from './show-scheduled';

/**
 * The application's interview on the candidate overview: Set Interview while there is none (an
 * application has at most one), else its time in its zone (and the viewer's when that differs),
 * the candidate's answer, and Reschedule, the status, Delete and the .ics.
 */
export function InterviewPanel({ applicationId, jobId }: { applicationId: string; jobId: string | undefined }) {
  const { modal, message } = App.useApp();
  const interview = useQuery(applicationInterviewQuery(jobId, applicationId));
  const update = useUpdateInterview();
  const [open, setOpen] = useState(false);
  const current = interview.data ?? null;

  const act = (body: { interviewsstatus?: 'Completed' | 'Didnt appeared'; isDeleted?: true }, done: string) =>
    current &&
    update.mutateAsync({ id: current.id, ...body }).then(
      () => void message.success(done),
      (error) => void message.error(errorMessage(error)),
    );

  return (
    <Card
      title="Interview"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Button type="primary" disabled={Boolean(current) || interview.isLoading} onClick={() => setOpen(true)}>
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
          <Space wrap>
            <Button onClick={() => setOpen(true)}>Reschedule</Button>
            <Button onClick={() => act({ interviewsstatus: 'Completed' }, 'Marked completed')}>Mark Completed</Button>
            <Button onClick={() => act({ interviewsstatus: 'Didnt appeared' }, 'Marked as did not appear')}>
              Did not appear
            </Button>
            <Button href={interviewCalendarUrl(current.id)} download>
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
        </>
      ) : (
        <p style={{ margin: 0 }}>No interview scheduled yet.</p>
      )}
      <Modal
        title={current ? 'Reschedule Interview' : 'Schedule Interview'}
        open={open}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <InterviewForm
          applicationId={applicationId}
          interview={current}
          onCancel={() => setOpen(false)}
          onDone={(saved) => {
            setOpen(false);
            showScheduled(message, saved, Boolean(current));
          }}
        />
      </Modal>
    </Card>
  );
}
