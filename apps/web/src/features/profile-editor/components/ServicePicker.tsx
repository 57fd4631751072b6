import type { TCatalogue } from '@fitmarket/core/api/catalogue';
import { Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two-level service tree (SPEC §3 Service): a main service, then one of its sub-services,
 * which is what a professional's service is attached to.
 */
export function ServicePicker({
  tree,
  value,
  onChange,
  error,
}: {
  tree: TCatalogue['services'];
  /** The chosen sub-service's id, or '' for none. */
  value: string;
  onChange: (serviceId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const parentOf = (id: string) =>
    tree.find((main) => main.children.some((child) => String(child.id) === id));
  const [main, setMain] = useState(() => String(parentOf(value)?.id ?? ''));
  // The tree may arrive after the form: the parent of a saved choice is found then.
  const shownMain = main || String(parentOf(value)?.id ?? '');
  const children = tree.find((entry) => String(entry.id) === shownMain)?.children ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('profileEditor.services.main')}
        required
        searchable
        data={tree.map((entry) => ({ value: String(entry.id), label: entry.label }))}
        value={shownMain || null}
        onChange={(next) => {
          setMain(next ?? '');
          onChange('');
        }}
        error={error && !shownMain ? error : undefined}
      />
      <Select
        label={t('profileEditor.services.sub')}
        required
        searchable
        placeholder={shownMain ? undefined : t('profileEditor.services.subFirst')}
        disabled={!shownMain}
        data={children.map((child) => ({ value: String(child.id), label: child.label }))}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error && shownMain ? error : undefined}
      />
    </SimpleGrid>
  );
}
