import { UserOutlined } from '@ant-design/icons';
import type { CompanyCandidate } from '@talentdeck/shared';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { MatchPercent } from '#web/components/match-percent';
import { ProfileRankStars } from '#web/components/profile-rank-stars';
import { experienceLabel } from '#web/lib/applicant-display';

type CandidateHeaderProps = {
  candidate: CompanyCandidate;
  /** Undefined while the match is loading. */
  matchPercentage: number | null | undefined;
  /** Under the percentage: how the match was made. */
  matchDetails?: ReactNode;
  /** Under the rank: what the page knows besides the profile (when they applied). */
  extraMeta?: ReactNode;
  /** Beside the match: what the recruiter can do (change the status, write). */
  actions?: ReactNode;
};

/**
 * The head of a candidate's card on the candidate overview and the matched profile: picture,
 * name, title and place, experience, rank, and the match percentage. Labelled as `candidate-name`.
 */
export function CandidateHeader({ candidate, matchPercentage, matchDetails, extraMeta, actions }: CandidateHeaderProps) {
  const place = [candidate.city, candidate.country].filter(Boolean).join(', ');
  return (
    <header className="td-overview__person">
      <Avatar size={72} src={candidate.profilePicture ?? undefined} icon={<UserOutlined />} alt="" />
      <div className="td-overview__person-text">
        <h2 id="candidate-name" className="td-overview__name">
          {candidate.user.name}
        </h2>
        <p className="td-overview__meta">{[candidate.title, place].filter(Boolean).join(' · ') || '—'}</p>
        <p className="td-overview__meta">{experienceLabel(candidate.yearsOfExperience)} of experience</p>
        <p className="td-overview__meta">
          <span aria-hidden="true">Profile rank</span> <ProfileRankStars rank={candidate.profileRank} />
        </p>
        {extraMeta}
      </div>
      <div className="td-overview__person-side">
        <div className="td-overview__match">
          <span className="td-overview__label">Match Percent</span>
          <MatchPercent value={matchPercentage} />
          {matchDetails}
        </div>
        {actions}
      </div>
    </header>
  );
}
