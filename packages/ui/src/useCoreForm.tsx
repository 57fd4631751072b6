import type { TApiError } from '@fitmarket/core/api/envelope';
import { type ErrorCode, refinementCode } from '@fitmarket/core/errors/catalogue';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { CatalogueText } from './CatalogueText';
import { errorsOf } from './lib/apiClient';
import { useSectionTexts } from './useSectionTexts';

/** Core rules a field breaks, as catalogue codes by the field's path; null where it is fine. */
export type FieldCodes = Readonly<Record<string, ErrorCode | null | undefined>>;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The code the server answers a schema issue with (apps/api plugins/errors.ts): a core
 * refinement's own code (a date out of range 1369), a value left out is required (1307),
 * anything else malformed (1301). A text that is empty where one is
 * needed is "required" as well: that is what the person has to hear.
 */
function issueCode(issue: z.core.$ZodIssue, input: unknown): ErrorCode {
  if (issue.code === 'custom') {
    const ruleCode = refinementCode(issue.params);
    if (ruleCode) return ruleCode;
  }
  const value = valueAt(input, issue.path);
  if (value === undefined) return 1307;
  if (issue.code === 'too_small' && typeof value === 'string' && value.trim() === '') return 1307;
  return 1301;
}

/**
 * Each field's first broken rule, by the request's field path: the core rules the server checks
 * (their codes say most), then the issues of the request schema the server parses with.
 */
export function coreFieldCodes(
  schema: z.ZodType,
  request: unknown,
  rules: FieldCodes = {},
): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const [field, code] of Object.entries(rules)) {
    if (code !== null && code !== undefined) codes[field] = code;
  }
  const parsed = schema.safeParse(request);
  for (const issue of parsed.error?.issues ?? []) {
    codes[issue.path.join('.')] ??= issueCode(issue, request);
  }
  return codes;
}

export interface CoreFormConfig<V> {
  initialValues: V;
  /** Core's schema of the request the server parses (packages/core/src/api). */
  schema: z.ZodType;
  /** The request the values are sent as; the values themselves by default. */
  toRequest?: (values: V) => unknown;
  /** Core rules the server checks beyond the schema, by the form's field paths. */
  rules?: (values: V) => FieldCodes;
  /** Request fields the form shows errors under that are not among its values. */
  fields?: readonly string[];
}

/**
 * A Mantine form checked against core: on submit each field shows the catalogue text of the
 * first core rule it breaks, and nothing is sent while one does. The form's fields are named
 * as the request's, so the server's field errors (`refused`) land under the same fields; its
 * other errors are `refusal`, for ErrorAlerts.
 */
export function useCoreForm<V extends Record<string, unknown>>(config: CoreFormConfig<V>) {
  const { schema, toRequest = (values: V) => values, rules } = config;
  const [refusal, setRefusal] = useState<readonly TApiError[]>([]);
  // The error texts load with the form, so they are in by its first check.
  useSectionTexts('errors');
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: config.initialValues,
    validate: (values) => {
      const errors: FormErrors = {};
      const codes = coreFieldCodes(schema, toRequest(values), rules?.(values));
      for (const [field, code] of Object.entries(codes)) {
        errors[field] = <CatalogueText error={{ code }} />;
      }
      return errors;
    },
  });

  /** Shows a refusal: errors on the form's fields under them, the others in `refusal`. */
  const refused = (error: unknown) => {
    const onFields: FormErrors = {};
    const rest: TApiError[] = [];
    const values = form.getValues();
    for (const item of errorsOf(error)) {
      const field = item.field ?? '';
      const top = field.split('.')[0] ?? '';
      const shown = top in values || config.fields?.includes(top);
      if (top !== '' && shown && !(field in onFields)) {
        onFields[field] = <CatalogueText error={item} />;
      } else {
        rest.push(item);
      }
    }
    form.setErrors(onFields);
    setRefusal(rest);
  };

  return { form, refused, refusal, clearRefusal: () => setRefusal([]) };
}
