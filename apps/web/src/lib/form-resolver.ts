import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The form's values without the fields left empty (an empty optional field is no value, not a bad one). */
const filled = (values: FieldValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));

/**
 * A react-hook-form resolver for a contract's zod schema where empty text fields count as left out: the parsed
 * values on success, else each field's first message.
 */
export function contractResolver<Out extends FieldValues>(
  schema: z.ZodType,
): Resolver<FieldValues, unknown, Out> {
  return async (values) => {
    const parsed = schema.safeParse(filled(values));
    if (parsed.success) return { values: parsed.data as Out, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
