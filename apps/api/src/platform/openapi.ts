import { errorResponseSchema } from '@talentdeck/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** The error envelope documented for each status a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;
}

/**
 * For hot routes whose 200 answer is built field by field from an explicit list: write it with
 * JSON.stringify instead of re-checking it against its zod schema on every request (which cost
 * more than the work itself). Other statuses keep the schema check; the schema still documents
 * the answer in the OpenAPI document.
 */
export const plainJsonOn200 = (route: { httpStatus?: string }) =>
  route.httpStatus === '200'
    ? (data: unknown) => JSON.stringify(data)
    : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
