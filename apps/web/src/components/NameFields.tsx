import { NAME_MAX_LENGTH } from '@fitmarket/core/limits';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a form gives each input (Mantine `getInputProps`). */
interface TextBinding {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

interface NameFieldsProps {
  /** The form's bindings of the two fields, named as the requests name them. */
  inputProps: (field: 'first_name' | 'last_name') => TextBinding;
  required?: boolean;
}

/** First and last name side by side (stacked on phones), as sign-up and the account area ask them. */
export function NameFields({ inputProps, required }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t('webAccount.fields.firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
        {...inputProps('first_name')}
      />
      <TextInput
        label={t('webAccount.fields.lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required={required}
        {...inputProps('last_name')}
      />
    </SimpleGrid>
  );
}
