import { CONTACT } from '@fitmarket/core/contact';
import { type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { pickLanguage, useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The marketing pages, also in the header on wide screens (RootLayout). */
export const MARKETING_LINKS = [
  { to: '/for-customers', label: 'web.footer.forCustomers' },
  { to: '/for-professionals', label: 'web.footer.forProfessionals' },
  { to: '/memberships', label: 'web.footer.memberships' },
  { to: '/testers', label: 'web.footer.testers' },
] as const;

// Footer links are small text; the padding gives each a finger-sized target on phones.
const linkProps = { size: 'sm', py: 6, display: 'inline-block' } as const;

/**
 * The marketplace footer: the legal pages, the contact address and the language, on every page.
 * `onLanguageChange` is the header switcher's, so a signed-in user's choice is saved the same way.
 */
export function SiteFooter({
  onLanguageChange,
}: {
  onLanguageChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('web.footer.tagline')}</Text>
      <Group
        component="nav"
        aria-label={t('web.footer.navLabel')}
        gap="lg"
        wrap="wrap"
        // The links' own padding already parts the rows on a phone.
        style={{ rowGap: 0 }}
      >
        {MARKETING_LINKS.map(({ to, label }) => (
          <Anchor key={to} component={Link} to={to} {...linkProps}>
            {t(label)}
          </Anchor>
        ))}
        <Anchor component={Link} to="/page/terms" {...linkProps}>
          {t('web.footer.terms')}
        </Anchor>
        <Anchor component={Link} to="/page/privacy" {...linkProps}>
          {t('web.footer.privacy')}
        </Anchor>
        <Anchor href={`mailto:${CONTACT.email}`} {...linkProps}>
          {t('web.footer.contact')}: {CONTACT.email}
        </Anchor>
      </Group>
      <Group gap="md" role="group" aria-label={t('common.languageSwitcher.label')}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Anchor
            key={language}
            component="button"
            type="button"
            lang={language}
            aria-pressed={language === current}
            fw={language === current ? 700 : 400}
            onClick={() => {
              pickLanguage(i18n, language);
              onLanguageChange?.(language);
            }}
            {...linkProps}
          >
            {t(`common.languages.${language}`)}
          </Anchor>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('web.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Stack>
  );
}
