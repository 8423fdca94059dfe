import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/**
 * Renames the keys of a JSON value to the spelling a zod schema declares, matching case-insensitively,
 * so that `{ country: 'AU' }` and `{ COUNTRY: 'AU' }` both reach a schema that declares `Country`
 * (the original backend matched request field names case-insensitively; ARCHITECTURE.md section 3).
 * Keys the schema does not know are kept as sent (the schema then strips them).
 * @example canonicalKeys(z.object({ Country: z.string() }), { country: 'AU' }) // { Country: 'AU' }
 */
export function canonicalKeys(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? canonicalKeys(def.innerType, value) : value;
    case 'pipe':
      return def.in ? canonicalKeys(def.in, value) : value;
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((item) => canonicalKeys(def.element!, item))
        : value;
    case 'union': {
      // Unions of objects: merge the key spellings of all members.
      const objects = (def.options ?? []).filter((option) => defOf(option).type === 'object');
      return objects.reduce<unknown>((acc, option) => renameKeys(defOf(option).shape ?? {}, acc), value);
    }
    case 'object':
      return renameKeys(def.shape ?? {}, value);
    default:
      return value;
  }
}

/** Each object schema's keys by their lower-case spelling, worked out once per schema. */
const lowerCaseKeys = new WeakMap<Record<string, z.ZodType>, Map<string, string>>();

function renameKeys(shape: Record<string, z.ZodType>, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  let byLowerCase = lowerCaseKeys.get(shape);
  if (!byLowerCase) {
    byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    lowerCaseKeys.set(shape, byLowerCase);
  }
  const out: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    const canonical = byLowerCase.get(key.toLowerCase()) ?? key;
    const fieldSchema = shape[canonical];
    // An exact spelling wins over a case-insensitive one when both are sent.
    if (canonical in out && key !== canonical) continue;
    out[canonical] = fieldSchema ? canonicalKeys(fieldSchema, fieldValue) : fieldValue;
  }
  return out;
}
