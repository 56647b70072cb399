import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns most tables share, written once so that every table means the same by them. */

/** A random uuid primary key. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, and last changed; times are instants (timestamptz). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference to another table's id; `cascade` deletes this row with the one it names. */
export const requiredRef = <TName extends string>(name: TName, target: () => AnyPgColumn, options?: { onDelete: 'cascade' }) =>
  uuid(name).notNull().references(target, options);
