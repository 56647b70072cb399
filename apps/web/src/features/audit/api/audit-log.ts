import type { AuditAction, AuditEntityType, AuditEntry } from '@talentdeck/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** Whose log: a company's (read by its owner) or the administrators' (read by them). */
export type AuditScope = { kind: 'company'; companyId: string } | { kind: 'platform' };

export type AuditFilters = {
  actorUserId?: string;
  action?: AuditAction;
  entityType?: AuditEntityType;
  /** The first and last day shown, as YYYY-MM-DD in the viewer's own zone. */
  from?: string;
  to?: string;
};

/** The API's filter for these choices; days run from the viewer's midnight to the next. */
function whereOf(filters: AuditFilters) {
  const where: Record<string, unknown> = {};
  if (filters.actorUserId) where.actorUserId = filters.actorUserId;
  if (filters.action) where.action = filters.action;
  if (filters.entityType) where.entityType = filters.entityType;
  const createdAt: Record<string, string> = {};
  if (filters.from) createdAt.gte = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    createdAt.lt = end.toISOString();
  }
  if (Object.keys(createdAt).length > 0) where.createdAt = createdAt;
  return where;
}

const pathOf = (scope: AuditScope) =>
  scope.kind === 'company' ? `/company/${encodeURIComponent(scope.companyId)}/audit-log` : '/admin/audit-log';

/** One page of the log, newest first, and the total of the filtered log. */
export async function getAuditLog(scope: AuditScope, filters: AuditFilters, limit: number, offset: number) {
  let total = 0;
  const entries = await api.get<AuditEntry[]>(pathOf(scope), {
    query: { filter: JSON.stringify({ where: whereOf(filters), limit, offset }) },
    onResponse: (response) => {
      total = Number(response.headers.get('x-total-count') ?? 0);
    },
  });
  return { entries, total };
}

export type AuditPage = { filters: AuditFilters; page: number; pageSize: number };

export function auditLogQuery(scope: AuditScope, params: AuditPage) {
  return queryOptions({
    queryKey: scope.kind === 'company' ? queryKeys.audit.company(scope.companyId, params) : queryKeys.audit.platform(params),
    queryFn: () => getAuditLog(scope, params.filters, params.pageSize, (params.page - 1) * params.pageSize),
    placeholderData: keepPreviousData,
  });
}

/** The API's largest page, for the export. */
const EXPORT_PAGE = 100;

/** Every entry the filters select, page after page (the export). */
export async function getWholeAuditLog(scope: AuditScope, filters: AuditFilters): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (;;) {
    const { entries, total } = await getAuditLog(scope, filters, EXPORT_PAGE, all.length);
    all.push(...entries);
    if (entries.length === 0 || all.length >= total) return all;
  }
}
