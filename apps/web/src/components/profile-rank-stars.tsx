import { StarFilled } from '@ant-design/icons';
import { rankStars } from '#web/lib/applicant-display';
import './applicant-badges.css';

/**
 * A candidate's profile rank as five read-only stars (rank divided by 20). One image with a text
 * alternative rather than antd's Rate, whose disabled radio group still reads as a control.
 */
export function ProfileRankStars({ rank }: { rank: number }) {
  const stars = rankStars(rank);
  return (
    <span className="td-stars" role="img" aria-label={`Profile rank ${stars} out of 5 stars`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, stars - i));
        return (
          <span key={i} className="td-stars__star" aria-hidden="true">
            <StarFilled className="td-stars__empty" />
            {fill > 0 ? (
              <span className="td-stars__fill" style={{ width: `${fill * 100}%` }}>
                <StarFilled />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
