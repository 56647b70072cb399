import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CURRENCIES,
  detailsIssues,
  JOB_MESSAGES,
  JOB_TYPES,
  LIMITS,
  SALARY_TYPES,
  salaryIssues,
  type UpdateJobRequest,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { applyServerErrors } from '#web/lib/form-errors';
import { useWarnBeforeUnload } from '#web/lib/use-warn-before-unload';
import { jobQuery, useUpdateJob } from '../api/jobs';
import { CustomQuestions } from '../components/custom-questions';
import { DescriptionEditor } from '../components/description-editor';
import { useWizardJobId } from '../components/use-wizard-job-id';
import './wizard.css';

type DetailsValues = Required<Pick<UpdateJobRequest, 'currency' | 'salaryType' | 'numberOfHiring'>> &
  Pick<UpdateJobRequest, 'jobDescription' | 'jobType' | 'minimumSalary' | 'maximumSalary'>;

const FIELDS = ['jobDescription', 'jobType', 'currency', 'salaryType', 'minimumSalary', 'maximumSalary', 'numberOfHiring'];
const stashKey = (jobId: string) => `td-job-details-${jobId}`;
const thousands = (v: number | string | undefined) =>
  v === undefined || v === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
// Every digit typed is kept (and shown grouped): a number too long is said, never cut short.
const digits = (v: string | undefined) => Number((v ?? '').replace(/[^\d]/g, '').slice(0, 15)) as unknown as number;

function HiresCounter({ id, value = 1, onChange }: { id?: string; value?: number; onChange?: (n: number) => void }) {
  return (
    <Space.Compact>
      <Button
        aria-label="Fewer hires"
        icon={<MinusOutlined />}
        disabled={value <= LIMITS.hiresMin}
        onClick={() => onChange?.(Math.max(LIMITS.hiresMin, value - 1))}
      />
      <InputNumber
        id={id}
        min={LIMITS.hiresMin}
        max={10_000}
        precision={0}
        value={value}
        onChange={(n) => onChange?.(Math.max(LIMITS.hiresMin, Number(n) || LIMITS.hiresMin))}
      />
      <Button aria-label="More hires" icon={<PlusOutlined />} onClick={() => onChange?.(value + 1)} />
    </Space.Compact>
  );
}

/** Wizard step 2: the description, pay, hires and screening questions. */
export function CreateJobDetailsPage() {
  const { jobId, go } = useWizardJobId();
  const job = useQuery(jobQuery(jobId));
  const [form] = Form.useForm<DetailsValues>();
  const values = (Form.useWatch([], form) ?? {}) as DetailsValues;
  const save = useUpdateJob();
  const [formError, setFormError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Changes not saved yet are kept in the tab as they are typed: leaving the step, for another
  // screen or by a reload, and coming back finds them; closing the tab asks first.
  const [unsaved, setUnsaved] = useState(false);
  useWarnBeforeUnload(unsaved);

  useEffect(() => {
    if (!job.data || loaded || !jobId) return;
    const stashed = sessionStorage.getItem(stashKey(jobId));
    const fromServer: DetailsValues = {
      jobDescription: job.data.jobDescription ?? '',
      jobType: (job.data.jobType as DetailsValues['jobType']) ?? undefined,
      currency: (job.data.currency as DetailsValues['currency']) ?? 'USD',
      salaryType: (job.data.salaryType as DetailsValues['salaryType']) ?? 'Monthly',
      minimumSalary: job.data.minimumSalary ?? undefined,
      maximumSalary: job.data.maximumSalary ?? undefined,
      numberOfHiring: job.data.numberOfHiring ?? 1,
    };
    form.setFieldsValue(stashed ? { ...fromServer, ...(JSON.parse(stashed) as DetailsValues) } : fromServer);
    setUnsaved(stashed !== null);
    setLoaded(true);
  }, [job.data, loaded, jobId, form]);

  if (!jobId) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Start with the first step"
        action={<Button onClick={() => go('/create-job/target', undefined)}>Create a job</Button>}
      />
    );
  }
  if (job.isError) return <Alert type="error" showIcon title={errorMessage(job.error)} />;
  if (!loaded) return <Spin />;

  const ready = detailsIssues(values).length === 0;
  const salaryError = (field: 'minimumSalary' | 'maximumSalary') =>
    salaryIssues(values).find((issue) => issue.field === field)?.message;
  // Why 'Review this job' is not available yet, said beside it.
  const missing = detailsIssues(values)[0]?.message;

  const onFinish = async () => {
    if (!jobId) return;
    setFormError(null);
    try {
      await save.mutateAsync({
        jobId,
        ...values,
        minimumSalary: values.minimumSalary ?? null,
        maximumSalary: values.maximumSalary ?? null,
      });
      sessionStorage.removeItem(stashKey(jobId));
      setUnsaved(false);
      go('/create-job/summary');
    } catch (error) {
      setFormError(applyServerErrors(form, error, FIELDS));
    }
  };

  return (
    <div className="td-wizard">
      <PageTitle subtitle="Step 2 of 3: job details">{job.data?.jobTitle ?? 'Job details'}</PageTitle>
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      {unsaved ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title="Changes not saved yet: they are kept in this tab and saved when you review the job."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={() => {
          sessionStorage.setItem(stashKey(jobId), JSON.stringify(form.getFieldsValue()));
          setUnsaved(true);
        }}
        initialValues={{ currency: 'USD', salaryType: 'Monthly', numberOfHiring: 1 }}
      >
        <Form.Item label={<span id="td-description-label">Job description</span>} name="jobDescription" required>
          <DescriptionEditor labelledBy="td-description-label" />
        </Form.Item>
        <div className="td-wizard__grid">
          <Form.Item name="jobType" label="Job type" rules={[{ required: true, message: JOB_MESSAGES.jobTypeRequired }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select the job type"
              options={JOB_TYPES.map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
          <Form.Item name="currency" label="Currency">
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="salaryType" label="Salary type">
            <Radio.Group options={SALARY_TYPES.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
          <Form.Item name="numberOfHiring" label="Hires">
            <HiresCounter />
          </Form.Item>
          {(
            [
              ['minimumSalary', 'Minimum salary'],
              ['maximumSalary', 'Maximum salary'],
            ] as const
          ).map(([name, label]) => (
            <Form.Item
              key={name}
              name={name}
              label={label}
              validateStatus={salaryError(name) ? 'error' : undefined}
              help={salaryError(name)}
            >
              <InputNumber style={{ width: '100%' }} min={0} precision={0} formatter={thousands} parser={digits} />
            </Form.Item>
          ))}
        </div>
        <CustomQuestions jobId={jobId} />
        <Space style={{ marginTop: 24 }}>
          <Button
            onClick={() => {
              sessionStorage.setItem(stashKey(jobId), JSON.stringify(form.getFieldsValue()));
              go('/create-job/target');
            }}
          >
            Back
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!ready}
            loading={save.isPending}
            aria-describedby={ready ? undefined : 'td-review-blocked'}
          >
            Review this job
          </Button>
          {ready ? null : (
            <span id="td-review-blocked" className="td-wizard__blocked">
              {missing}
            </span>
          )}
        </Space>
      </Form>
    </div>
  );
}
