import type { CompanyCandidate } from '@talentdeck/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';

const MONTH = 'MMM YYYY';
const when = (date: string | null) => (date ? dayjs(date).format(MONTH) : null);

/** One titled part of the profile; an empty part says so rather than disappearing. */
export function ProfileSection({ title, empty, children }: { title: string; empty?: string | false; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="td-overview__section" aria-labelledby={id}>
      <h3 id={id} className="td-overview__subheading">
        {title}
      </h3>
      {empty ? <p className="td-overview__empty">{empty}</p> : children}
    </section>
  );
}

/** External links from a candidate's profile open in a new tab and say so. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="td-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The candidate's own profile: about, video, skills, experience, projects, courses, education. */
export function CandidateProfileSections({ candidate, tests }: { candidate: CompanyCandidate; tests: ReactNode }) {
  return (
    <>
      <ProfileSection title="About" empty={!candidate.aboutYou.trim() && 'The candidate has not written about themselves.'}>
        <p className="td-overview__about">{candidate.aboutYou}</p>
      </ProfileSection>
      {candidate.video ? (
        <ProfileSection title="Video">
          <p>
            <ExternalLink href={candidate.video}>Watch {candidate.user.name}’s video</ExternalLink>
          </p>
        </ProfileSection>
      ) : null}
      <ProfileSection title="Skills" empty={candidate.skills.length === 0 && 'No skills listed.'}>
        <ul className="td-overview__tags">
          {candidate.skills.map((s) => (
            <li key={s.id}>
              <Tag>{s.skillName}</Tag>
            </li>
          ))}
        </ul>
      </ProfileSection>
      {tests}
      <ProfileSection title="Work experience" empty={candidate.workExperiences.length === 0 && 'No work experience listed.'}>
        <ul className="td-overview__entries">
          {candidate.workExperiences.map((w) => (
            <li key={w.id}>
              <span>
                <strong>{w.jobTitle}</strong>, {w.companyName}
              </span>
              <span className="td-overview__dates">
                {when(w.from)} – {when(w.to) ?? 'Present'}
              </span>
              {w.experienceLetter ? <ExternalLink href={w.experienceLetter}>Experience letter</ExternalLink> : null}
            </li>
          ))}
        </ul>
      </ProfileSection>
      <ProfileSection title="Projects and portfolio" empty={candidate.portfolios.length === 0 && 'No projects listed.'}>
        <ul className="td-overview__entries">
          {candidate.portfolios.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.projectName}</strong>
                {p.projectType ? ` (${p.projectType})` : ''}
              </span>
              {p.url ? <ExternalLink href={p.url}>View project</ExternalLink> : null}
            </li>
          ))}
        </ul>
      </ProfileSection>
      <ProfileSection title="Courses and certificates" empty={candidate.certificates.length === 0 && 'No courses listed.'}>
        <ul className="td-overview__entries">
          {candidate.certificates.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{c.nameOfCertificate}</strong>, {c.institute}
              </span>
              {c.to ? <span className="td-overview__dates">{when(c.to)}</span> : null}
              {c.certificateImage ? <ExternalLink href={c.certificateImage}>Certificate</ExternalLink> : null}
            </li>
          ))}
        </ul>
      </ProfileSection>
      <ProfileSection title="Education" empty={candidate.educations.length === 0 && 'No education listed.'}>
        <ul className="td-overview__entries">
          {candidate.educations.map((e) => (
            <li key={e.id}>
              <span>
                <strong>{e.nameOfDegree}</strong> ({e.educationName}), {e.institute}
              </span>
              {e.to ? <span className="td-overview__dates">{when(e.to)}</span> : null}
              {e.degreeImage ? <ExternalLink href={e.degreeImage}>Degree</ExternalLink> : null}
            </li>
          ))}
        </ul>
      </ProfileSection>
    </>
  );
}
