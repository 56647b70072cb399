/**
 * Where an application came from (issue 30's sources report): recorded when the candidate applies,
 * from the address they reached the job by. The public pages the server renders mark their own
 * links (`?src=`), a shared link carries UTM parameters, and the candidate app carries both to the
 * application.
 */
import { hasRefusedCharacters } from './text.js';

export const APPLICATION_SOURCES = [
  'careers_page',
  'job_page',
  'shared_link',
  'job_board',
  'candidate_search',
  'invitation',
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  careers_page: 'Careers page',
  job_page: 'Job page, reached directly',
  shared_link: 'Shared link',
  job_board: 'Job board or feed',
  candidate_search: 'Job search in Talentdeck',
  invitation: 'Invitation from the company',
};

/** Applications recorded before sources were (or sent by a client that gives none). */
export const SOURCE_NOT_RECORDED = 'Not recorded';

/** The longest UTM value kept: campaign names, not documents. */
export const UTM_MAX = 100;

/** The campaign parameters kept from a shared link (the names every analytics tool uses). */
export type Utm = { utmSource?: string; utmMedium?: string; utmCampaign?: string };
export type ApplicationOrigin = { source: ApplicationSource } & Utm;

/** The marks of the server's own links to a job page (`?src=`): its careers page and its feeds. */
export const SOURCE_MARKS = { careers: 'careers_page', feed: 'job_board', invitation: 'invitation' } as const satisfies Record<
  string,
  ApplicationSource
>;

/** What is read of an address's query (URLSearchParams fits; this package has no DOM types). */
export type QueryParams = { get(name: string): string | null };

const UTM_PARAMS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;

/** A UTM value as kept: trimmed and cut to UTM_MAX; nothing when empty or not plain text. */
function cleanUtm(value: string | null): string | undefined {
  const clean = value?.trim().slice(0, UTM_MAX);
  return clean && !hasRefusedCharacters(clean) ? clean : undefined;
}

function utmOf(params: QueryParams): Utm {
  const utm: Utm = {};
  for (const [param, key] of UTM_PARAMS) {
    const value = cleanUtm(params.get(param));
    if (value) utm[key] = value;
  }
  return utm;
}

/**
 * Where a visitor of the public job page came from, by the query of its address: a link of the
 * server's own pages (`?src=careers`, `?src=feed`), a link carrying UTM parameters (shared), else
 * the page reached directly (a typed address, a search engine, the sitemap).
 */
export function originOfVisit(params: QueryParams): ApplicationOrigin {
  const utm = utmOf(params);
  const mark = params.get('src');
  const marked = mark && mark in SOURCE_MARKS ? SOURCE_MARKS[mark as keyof typeof SOURCE_MARKS] : undefined;
  if (marked) return { source: marked, ...utm };
  if (Object.keys(utm).length > 0) return { source: 'shared_link', ...utm };
  return { source: 'job_page' };
}

/** The query parameters that carry an origin from the job page to the candidate app's job screen. */
export function originQuery(origin: ApplicationOrigin): Record<string, string> {
  const params: Record<string, string> = { source: origin.source };
  for (const [param, key] of UTM_PARAMS) {
    const value = origin[key];
    if (value) params[param] = value;
  }
  return params;
}

/**
 * The origin carried to the candidate app's job screen (originQuery), or null when the address
 * carries none (the candidate found the job in the app).
 */
export function originFromQuery(params: QueryParams): ApplicationOrigin | null {
  const source = params.get('source');
  if (!source || !(APPLICATION_SOURCES as readonly string[]).includes(source)) return null;
  return { source: source as ApplicationSource, ...utmOf(params) };
}

/** The UTM links of the published modal's share buttons: each network names itself. */
export function shareUtm(network: string, jobTitle: string): Record<string, string> {
  return { utm_source: network, utm_medium: 'social', utm_campaign: jobTitle.slice(0, UTM_MAX) };
}

/** How an origin reads on the recruiter's screens: "Shared link (linkedin / social / Designer)". */
export function describeOrigin(origin: Partial<ApplicationOrigin> | null | undefined): string {
  if (!origin?.source) return SOURCE_NOT_RECORDED;
  const campaign = [origin.utmSource, origin.utmMedium, origin.utmCampaign].filter(Boolean).join(' / ');
  const label = APPLICATION_SOURCE_LABELS[origin.source];
  return campaign ? `${label} (${campaign})` : label;
}
