import type { TApiError } from '@fitmarket/core/api/envelope';
import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { type ErrorCode, isErrorCode } from '@fitmarket/core/errors/catalogue';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { coreFieldCodes, type FieldCodes } from '@fitmarket/ui/useCoreForm';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileSection, type SectionRequests, useSaveSection } from '../api/profile';

/** What the buttons under a section form need to know. */
export interface SectionFormState {
  dirty: boolean;
  saving: boolean;
  /** The last save succeeded and nothing has changed since. */
  saved: boolean;
}

/**
 * What every section form takes, so the account area and the fast registration show the same
 * form with their own buttons under it (a save bar, or Back / Next).
 */
export interface SectionFormProps {
  profile: TOwnProfessionalProfile;
  actions: (state: SectionFormState) => ReactNode;
  /** After a successful save, with the profile the server answered. */
  onSaved?: (profile: TOwnProfessionalProfile) => void;
  /** The page keeps one unsaved-changes guard for all the forms it shows. */
  onDirtyChange?: (dirty: boolean) => void;
}

export interface SectionFormConfig<S extends ProfileSection, D> {
  section: S;
  profile: TOwnProfessionalProfile;
  toDraft: (profile: TOwnProfessionalProfile) => D;
  toRequest: (draft: D) => SectionRequests[S];
  /** Core's schema of the section's request, as the server parses it (packages/core/src/api). */
  schema: Parameters<typeof coreFieldCodes>[0];
  /** Core rules the server checks beyond the schema, by the request's field paths. */
  rules?: (draft: D) => FieldCodes;
  onSaved?: (profile: TOwnProfessionalProfile) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A section's draft beside the saved profile: dirty when they differ, saved with the section's
 * PUT, and replaced by what the server answered. The request is checked with core's schema and
 * rules (`coreFieldCodes`) and not sent while it breaks one; a breach shows once its field (a
 * request path, as `update` names it) was changed or a save was tried (`showAll`).
 */
export function useSectionForm<S extends ProfileSection, D>(config: SectionFormConfig<S, D>) {
  const { section, profile, toDraft, toRequest, schema, rules, onSaved, onDirtyChange } = config;
  const save = useSaveSection(section);
  const errorText = useErrorText();
  const [draft, setDraft] = useState<D>(() => toDraft(profile));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(profile));

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const update = (field: string, change: (draft: D) => D) => {
    setDraft(change);
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  };

  const codes = coreFieldCodes(schema, toRequest(draft), rules?.(draft));
  const shows = (field: string) => showAll || touched.has(field);
  const breach = (field: string): ErrorCode | undefined =>
    shows(field) ? codes[field] : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(codes).length > 0) {
      setShowAll(true);
      return;
    }
    save.mutate(toRequest(draft), {
      onSuccess: (answer) => {
        setDraft(toDraft(answer));
        setTouched(new Set());
        setShowAll(false);
        // Saved: clean now, before the page moves on (its guard must not ask to save).
        onDirtyChange?.(false);
        onSaved?.(answer);
      },
    });
  };

  const serverErrors = save.isError ? errorsOf(save.error) : [];
  const state: SectionFormState = {
    dirty,
    saving: save.isPending,
    saved: save.isSuccess && !dirty,
  };
  return {
    draft,
    update,
    submit,
    state,
    serverErrors,
    /** Each request field's first broken core rule. */
    codes,
    /** Whether to show the rule breaches of `field`. */
    shows,
    /** The core rule `field` breaks, once it is shown. */
    breach,
    /** The text of the core rule `field` breaks, once it is shown. */
    breachText: (field: string) => {
      const code = breach(field);
      return code === undefined ? undefined : errorText({ code });
    },
  };
}

/**
 * Whether an error the server gave belongs to `field`: "slug" takes "slug", "services.2" also
 * "services.2.price_minor", and "services." only what is inside the list (not the list's count).
 */
function isFor(error: TApiError, field: string): boolean {
  if (field.endsWith('.')) return error.field?.startsWith(field) ?? false;
  return error.field === field || (error.field?.startsWith(`${field}.`) ?? false);
}

/** The text of an error by its code, in the shown language; the error texts load with the form. */
export function useErrorText() {
  const { t } = useTranslation();
  useSectionTexts('errors');
  return (error: { code: number; message?: string }) =>
    isErrorCode(error.code) ? t(`errors.${error.code}`) : (error.message ?? t('errors.1304'));
}

/**
 * The server's errors for one field, as text to show under it (the first one), or undefined;
 * `fields` are the fields the form shows such errors beside, the rest go to the alerts below.
 */
export function useServerFieldErrors(errors: readonly TApiError[], fields: readonly string[]) {
  const text = useErrorText();
  return {
    at: (field: string) => {
      const found = errors.find((error) => isFor(error, field));
      return found ? text(found) : undefined;
    },
    rest: errors.filter((error) => !fields.some((field) => isFor(error, field))),
  };
}

/** The form element of a section: its fields, the errors that belong to no field, the buttons. */
export function SectionFormShell({
  name,
  onSubmit,
  errors,
  state,
  actions,
  children,
}: {
  /** Test id and accessible name's anchor. */
  name: ProfileSection;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: readonly TApiError[];
  state: SectionFormState;
  actions: (state: SectionFormState) => ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`section-form-${name}`}>
      <Stack gap="md">
        {children}
        <ErrorAlerts errors={errors} />
        {actions(state)}
      </Stack>
    </form>
  );
}
