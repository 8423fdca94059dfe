import { sql } from 'drizzle-orm';

/** A check constraint's list of allowed text values, from the constant that names them. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
