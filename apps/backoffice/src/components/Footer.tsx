import { CONTACT } from '@fitmarket/core/contact';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Contact e-mail and phone and the copyright line (SPEC §1), on public and dashboard pages. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
        <Text size="sm" fw={600}>
          {t('backoffice.footer.contactTitle')}
        </Text>
        <Text size="sm">
          {t('backoffice.footer.email')}:{' '}
          <Anchor href={`mailto:${CONTACT.email}`} data-testid="contact-email">
            {CONTACT.email}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('backoffice.footer.phone')}:{' '}
          <Anchor href={`tel:${CONTACT.phone.replaceAll(' ', '')}`} data-testid="contact-phone">
            {CONTACT.phone}
          </Anchor>
        </Text>
      </Stack>
      <Text size="sm" c="dimmed" data-testid="copyright">
        {t('backoffice.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
