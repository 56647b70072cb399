import {
  type CreateJobRequest,
  countryCode,
  DEFAULT_MATCHING,
  GENDERS,
  JOB_MESSAGES,
  type Job,
  jobTitleSchema,
  LIMITS,
  type MatchingCriteria,
  matchingTotal,
  targetIssues,
  type UpdateJobRequest,
  WORK_TYPES,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Slider, Space, Spin, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CityPicker, type CityPlace } from '#web/components/city-picker';
import { PageTitle } from '#web/components/page-title';
import { errorMessage } from '#web/lib/api';
import { useCurrentCompany } from '#web/lib/current-company';
import { applyServerErrors } from '#web/lib/form-errors';
import { useCurrentCompanyId } from '#web/lib/session';
import {
  ageSpecificationsQuery,
  educationsQuery,
  experiencesQuery,
  industriesQuery,
  professionSkillsQuery,
  professionsQuery,
} from '#web/lib/taxonomy';
import { zodRule } from '#web/lib/zod-rule';
import { jobQuery, useCreateJob, useUpdateJob } from '../api/jobs';
import { HiringCountriesSelect } from '../components/hiring-countries-select';
import { useWizardJobId } from '../components/use-wizard-job-id';
import './wizard.css';

type TargetValues = {
  jobTitle?: string;
  industryId?: string;
  professionId?: string;
  skillIds?: string[];
  professionalExperienceId?: string | null;
  educationIds?: string[];
  gender?: (typeof GENDERS)[number];
  ageSpecificationId?: string;
  workType?: (typeof WORK_TYPES)[number];
  place?: CityPlace | null;
  hiringCountries?: string[];
  matchingCriteria: MatchingCriteria;
  isDisable?: boolean;
};

const SLIDERS: [keyof MatchingCriteria, string][] = [
  ['educationPercentage', 'Education'],
  ['workExperiencePercentage', 'Work experience'],
  ['hardSkillsPercentage', 'Hard skills'],
  ['softSkillPercentage', 'Soft skills'],
];
/** Said under gender and age: kept on the job as the form asks, never used on candidates (docs/matching.md). */
const PROTECTED_NOTE = 'Kept on the job; never used to filter or score candidates.';

const FIELDS = [
  'jobTitle',
  'industryId',
  'professionId',
  'skillIds',
  'educationIds',
  'gender',
  'ageSpecificationId',
  'workType',
  'place',
  'city',
  'hiringCountries',
];

function toPayload(v: TargetValues): UpdateJobRequest {
  const remote = v.workType === 'Fully Remote';
  const place = remote ? null : (v.place ?? null);
  return {
    jobTitle: v.jobTitle ?? '',
    industryId: v.industryId,
    professionId: v.professionId,
    skillIds: v.skillIds ?? [],
    educationIds: v.educationIds ?? [],
    professionalExperienceId: v.professionalExperienceId ?? null,
    gender: v.gender,
    ageSpecificationId: v.ageSpecificationId,
    workType: v.workType,
    city: place?.city ?? null,
    country: place?.country ?? null,
    address: place ? `${place.city}, ${place.country}` : null,
    location: place ? { lat: place.lat ?? 0, lng: place.long ?? 0 } : null,
    hiringCountries: remote ? (v.hiringCountries ?? []) : [],
    matchingCriteria: v.matchingCriteria,
    isDisable: v.isDisable ?? false,
  };
}

function fromJob(job: Job): TargetValues {
  return {
    jobTitle: job.jobTitle,
    industryId: job.industryId ?? undefined,
    professionId: job.professionId ?? undefined,
    skillIds: job.skillIds ?? [],
    professionalExperienceId: job.professionalExperienceId ?? undefined,
    educationIds: job.educationIds ?? [],
    gender: (job.gender as TargetValues['gender']) ?? undefined,
    ageSpecificationId: job.ageSpecificationId ?? undefined,
    workType: (job.workType as TargetValues['workType']) ?? undefined,
    place:
      job.city && job.country
        ? { city: job.city, country: job.country, lat: job.location?.lat ?? 0, long: job.location?.lng ?? 0 }
        : null,
    hiringCountries: job.hiringCountries ?? [],
    matchingCriteria: job.matchingCriteria ?? DEFAULT_MATCHING,
    isDisable: job.isDisable ?? false,
  };
}

