import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPANY_BENEFITS,
  type CompanyResponse,
  LIMITS,
  landingPathFor,
  listedZones,
  MESSAGES,
  NUMBER_OF_EMPLOYEES,
  officeSchema,
  updateCompanyRequestSchema,
  zoneWithOffset,
} from '@talentdeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, type FormRule, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CityPicker, type CityPlace } from '#web/components/city-picker';
import { ImageUpload } from '#web/components/image-upload';
import { ApiError } from '#web/lib/api';
import { applyServerErrors } from '#web/lib/form-errors';
import { meQuery } from '#web/lib/session';
import { zodRule } from '#web/lib/zod-rule';
import { useUpdateCompany } from '../api/update-company';
import './business-profile-form.css';
import { FormAlert } from '#web/components/form-alert';

type OfficeValues = { office?: string; place?: CityPlace | null };
type FormValues = {
  companyName: string;
  slug: string;
  about?: string;
  companyLogo?: string | null;
  website?: string;
  facebookProfile?: string;
  instagramProfile?: string;
  twitterProfile?: string;
  linkedinProfile?: string;
  noOfEmployees: (typeof NUMBER_OF_EMPLOYEES)[number];
  companyBenefits: (typeof COMPANY_BENEFITS)[number];
  companyAge?: Dayjs | null;
  phoneNumber?: string;
  address: OfficeValues[];
  /** The zone chosen, or FOLLOW_OFFICE. */
  timeZone: string;
};

