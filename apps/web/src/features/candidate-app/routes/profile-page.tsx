import {
  CANDIDATE_GENDERS,
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateProfile,
  candidateJobCriteriaSchema,
  candidateProfileRequestSchema,
  LIMITS,
  MESSAGES,
  PASS_MARK,
  PROFILE_RANK_POINTS,
  PROFILE_RANK_RULES,
  profileRankParts,
  WORK_TYPES,
} from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Progress, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { CityPicker } from '#web/components/city-picker';
import { FormAlert } from '#web/components/form-alert';
import { ImageUpload } from '#web/components/image-upload';
import { LoadError } from '#web/components/load-error';
import { PageTitle } from '#web/components/page-title';
import { ApiError } from '#web/lib/api';
import { useWarnBeforeUnload } from '#web/lib/use-warn-before-unload';
import { zodRule } from '#web/lib/zod-rule';
import { candidateProfileQuery, useSaveCandidateProfile } from '../api/profile';
import { testsQuery } from '../api/tests';
import { DateInput } from '../components/date-input';
import { DeleteAccount } from '../components/delete-account';
import { Discoverability } from '../components/discoverability';
import {
  experienceText,
  formNameOf,
  type ProfileValues,
  profileDraft,
  toFormValues,
  toRequest,
} from '../components/profile-form';
import {
  CertificateSection,
  EducationSection,
  optionalRule,
  PortfolioSection,
  WorkExperienceSection,
} from '../components/profile-sections';
import { SkillsPicker } from '../components/skills-picker';
import { YourData } from '../components/your-data';
import '../components/candidate-app.css';

const shape = candidateProfileRequestSchema.shape;

/** /candidate/profile: every section of the profile in one form, saved whole, with the rank it earns. */
export function ProfilePage() {
  const profile = useQuery(candidateProfileQuery);
  return (
    <div className="td-candidate-page">
      <PageTitle subtitle="Companies see this profile when you apply, and matching uses it to suggest you for their jobs.">
        My profile
      </PageTitle>
      {profile.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : profile.isError ? (
        <LoadError query={profile} />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <Discoverability privacy={profile.data.privacy} />
          <YourData />
          <DeleteAccount />
        </>
      )}
    </div>
  );
}

