import { NAME_MAX_LENGTH } from '@fitmarket/core/limits';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Names {
  firstName: string;
  lastName: string;
}

interface NameFieldsProps {
  value: Names;
  onChange(names: Names): void;
  /** Messages under each field (server or as-you-type errors), when there are any. */
  errors?: { firstName?: ReactNode; lastName?: ReactNode };
  required?: boolean;
}

/** First and last name side by side (stacked on phones), as sign-up and the account area ask them. */
export function NameFields({ value, onChange, errors, required }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t('webAccount.fields.firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
        value={value.firstName}
        onChange={(event) => onChange({ ...value, firstName: event.currentTarget.value })}
        error={errors?.firstName}
      />
      <TextInput
        label={t('webAccount.fields.lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
        value={value.lastName}
        onChange={(event) => onChange({ ...value, lastName: event.currentTarget.value })}
        error={errors?.lastName}
      />
    </SimpleGrid>
  );
}
