import type { TReport } from '@fitmarket/core/api/reports';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/formatDateTime';
import type { DecisionTarget, ModerationDecisions, QueueKind } from './useModerationDecisions';

/** "Name (email)"; someone without a name yet is named by their e-mail, once. */
const nameWithEmail = ({ name, email }: { name: string; email: string }) =>
  name === email ? email : `${name} (${email})`;

export interface ReportedItemCardProps {
  kind: QueueKind;
  /** The item's id in its queue. */
  id: number;
  /** Its author; null once they deleted their account. */
  author: { id: number; name: string; email: string } | null;
  /** The text people reported, shown as plain text (never as markup). */
  text: string;
  /** When it was written or sent. */
  writtenAt: string;
  /** Lines about the item above its text (the reviewed professional and the rating). */
  details?: ReactNode;
  reports: readonly TReport[];
  decisions: ModerationDecisions;
}

/** One reported message or review: who wrote what, everyone who reported it and why, the decisions. */
export function ReportedItemCard({
  kind,
  id,
  author,
  text,
  writtenAt,
  details,
  reports,
  decisions,
}: ReportedItemCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const reportsId = useId();
  const section = kind.texts;
  const name = author?.name ?? t('backofficeModeration.deletedAccount');
  const target: DecisionTarget = { id, name };

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-testid="reported-item"
      data-item-id={id}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {t(`backofficeModeration.${section}.title`, { name })}
          </Title>
          {author && (
            <Group gap="sm">
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {author.email}
              </Text>
              <Anchor
                component={Link}
                to={`/dashboard/users/${author.id}/history`}
                state={{ name: author.name }}
                size="sm"
                aria-label={t('backofficeModeration.historyLabel', { name: author.name })}
              >
                {t('backofficeModeration.history')}
              </Anchor>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t(`backofficeModeration.${section}.writtenAt`)}:{' '}
            <time dateTime={writtenAt}>{formatDateTime(writtenAt, language)}</time>
          </Text>
        </Stack>

        {details}

        <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
          <Text size="xs" c="dimmed" mb={4}>
            {t(`backofficeModeration.${section}.text`)}
          </Text>
          {/* React escapes the text: what people wrote never becomes markup. */}
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="reported-text"
          >
            {text}
          </Text>
        </Paper>

        {/* Every open report: each reporter's reason, not only the latest one. */}
        <Text size="sm" fw={600} id={reportsId} data-testid="report-count">
          {t(`backofficeModeration.${section}.reports`, { count: reports.length })}
        </Text>
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={reportsId}
        >
          {reports.map((report) => (
            <li key={`${report.reporter?.id}-${report.reported_at}`} data-testid="report">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} inherit>
                  {t('backofficeModeration.report.reason')}:
                </Text>{' '}
                {report.reason}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('backofficeModeration.report.by', {
                  name: report.reporter
                    ? nameWithEmail(report.reporter)
                    : t('backofficeModeration.deletedAccount'),
                })}
                {' · '}
                {t('backofficeModeration.report.at')}:{' '}
                <time dateTime={report.reported_at}>
                  {formatDateTime(report.reported_at, language)}
                </time>
              </Text>
            </li>
          ))}
        </Stack>

        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            onClick={() => decisions.open('keep', target)}
            aria-label={t(`backofficeModeration.${section}.keepLabel`, { name })}
          >
            {t('backofficeModeration.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => decisions.open('action', target)}
            aria-label={t(`backofficeModeration.${section}.actionLabel`, { name })}
          >
            {t(`backofficeModeration.${section}.action`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
