import type { ReactNode } from 'react';

type PageTitleProps = { children: string; extra?: ReactNode; subtitle?: ReactNode };

/** The page's one h1; React 19 hoists the <title> into the document head. */
export function PageTitle({ children, extra, subtitle }: PageTitleProps) {
  return (
    <div className="td-page-title">
      <title>{`${children} · Talentdeck`}</title>
      <div>
        <h1>{children}</h1>
        {subtitle ? <p className="td-page-title__subtitle">{subtitle}</p> : null}
      </div>
      {extra ? <div className="td-page-title__extra">{extra}</div> : null}
    </div>
  );
}
