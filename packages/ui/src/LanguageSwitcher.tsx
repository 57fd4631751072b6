import { type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

/**
 * English / Suomi as a radio group: reachable with Tab, changed with the arrow keys, and each
 * name is marked with its own language so screen readers pronounce it right.
 */
export function LanguageSwitcher({
  onChange,
}: {
  /** Told of a choice after the page has switched, e.g. to save it to the signed-in account. */
  onChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (
    <SegmentedControl<Language>
      aria-label={t('common.languageSwitcher.label')}
      data-testid="language-switcher"
      size="xs"
      value={language}
      onChange={(next) => {
        void i18n.changeLanguage(next);
        onChange?.(next);
      }}
      data={SUPPORTED_LANGUAGES.map((value) => ({
        value,
        label: <span lang={value}>{t(`common.languages.${value}`)}</span>,
      }))}
    />
  );
}
