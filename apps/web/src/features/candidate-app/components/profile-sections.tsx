import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  calendarDate,
  candidateCertificateInputSchema,
  candidateEducationInputSchema,
  candidatePortfolioInputSchema,
  candidateWorkExperienceInputSchema,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, type FormRule, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { educationsQuery } from '#web/lib/taxonomy';
import { zodRule } from '#web/lib/zod-rule';
import { DateInput } from './date-input';

/** A rule from a shared schema that leaves an empty optional field alone. */
export const optionalRule = (schema: Parameters<typeof zodRule>[0]): FormRule => ({
  validator: async (rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    await (zodRule(schema) as { validator: (r: unknown, v: unknown) => Promise<void> }).validator(rule, value);
  },
});

type Field = { key: number; name: number };

type SectionListProps = {
  /** The list's name in the form and the PUT body, e.g. "educations". */
  name: string;
  title: string;
  /** One entry's name, e.g. "education": "Add education", "Education 2". */
  noun: string;
  empty: string;
  newEntry: Record<string, unknown>;
  children: (field: Field, index: number) => ReactNode;
};

/** One section of entries (educations, experiences, ...): add, edit in place, remove; at most 20. */
function SectionList({ name, title, noun, empty, newEntry, children }: SectionListProps) {
  const titleId = `${name}-title`;
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <section className="td-candidate-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <p>{empty}</p> : null}
            {fields.map((field, index) => (
              <fieldset key={field.key} className="td-candidate-entry">
                <legend>
                  {capital} {index + 1}
                </legend>
                <div className="td-candidate-grid">{children(field, index)}</div>
                <Button
                  className="td-candidate-entry__remove"
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={`Remove ${noun} ${index + 1}`}
                >
                  Remove
                </Button>
              </fieldset>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newEntry)}
              disabled={fields.length >= CANDIDATE_LIMITS.sectionItemsMax}
            >
              Add {noun}
            </Button>
            {fields.length >= CANDIDATE_LIMITS.sectionItemsMax ? <p>{CANDIDATE_MESSAGES.tooManyItems}</p> : null}
          </>
        )}
      </Form.List>
    </section>
  );
}

const edu = candidateEducationInputSchema.shape;
const work = candidateWorkExperienceInputSchema.shape;
const cert = candidateCertificateInputSchema.shape;
const folio = candidatePortfolioInputSchema.shape;
const date = calendarDate();

export function EducationSection() {
  const educations = useQuery(educationsQuery);
  return (
    <SectionList
      name="educations"
      title="Education"
      noun="education"
      empty="No education added yet."
      newEntry={{ nameOfDegree: '', institute: '', to: null }}
    >
      {(field, i) => (
        <>
          <Form.Item
            label="Education level"
            name={[field.name, 'educationId']}
            rules={[{ required: true, message: 'Please choose the education level' }]}
            required
          >
            <Select
              placeholder="Choose a level"
              loading={educations.isPending}
              options={(educations.data ?? []).map((e) => ({ value: e.id, label: e.educationName }))}
              aria-label={`Education ${i + 1} level`}
            />
          </Form.Item>
          <Form.Item label="Degree" name={[field.name, 'nameOfDegree']} rules={[zodRule(edu.nameOfDegree)]} required>
            <Input placeholder="e.g. BSc Computer Science" />
          </Form.Item>
          <Form.Item label="Institute" name={[field.name, 'institute']} rules={[zodRule(edu.institute)]} required>
            <Input />
          </Form.Item>
          <Form.Item label="Completed on" name={[field.name, 'to']} rules={[optionalRule(date)]}>
            <DateInput />
          </Form.Item>
        </>
      )}
    </SectionList>
  );
}

export function WorkExperienceSection() {
  return (
    <SectionList
      name="workExperiences"
      title="Work experience"
      noun="work experience"
      empty="No work experience added yet."
      newEntry={{ jobTitle: '', companyName: '', from: null, to: null }}
    >
      {(field) => (
        <>
          <Form.Item label="Job title" name={[field.name, 'jobTitle']} rules={[zodRule(work.jobTitle)]} required>
            <Input />
          </Form.Item>
          <Form.Item label="Company" name={[field.name, 'companyName']} rules={[zodRule(work.companyName)]} required>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="From" name={[field.name, 'from']} rules={[zodRule(work.from)]} required>
            <DateInput pastOnly />
          </Form.Item>
          <Form.Item
            label="To"
            name={[field.name, 'to']}
            dependencies={[['workExperiences', field.name, 'from']]}
            extra="Leave empty while you work there."
            rules={[
              optionalRule(date),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | null) => {
                  const from = getFieldValue(['workExperiences', field.name, 'from']) as string | null;
                  if (value && from && value < from) throw new Error(CANDIDATE_MESSAGES.datesOrder);
                },
              }),
            ]}
          >
            <DateInput />
          </Form.Item>
        </>
      )}
    </SectionList>
  );
}

export function CertificateSection() {
  return (
    <SectionList
      name="certificates"
      title="Certificates"
      noun="certificate"
      empty="No certificate added yet."
      newEntry={{ nameOfCertificate: '', institute: '', to: null }}
    >
      {(field) => (
        <>
          <Form.Item
            label="Certificate"
            name={[field.name, 'nameOfCertificate']}
            rules={[zodRule(cert.nameOfCertificate)]}
            required
          >
            <Input />
          </Form.Item>
          <Form.Item label="Issued by" name={[field.name, 'institute']} rules={[zodRule(cert.institute)]} required>
            <Input />
          </Form.Item>
          <Form.Item label="Obtained on" name={[field.name, 'to']} rules={[optionalRule(date)]}>
            <DateInput />
          </Form.Item>
        </>
      )}
    </SectionList>
  );
}

export function PortfolioSection() {
  return (
    <SectionList
      name="portfolios"
      title="Portfolio"
      noun="project"
      empty="No project added yet."
      newEntry={{ projectName: '', projectType: '', url: '' }}
    >
      {(field) => (
        <>
          <Form.Item label="Project" name={[field.name, 'projectName']} rules={[zodRule(folio.projectName)]} required>
            <Input />
          </Form.Item>
          <Form.Item label="Type" name={[field.name, 'projectType']} rules={[optionalRule(folio.projectType)]}>
            <Input placeholder="e.g. Web app, Research" />
          </Form.Item>
          <Form.Item label="Link" name={[field.name, 'url']} rules={[optionalRule(folio.url)]}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        </>
      )}
    </SectionList>
  );
}
