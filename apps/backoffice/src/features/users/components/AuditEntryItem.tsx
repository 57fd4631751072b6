import type { TAuditEntry } from '@fitmarket/core/api/admin-users';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { membershipName } from '../../../components/user-actions/membershipName';
import { formatDateTime } from '../../../lib/formatDateTime';

const KNOWN_FIELDS = [
  'blocked',
  'block_reason',
  'membership_id',
  'published',
  'message',
  'review',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const isKnownField = (key: string): key is KnownField =>
  (KNOWN_FIELDS as readonly string[]).includes(key);

/** "some_field" → "Some field". */
function asWords(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One staff action in a user's history: what, when, by whom, what changed and why. */
export function AuditEntryItem({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();

  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined) return '–';
    if (typeof raw === 'boolean') {
      return raw ? t('backofficeUsers.history.yes') : t('backofficeUsers.history.no');
    }
    if (field === 'membership_id' && typeof raw === 'number') return membershipName(raw, language);
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  };
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const changes = fields.map((field) => ({
    field,
    // A field without a label yet still reads as words, never as a column name.
    label: isKnownField(field) ? t(`backofficeUsers.history.fields.${field}`) : asWords(field),
    before: value(field, entry.before?.[field]),
    after: value(field, entry.after?.[field]),
  }));

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="audit-entry">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" tt="none" data-testid="audit-action">
            {t(`backofficeUsers.history.kinds.${entry.action}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
          </Text>
        </Group>
        <Text size="sm">
          {t('backofficeUsers.history.who')}:{' '}
          {entry.actor
            ? `${entry.actor.name} (${t(`backofficeUsers.roles.${entry.actor.role}`)})`
            : t('backofficeUsers.history.deletedStaff')}
        </Text>
        {changes.map((change) => (
          <Text size="sm" key={change.field}>
            {change.label}: {change.before} → {change.after}
          </Text>
        ))}
        {entry.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="audit-reason">
            {t('backofficeUsers.history.reason')}: {entry.reason}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