const shape = updateCompanyRequestSchema.shape;
const FIELD_NAMES = Object.keys(shape);
const LINKS = [
  { name: 'website', label: 'Website', placeholder: 'https://www.example.com' },
  { name: 'linkedinProfile', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
  { name: 'facebookProfile', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { name: 'instagramProfile', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { name: 'twitterProfile', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
] as const;

/** A rule from a shared schema that leaves an empty optional field alone. */
const optionalRule = (schema: Parameters<typeof zodRule>[0]): FormRule => ({
  validator: async (rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    await (zodRule(schema) as { validator: (r: unknown, v: unknown) => Promise<void> }).validator(rule, value);
  },
});

type ZoneOption = { value: string; label: string };

/** The time zone option that chooses none: the company's clock follows its first office (sent as null). */
const FOLLOW_OFFICE = '';

function initialValues(company: CompanyResponse): FormValues {
  return {
    companyName: company.companyName,
    slug: company.slug,
    about: company.about ?? '',
    companyLogo: company.companyLogo,
    website: company.website ?? '',
    facebookProfile: company.facebookProfile ?? '',
    instagramProfile: company.instagramProfile ?? '',
    twitterProfile: company.twitterProfile ?? '',
    linkedinProfile: company.linkedinProfile ?? '',
    noOfEmployees: company.noOfEmployees,
    companyBenefits: company.companyBenefits,
    companyAge: company.companyAge ? dayjs().year(company.companyAge).startOf('year') : null,
    phoneNumber: company.phoneNumber ?? '',
    address:
      company.address.length > 0
        ? company.address.map((a) => ({
            office: a.office,
            place: { city: a.city, country: a.country, lat: a.lat, long: a.long },
          }))
        : [{ office: '', place: null }],
    timeZone: company.timeZoneChosen ? company.timeZone : FOLLOW_OFFICE,
  };
}

/**
 * Every zone the browser lists, and UTC, each with its offset now ("Europe/Berlin (UTC+01:00)"); the
 * saved one too if this browser spells it differently.
 */
function zoneOptions(saved: string | null | undefined): ZoneOption[] {
  const zones = [...listedZones()];
  if (saved && !zones.includes(saved)) zones.unshift(saved);
  const now = new Date();
  return zones.map((zone) => ({ value: zone, label: zoneWithOffset(zone, now) }));
}

/** "mexico city" finds America/Mexico_City: the search reads underscores as spaces, in any case. */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');
const zoneMatches = (input: string, option?: ZoneOption) => searchable(option?.label ?? '').includes(searchable(input.trim()));

/** The company's public careers page, where its published jobs are listed. */
const careersHref = (slug: string) => `/careers/${encodeURIComponent(slug)}`;

const empty = (v: string | undefined) => (v?.trim() ? v.trim() : null);

function toRequest(values: FormValues) {
  return {
    companyName: values.companyName,
    slug: values.slug.trim(),
    about: empty(values.about),
    companyLogo: values.companyLogo ?? null,
    website: empty(values.website),
    facebookProfile: empty(values.facebookProfile),
    instagramProfile: empty(values.instagramProfile),
    twitterProfile: empty(values.twitterProfile),
    linkedinProfile: empty(values.linkedinProfile),
    noOfEmployees: values.noOfEmployees,
    companyBenefits: values.companyBenefits,
    companyAge: values.companyAge ? values.companyAge.year() : null,
    phoneNumber: empty(values.phoneNumber),
    // Only offices with both a city and a country are sent.
    address: (values.address ?? [])
      .filter((a) => a.place?.city && a.place.country)
      .map((a) => ({
        office: (a.office ?? '').trim(),
        city: a.place?.city as string,
        country: a.place?.country as string,
        lat: a.place?.lat ?? null,
        long: a.place?.long ?? null,
      })),
    timeZone: values.timeZone === FOLLOW_OFFICE ? null : values.timeZone,
  };
}

/** Enter in a text field must not submit the form (it also picks autocomplete options). */
function blockEnterSubmit(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

type BusinessProfileFormProps = { company: CompanyResponse; mode: 'create' | 'update' };

/** Every Company field of the specification; shared by /companydetails and the settings page. */
export function BusinessProfileForm({ company, mode }: BusinessProfileFormProps) {
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateCompany();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const currentYear = new Date().getFullYear();
  // Built once: 400-odd zones, each with its offset today.
  const [zones] = useState(() => zoneOptions(company.timeZoneChosen ? company.timeZone : null));
  // The default as the server reads it (from the saved offices): the first office's zone, else UTC.
  const officeZone = company.address[0]?.timeZone;
  const defaultLabel = officeZone ? `First office: ${zoneWithOffset(officeZone)}` : `Default: ${zoneWithOffset('UTC')}`;
  const zoneChoices = useMemo(() => [{ value: FOLLOW_OFFICE, label: defaultLabel }, ...zones], [defaultLabel, zones]);

  const onFinish = (values: FormValues) => {
    setOutcome(null);
    update.mutate(
      { companyId: company.id, ...toRequest(values) },
      {
        onSuccess: () => {
          if (mode === 'update') {
            setOutcome({ type: 'success', message: MESSAGES.businessProfileSaved });
            return;
          }
          const me = queryClient.getQueryData(meQuery.queryKey) ?? null;
          navigate(landingPathFor(me) ?? '/dashboard', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            applyServerErrors(form, error, FIELD_NAMES);
            setOutcome({ type: 'error', message: MESSAGES.validationFailed });
          } else if (error instanceof ApiError && error.isNetworkError) {
            setOutcome({ type: 'error', message: MESSAGES.noInternet });
          } else {
            setOutcome({ type: 'error', message: MESSAGES.somethingWentWrong });
          }
        },
      },
    );
  };

  return (
    <div onKeyDownCapture={blockEnterSubmit} className="td-business-profile">
      <FormAlert
        className="td-business-profile__alert"
        message={outcome?.message}
        type={outcome?.type}
        onClose={() => setOutcome(null)}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(company)}
        onFinish={onFinish}
        onFinishFailed={() => setOutcome({ type: 'error', message: MESSAGES.validationFailed })}
        disabled={update.isPending}
        scrollToFirstError
      >
        <Form.Item label="Company logo" name="companyLogo">
          <ImageUpload subject="logo" />
        </Form.Item>
        <div className="td-business-profile__grid">
          <Form.Item label="Company name" name="companyName" rules={[zodRule(shape.companyName)]} required>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Phone number" name="phoneNumber" rules={[optionalRule(shape.phoneNumber)]}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
          <Form.Item label="Number of employees" name="noOfEmployees">
            <Select options={NUMBER_OF_EMPLOYEES.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          <Form.Item label="Company benefits" name="companyBenefits">
            <Select options={COMPANY_BENEFITS.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          <Form.Item label="Year established" name="companyAge">
            <DatePicker
              picker="year"
              className="td-business-profile__year"
              disabledDate={(d) => d.year() > currentYear}
              placeholder="Select a year"
            />
          </Form.Item>
        </div>
        <Form.Item
          label="Careers page address"
          name="slug"
          rules={[zodRule(shape.slug)]}
          required
          extra={
            // The saved address (a plain link: the careers page is rendered by the server).
            <a href={careersHref(update.data?.slug ?? company.slug)} target="_blank" rel="noopener">
              View your careers page
            </a>
          }
        >
          <Input addonBefore={`${window.location.host}/careers/`} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item label="About the company" name="about" rules={[{ max: LIMITS.aboutMax }]}>
          <Input.TextArea rows={4} showCount maxLength={LIMITS.aboutMax} />
        </Form.Item>
        <div className="td-business-profile__grid">
          {LINKS.map((link) => (
            <Form.Item key={link.name} label={link.label} name={link.name} rules={[optionalRule(shape[link.name])]}>
              <Input inputMode="url" placeholder={link.placeholder} />
            </Form.Item>
          ))}
        </div>

        <fieldset className="td-business-profile__offices">
          <legend>Offices</legend>
          <Form.List name="address">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div key={field.key} className="td-business-profile__office">
                    <Form.Item
                      label={`Office ${index + 1} address`}
                      name={[field.name, 'office']}
                      rules={[zodRule(officeSchema.shape.office)]}
                      required
                    >
                      <Input autoComplete="address-line1" />
                    </Form.Item>
                    <Form.Item
                      label={`Office ${index + 1} city`}
                      name={[field.name, 'place']}
                      rules={[{ required: true, message: MESSAGES.cityRequired }]}
                      required
                    >
                      <CityPicker />
                    </Form.Item>
                    <Button
                      className="td-business-profile__remove"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={`Remove office ${index + 1}`}
                    />
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ office: '', place: null })}
                  disabled={fields.length >= LIMITS.officesMax}
                >
                  Add office
                </Button>
                {fields.length >= LIMITS.officesMax ? (
                  <p className="td-business-profile__hint">{MESSAGES.tooManyOffices}</p>
                ) : null}
              </>
            )}
          </Form.List>
        </fieldset>

        <Form.Item
          className="td-business-profile__zone"
          label="Time zone"
          name="timeZone"
          rules={[optionalRule(shape.timeZone)]}
          extra="Interviews are scheduled on this clock by default. Unless you pick one, it is your first office’s time zone, or UTC without an office."
        >
          <Select showSearch={{ filterOption: zoneMatches }} options={zoneChoices} />
        </Form.Item>

        <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
          {mode === 'update' ? 'Update Business Profile' : 'Create Business Profile'}
        </Button>
      </Form>
    </div>
  );
}