/** Wizard step 1: who the job is for. Continue saves the Draft (create or edit). */
export function CreateJobTargetPage() {
  const { jobId, go } = useWizardJobId();
  const companyId = useCurrentCompanyId();
  const company = useCurrentCompany();
  const job = useQuery(jobQuery(jobId));
  const [form] = Form.useForm<TargetValues>();
  const values = (Form.useWatch([], form) ?? {}) as TargetValues;
  const industries = useQuery(industriesQuery);
  const professions = useQuery(professionsQuery(values.industryId));
  const skills = useQuery(professionSkillsQuery(values.professionId));
  const educations = useQuery(educationsQuery);
  const experiences = useQuery(experiencesQuery);
  const ages = useQuery(ageSpecificationsQuery);
  const create = useCreateJob();
  const update = useUpdateJob();
  const [formError, setFormError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(!jobId);

  useEffect(() => {
    if (job.data && !loaded) {
      form.setFieldsValue(fromJob(job.data));
      setLoaded(true);
    }
  }, [job.data, loaded, form]);

  const payload = useMemo(
    () => toPayload({ ...values, matchingCriteria: values.matchingCriteria ?? DEFAULT_MATCHING }),
    [values],
  );
  const issues = targetIssues(payload);
  const total = matchingTotal(values.matchingCriteria ?? DEFAULT_MATCHING);
  const remote = values.workType === 'Fully Remote';
  const officeCountries = [
    ...new Set((company.data?.address ?? []).map((o) => countryCode(o.country)).filter((c): c is string => Boolean(c))),
  ];

  if (jobId && job.isError) return <Alert type="error" showIcon title={errorMessage(job.error)} />;
  if (jobId && !loaded) return <Spin fullscreen={false} />;

  const onFinish = async () => {
    setFormError(null);
    try {
      const saved = jobId
        ? await update.mutateAsync({ jobId, ...payload })
        : await create.mutateAsync({ companyId: companyId ?? '', ...(payload as CreateJobRequest) });
      go('/create-job/job-details', saved.id);
    } catch (error) {
      const mapped = applyServerErrors(form, error, FIELDS);
      setFormError(mapped);
    }
  };

  return (
    <div className="td-wizard">
      <PageTitle subtitle="Step 1 of 3: target candidates">{jobId ? 'Edit job' : 'Create a job'}</PageTitle>
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ matchingCriteria: DEFAULT_MATCHING, isDisable: false, skillIds: [], educationIds: [] }}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<TargetValues>) => {
          if ('industryId' in changed) form.setFieldsValue({ professionId: undefined, skillIds: [] });
          if ('professionId' in changed) form.setFieldsValue({ skillIds: [] });
          if ('workType' in changed) form.setFieldsValue({ place: null });
          // A job turned fully remote hires, unless the company says otherwise, where its offices are.
          if (changed.workType === 'Fully Remote' && !form.getFieldValue('hiringCountries')?.length) {
            form.setFieldsValue({ hiringCountries: officeCountries });
          }
        }}
      >
        <Form.Item name="jobTitle" label="Job title" rules={[zodRule(jobTitleSchema)]}>
          <Input maxLength={LIMITS.jobTitleMax} showCount placeholder="e.g. Senior Frontend Developer" />
        </Form.Item>
        <div className="td-wizard__grid">
          <Form.Item name="industryId" label="Category" rules={[{ required: true, message: JOB_MESSAGES.categoryRequired }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={industries.isLoading}
              placeholder="Select a category"
              options={industries.data?.map((i) => ({ value: i.id, label: i.industryName }))}
            />
          </Form.Item>
          <Form.Item
            name="professionId"
            label="Speciality"
            rules={[{ required: true, message: JOB_MESSAGES.specialityRequired }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!values.industryId}
              loading={professions.isLoading}
              placeholder="Select a speciality"
              options={professions.data?.map((p) => ({ value: p.id, label: p.professionName }))}
            />
          </Form.Item>
        </div>
        <Form.Item
          name="skillIds"
          label="Skills"
          rules={[{ required: true, type: 'array', min: 1, message: JOB_MESSAGES.skillsRequired }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!values.professionId}
            loading={skills.isLoading}
            placeholder="Select the skills"
            options={['hard', 'soft'].map((type) => ({
              label: type === 'hard' ? 'Hard skills' : 'Soft skills',
              title: type,
              options: (skills.data ?? []).filter((s) => s.skillType === type).map((s) => ({ value: s.id, label: s.skillName })),
            }))}
          />
        </Form.Item>
        <div className="td-wizard__grid">
          <Form.Item name="professionalExperienceId" label="Professional experience">
            <Select
              allowClear
              placeholder="Any experience"
              options={experiences.data?.map((e) => ({ value: e.id, label: e.experience }))}
            />
          </Form.Item>
          <Form.Item
            name="educationIds"
            label="Education"
            rules={[{ required: true, type: 'array', min: 1, message: JOB_MESSAGES.educationRequired }]}
          >
            <Select
              mode="multiple"
              placeholder="Select the education"
              options={educations.data?.map((e) => ({ value: e.id, label: e.educationName }))}
            />
          </Form.Item>
          <Form.Item
            name="gender"
            label="Gender"
            extra={PROTECTED_NOTE}
            rules={[{ required: true, message: JOB_MESSAGES.genderRequired }]}
          >
            <Radio.Group options={GENDERS.map((g) => ({ value: g, label: g }))} />
          </Form.Item>
          <Form.Item
            name="ageSpecificationId"
            label="Age"
            extra={PROTECTED_NOTE}
            rules={[{ required: true, message: JOB_MESSAGES.ageRequired }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select the age bracket"
              options={ages.data?.map((a) => ({ value: a.id, label: a.ageRange }))}
            />
          </Form.Item>
          <Form.Item name="workType" label="Work type" rules={[{ required: true, message: JOB_MESSAGES.workTypeRequired }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select the work type"
              options={WORK_TYPES.map((w) => ({ value: w, label: w }))}
            />
          </Form.Item>
          {values.workType && !remote ? (
            <Form.Item name="place" label="Location" rules={[{ required: true, message: JOB_MESSAGES.locationRequired }]}>
              <CityPicker />
            </Form.Item>
          ) : null}
          {remote ? (
            <Form.Item name="hiringCountries" label="Hiring from" extra="Optional: the countries candidates may work from.">
              <HiringCountriesSelect />
            </Form.Item>
          ) : null}
        </div>
        <fieldset className="td-wizard__sliders">
          <legend>Matching criteria</legend>
          {SLIDERS.map(([key, label]) => (
            <Form.Item key={key} name={['matchingCriteria', key]} label={`${label} (${values.matchingCriteria?.[key] ?? 0}%)`}>
              <Slider min={0} max={100} step={1} ariaLabelForHandle={`${label} weight`} />
            </Form.Item>
          ))}
          <p className={total === 100 ? 'td-wizard__total' : 'td-wizard__total td-wizard__total--warning'} role="status">
            Total: {total}% {total === 100 ? '' : `— ${JOB_MESSAGES.matchingTotal}`}
          </p>
        </fieldset>
        <Form.Item
          name="isDisable"
          label="Differently-abled candidates"
          valuePropName="checked"
          extra={`Include them up: the job then says “${JOB_MESSAGES.welcomesDifferentlyAbled}” Matching never uses it.`}
        >
          <Switch aria-label="Include them up" />
        </Form.Item>
        <Space>
          <Button onClick={() => go('/job-openings', undefined)}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={issues.length > 0} loading={create.isPending || update.isPending}>
            Continue
          </Button>
        </Space>
      </Form>
    </div>
  );
}
