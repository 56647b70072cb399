import {
  CONVERSATION_MESSAGES,
  type CompanyInterview,
  INTERVIEW_DURATIONS_MINUTES,
  INTERVIEW_TYPES,
  type InterviewRequest,
  isInterviewUrl,
} from '@talentdeck/shared';
import { Alert, Button, DatePicker, Form, Input, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useCurrentCompany } from '#web/lib/current-company';
import { applyServerErrors } from '#web/lib/form-errors';
import { type ScheduledInterview, useScheduleInterview } from '#web/lib/interviews';

type Values = {
  date?: Dayjs;
  startTime?: Dayjs;
  endTime: number;
  interviewType: (typeof INTERVIEW_TYPES)[number];
  location?: string;
  link?: string;
  timeZone?: string;
};

const FIELDS = ['date', 'startTime', 'endTime', 'interviewType', 'location', 'link', 'timeZone'] as const;

/** Every zone the browser knows, for a Remote interview's clock. */
const ZONE_OPTIONS = Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));

type Props = {
  /** The application to schedule for; ignored when rescheduling. */
  applicationId?: string;
  /** Rescheduling: the interview whose values the form starts from. */
  interview?: CompanyInterview | null;
  onDone: (saved: ScheduledInterview) => void;
  onCancel?: () => void;
};

/**
 * Date, start time, duration and type of an interview. The rules mirror the server's
 * (interviewRequestSchema): no past day, a listed duration, an office for In-office and a valid
 * link for Remote. Date and time are on the interview's clock (decision 28): an In-office
 * interview's office's, a Remote one's the zone picked here (the company's to start with); the
 * server stores the instant.
 */
export function InterviewForm({ applicationId, interview, onDone, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const company = useCurrentCompany();
  const schedule = useScheduleInterview();
  const [formError, setFormError] = useState<string | null>(null);
  const type = Form.useWatch('interviewType', form) ?? interview?.interviewType ?? 'In-office';
  const addresses = company.data?.address ?? [];
  const offices = [...new Set(addresses.map((a) => a.city).filter(Boolean))];
  // The company's clock as the server answers it: the zone chosen on its business profile, else its first office's.
  const companyZone = company.data?.timeZone ?? addresses[0]?.timeZone ?? 'UTC';
  const location = Form.useWatch('location', form);
  const officeZone = location ? (addresses.find((a) => a.city === location)?.timeZone ?? companyZone) : undefined;

  // A new Remote interview starts on the company's clock once the company is known.
  useEffect(() => {
    if (company.data && !form.getFieldValue('timeZone')) form.setFieldValue('timeZone', companyZone);
  }, [company.data, companyZone, form]);

  const initialValues: Values = interview
    ? {
        date: dayjs(interview.date),
        startTime: dayjs(`${interview.date}T${interview.startTime}`),
        endTime: interview.duration,
        interviewType: interview.interviewType,
        location: interview.location ?? undefined,
        link: interview.link ?? undefined,
        timeZone: interview.timeZone,
      }
    : { endTime: 30, interviewType: 'In-office' };

  const submit = (values: Values) => {
    setFormError(null);
    const body: InterviewRequest = {
      date: (values.date as Dayjs).format('YYYY-MM-DD'),
      startTime: (values.startTime as Dayjs).format('HH:mm'),
      endTime: values.endTime,
      interviewType: values.interviewType,
      ...(values.interviewType === 'Remote'
        ? { link: values.link?.trim(), location: null, timeZone: values.timeZone ?? companyZone }
        : { location: values.location, link: null }),
    } as InterviewRequest;
    schedule.mutate(
      { applicationId, interviewId: interview?.id, body },
      {
        onSuccess: onDone,
        onError: (error) => setFormError(applyServerErrors(form, error, FIELDS)),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional">
      {formError ? <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="date"
        label="Date"
        extra={
          type === 'Remote'
            ? 'On the clock of the time zone below'
            : officeZone
              ? `In the office's time zone (${officeZone})`
              : "In the office's time zone"
        }
        rules={[{ required: true, message: CONVERSATION_MESSAGES.dateFormat }]}
      >
        <DatePicker
          style={{ width: '100%' }}
          format="YYYY-MM-DD"
          // Days before today cannot be picked (specification, section 5); the server refuses them too.
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        />
      </Form.Item>
      <Form.Item name="startTime" label="Start time" rules={[{ required: true, message: CONVERSATION_MESSAGES.timeFormat }]}>
        <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={5} needConfirm={false} />
      </Form.Item>
      <Form.Item name="endTime" label="Duration" rules={[{ required: true, message: CONVERSATION_MESSAGES.duration }]}>
        <Select options={INTERVIEW_DURATIONS_MINUTES.map((m) => ({ value: m, label: `${m} minutes` }))} />
      </Form.Item>
      <Form.Item name="interviewType" label="Type">
        <Radio.Group options={INTERVIEW_TYPES.map((t) => ({ value: t, label: t }))} />
      </Form.Item>
      {type === 'Remote' ? (
        <>
          <Form.Item
            name="link"
            label="Meeting link"
            rules={[
              {
                validator: (_, value?: string) =>
                  value && isInterviewUrl(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(CONVERSATION_MESSAGES.validUrl)),
              },
            ]}
          >
            <Input type="url" placeholder="https://" />
          </Form.Item>
          <Form.Item name="timeZone" label="Time zone" rules={[{ required: true, message: CONVERSATION_MESSAGES.timeZone }]}>
            <Select showSearch optionFilterProp="label" options={ZONE_OPTIONS} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="location" label="Office" rules={[{ required: true, message: CONVERSATION_MESSAGES.locationRequired }]}>
          <Select loading={company.isLoading} options={offices.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      )}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <Button type="primary" htmlType="submit" loading={schedule.isPending}>
          {interview ? 'Reschedule' : 'Schedule'}
        </Button>
      </div>
    </Form>
  );
}
