import type { z } from 'zod';

/**
 * What the form reads of a section's contract schema (the api's body): its fields, whether each is required, the
 * longest text and the most rows it takes. The limits are the contract's; the web never restates them.
 */
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: readonly z.ZodType[]; checks?: readonly { _zod: { def: Check } }[] };
type Check = { check?: string; maximum?: number };

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** The schema under its wrappers: optional, nullable, default, a pipe's input, a union's first option that is neither null nor a literal. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.type === 'union' && def.options) {
    const option = def.options.find((o) => !['null', 'literal', 'undefined'].includes(defOf(o).type));
    return option ? unwrap(option) : schema;
  }
  return schema;
}

/** The fields of an object schema (refinements kept, pipes read from their input); undefined for any other schema. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const inner = unwrap(schema) as z.ZodType & { shape?: Record<string, z.ZodType> };
  return defOf(inner).type === 'object' ? inner.shape : undefined;
}

/** The longest text a string schema takes. */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  const inner = schema && (unwrap(schema) as z.ZodType & { maxLength?: number | null });
  return inner?.maxLength ?? undefined;
}

/** The element of an array schema. */
export function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const inner = schema && (unwrap(schema) as z.ZodType & { element?: z.ZodType });
  return inner?.element;
}

/** The most items an array schema takes. */
export function maxItemsOf(schema: z.ZodType | undefined): number | undefined {
  const checks = schema ? (defOf(unwrap(schema)).checks ?? []) : [];
  return checks.map((c) => c._zod.def).find((d) => d.check === 'max_length')?.maximum;
}

/** Whether the field must be filled in: its schema refuses it absent (a list: empty; a checkbox never is). */
export function isRequired(schema: z.ZodType | undefined, kind: string): boolean {
  if (!schema || kind === 'boolean') return false;
  return !schema.safeParse(kind === 'liste' ? [] : undefined).success;
}