/** What raises the rank: each part of docs/profile-rank.md the profile does not have yet. */
function RankCard({ profile }: { profile: CandidateProfile }) {
  const passedTests = useQuery(testsQuery).data?.filter((t) => t.candidateTests[0]?.passed).length ?? 0;
  const parts = profileRankParts({
    ...profile,
    skills: profile.skills.length,
    workExperiences: profile.workExperiences.length,
    educations: profile.educations.length,
    certificates: profile.certificates.length,
    portfolios: profile.portfolios.length,
    passedTests,
  });
  const P = PROFILE_RANK_POINTS;
  const R = PROFILE_RANK_RULES;
  const missing = [
    parts.basics < P.basics && `Your title, city and country (+${P.basics})`,
    parts.about < P.about && `About you, ${R.aboutMinLength} characters or more (+${P.about})`,
    parts.picture < P.picture && `A picture (+${P.picture})`,
    parts.video < P.video && `A video link (+${P.video})`,
    parts.perSkill < P.perSkill * R.skillsCounted && `Skills: ${P.perSkill} points each, up to ${R.skillsCounted}`,
    parts.workExperience < P.workExperience && `Work experience (+${P.workExperience})`,
    parts.education < P.education && `Education (+${P.education})`,
    parts.certificate < P.certificate && `A certificate (+${P.certificate})`,
    parts.portfolio < P.portfolio && `A project in your portfolio (+${P.portfolio})`,
    parts.perPassedTest < P.perPassedTest * R.testsCounted &&
      `Passed skills tests (${PASS_MARK}% or more): ${P.perPassedTest} points each, up to ${R.testsCounted}`,
  ].filter((item): item is string => Boolean(item));
  return (
    <section className="td-candidate-section" aria-labelledby="rank-title">
      <h2 id="rank-title">Profile rank</h2>
      <div className="td-candidate-rank">
        <Progress type="circle" percent={profile.profileRank} size={96} format={(n) => `${n}`} aria-label="Profile rank" />
        <div>
          <p>
            Your profile rank is <strong>{profile.profileRank} out of 100</strong>. Recruiters see it with your applications.
          </p>
          {missing.length > 0 ? (
            <>
              <p>To raise it, add:</p>
              <ul>
                {missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const save = useSaveCandidateProfile();
  const [form] = Form.useForm<ProfileValues>();
  // Changes not saved yet (kept in this tab) come back as they were left.
  const [restored] = useState(() => profileDraft.read(profile.id));
  const [dirty, setDirty] = useState(restored !== null);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);
  const months = (Form.useWatch('experienceYears', form) ?? 0) * 12 + (Form.useWatch('experienceMonths', form) ?? 0);

  // Closing or reloading the tab with unsaved changes asks first.
  useWarnBeforeUnload(dirty);

  const discard = () => {
    profileDraft.clear(profile.id);
    form.resetFields();
    form.setFieldsValue(toFormValues(profile));
    setDirty(false);
    setOutcome(null);
  };

  const onFinish = () => {
    setOutcome(null);
    // Every value of the store, including entries' attachments the form does not show.
    const values = form.getFieldsValue(true) as ProfileValues;
    save.mutate(toRequest(values), {
      onSuccess: (saved) => {
        profileDraft.clear(profile.id);
        setDirty(false);
        form.setFieldsValue(toFormValues(saved));
        setOutcome({ type: 'success', message: 'Your profile has been saved' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.details.length > 0) {
          form.setFields(error.details.map((d) => ({ name: formNameOf(d.field) as never, errors: [d.message] })));
          setOutcome({ type: 'error', message: error.details[0]?.message ?? MESSAGES.validationFailed });
          return;
        }
        setOutcome({ type: 'error', message: error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong });
      },
    });
  };

  return (
    <>
      <RankCard profile={profile} />
      {restored && dirty ? (
        <Alert
          className="td-page-alert"
          type="info"
          showIcon
          title="Your unsaved changes were restored."
          action={
            <Button size="small" onClick={discard}>
              Discard changes
            </Button>
          }
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={restored ?? toFormValues(profile)}
        onValuesChange={() => {
          setDirty(true);
          profileDraft.write(profile.id, form.getFieldsValue(true) as ProfileValues);
        }}
        onFinish={onFinish}
        onFinishFailed={() => setOutcome({ type: 'error', message: MESSAGES.validationFailed })}
        disabled={save.isPending}
        scrollToFirstError
      >
        <section className="td-candidate-section" aria-labelledby="about-title">
          <h2 id="about-title">Introduction</h2>
          <Form.Item label="Picture" name="profilePicture">
            <ImageUpload subject="picture" shape="circle" />
          </Form.Item>
          <div className="td-candidate-grid">
            <Form.Item label="Title" name="title" rules={[zodRule(shape.title)]} required extra="e.g. Frontend Developer">
              <Input maxLength={CANDIDATE_LIMITS.titleMax} />
            </Form.Item>
            <Form.Item
              label="Video link"
              name="video"
              rules={[optionalRule(shape.video)]}
              extra="A short introduction video, e.g. on YouTube"
            >
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
          </div>
          <Form.Item label="About you" name="aboutYou" rules={[zodRule(shape.aboutYou)]}>
            <Input.TextArea rows={5} showCount maxLength={LIMITS.aboutMax} />
          </Form.Item>
        </section>

        <section className="td-candidate-section" aria-labelledby="details-title">
          <h2 id="details-title">Personal details</h2>
          <div className="td-candidate-grid">
            <Form.Item label="City" name="place" rules={[{ required: true, message: CANDIDATE_MESSAGES.cityRequired }]} required>
              <CityPicker />
            </Form.Item>
            <Form.Item label="Gender" name="gender">
              <Select
                allowClear
                placeholder="Prefer not to say"
                options={CANDIDATE_GENDERS.map((g) => ({ value: g, label: g }))}
              />
            </Form.Item>
            <Form.Item label="Date of birth" name="dateOfBirth" rules={[optionalRule(shape.dateOfBirth)]}>
              <DateInput pastOnly />
            </Form.Item>
          </div>
          <fieldset className="td-candidate-question">
            <legend>Experience: {experienceText(months)}</legend>
            <div className="td-candidate-grid">
              <Form.Item label="Years" name="experienceYears">
                <InputNumber
                  min={0}
                  max={Math.floor(CANDIDATE_LIMITS.experienceMonthsMax / 12)}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item label="Months" name="experienceMonths">
                <InputNumber min={0} max={11} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </div>
          </fieldset>
          <Form.Item name="isDisable" valuePropName="checked">
            <Checkbox>I am differently-abled (jobs open to differently-abled candidates can match me)</Checkbox>
          </Form.Item>
        </section>

        <section className="td-candidate-section" aria-labelledby="skills-title">
          <h2 id="skills-title">Skills</h2>
          <Form.Item
            name="skills"
            extra="Hard and soft skills from the Talentdeck catalogue: browse a speciality, then choose yours."
          >
            <SkillsPicker />
          </Form.Item>
        </section>

        <EducationSection />
        <WorkExperienceSection />
        <CertificateSection />
        <PortfolioSection />

        <section className="td-candidate-section" aria-labelledby="criteria-title">
          <h2 id="criteria-title">What you are looking for</h2>
          <div className="td-candidate-grid">
            <Form.Item label="Work types" name={['criteria', 'workTypes']}>
              <Select mode="multiple" placeholder="Any" options={WORK_TYPES.map((w) => ({ value: w, label: w }))} />
            </Form.Item>
            <Form.Item
              label="Preferred city"
              name={['criteria', 'city']}
              rules={[optionalRule(candidateJobCriteriaSchema.shape.city)]}
            >
              <Input />
            </Form.Item>
            <Form.Item label="Salary expectation (per month)" name={['criteria', 'salaryExpectation']}>
              <InputNumber min={0} max={9_999_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name={['criteria', 'relocate']}
              valuePropName="checked"
              extra="Companies hiring on-site or hybrid far from where you live can then find you too."
            >
              <Checkbox>I would relocate for the right job</Checkbox>
            </Form.Item>
          </div>
        </section>

        <div className="td-candidate-actions">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
            Save profile
          </Button>
          {dirty ? <span>You have unsaved changes.</span> : null}
          <FormAlert className="" message={outcome?.message} type={outcome?.type} onClose={() => setOutcome(null)} />
        </div>
      </Form>
    </>
  );
}
