import { JOB_MESSAGES, type Job, placeText, salaryText } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { customQuestionsQuery } from '../api/custom-questions';
import { StatusTag } from './status-tag';

/**
 * The job as its company reviews it in the wizard (the public page is the server's,
 * modules/jobs/public-page): its fields, description, skills and the screening questions
 * applicants answer, in the order written. A draft has no posting date yet.
 */
export function JobSummaryView({ job, showStatus = false }: { job: Job; showStatus?: boolean }) {
  const questions = useQuery(customQuestionsQuery(job.id));
  const hard = job.skills?.filter((s) => s.skillType === 'hard') ?? [];
  const soft = job.skills?.filter((s) => s.skillType === 'soft') ?? [];
  return (
    <div className="td-job-summary">
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
        {showStatus ? (
          <Descriptions.Item label="Status">
            <StatusTag status={job.jobStatus} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Category">{job.industry?.industryName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Speciality">{job.profession?.professionName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Location">{placeText(job) || '—'}</Descriptions.Item>
        <Descriptions.Item label="Work type">{job.workType ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Job type">{job.jobType ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Salary">{salaryText(job)}</Descriptions.Item>
        <Descriptions.Item label="Experience">{job.professionalExperience?.experience ?? 'Any'}</Descriptions.Item>
        <Descriptions.Item label="Education">{job.educations?.map((e) => e.educationName).join(', ') || '—'}</Descriptions.Item>
        <Descriptions.Item label="Hires">{job.numberOfHiring ?? 1}</Descriptions.Item>
        <Descriptions.Item label="Posted">
          {job.publishedAt ? dayjs(job.publishedAt).format('D MMM YYYY') : 'Not published yet'}
        </Descriptions.Item>
        {showStatus ? (
          <>
            <Descriptions.Item label="Gender">{job.gender ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Age">{job.ageSpecification?.ageRange ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Differently-abled candidates">
              {job.isDisable ? JOB_MESSAGES.welcomesDifferentlyAbled : 'Not specified'}
            </Descriptions.Item>
            <Descriptions.Item label="Matching">
              {job.matchingCriteria
                ? `Education ${job.matchingCriteria.educationPercentage}%, experience ${job.matchingCriteria.workExperiencePercentage}%, hard skills ${job.matchingCriteria.hardSkillsPercentage}%, soft skills ${job.matchingCriteria.softSkillPercentage}%`
                : '—'}
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      <h2>Description</h2>
      {job.jobDescription ? (
        // The server stores the description through an allow-list sanitiser (p, strong, em, a, lists).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side on every write
        <div className="td-job-description" dangerouslySetInnerHTML={{ __html: job.jobDescription }} />
      ) : (
        <p>No description yet.</p>
      )}
      <h2>Skills</h2>
      <div className="td-job-skills">
        {hard.map((s) => (
          <Tag key={s.id} color="blue">
            {s.skillName}
          </Tag>
        ))}
        {soft.map((s) => (
          <Tag key={s.id}>{s.skillName}</Tag>
        ))}
      </div>
      <h2>Screening questions</h2>
      {questions.isPending ? (
        <p>Loading…</p>
      ) : questions.data?.length ? (
        <ol className="td-job-questions">
          {questions.data.map((q) => (
            <li key={q.id}>{q.question}</li>
          ))}
        </ol>
      ) : (
        <p>{questions.isError ? 'The screening questions could not be loaded.' : 'No screening questions.'}</p>
      )}
    </div>
  );
}
