import { PageTitle } from './page-title';

/** A route whose screen comes in a later issue: it already has its place, layout and title. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageTitle>{title}</PageTitle>;
}
