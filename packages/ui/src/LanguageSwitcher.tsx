import './LanguageSwitcher.css';
import { type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

/**
 * English / Suomi as a radio group: reachable with Tab, changed with the arrow keys, and each
 * name is marked with its own language so screen readers pronounce it right. Native radios
 * styled like Mantine's SegmentedControl, whose sliding indicator measures the layout on every
 * change of the page (it showed in the landing page's blocking time).
 */
export function LanguageSwitcher({
  onChange,
}: {
  /** Told of a choice after the page has switched, e.g. to save it to the signed-in account. */
  onChange?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('common.languageSwitcher.label')}
      data-testid="language-switcher"
      className="fm-language-switcher"
    >
      {SUPPORTED_LANGUAGES.map((value) => (
        <div key={value}>
          <input
            type="radio"
            id={`${name}-${value}`}
            name={name}
            value={value}
            checked={value === language}
            onChange={() => {
              void i18n.changeLanguage(value);
              onChange?.(value);
            }}
          />
          <label htmlFor={`${name}-${value}`}>
            <span lang={value}>{t(`common.languages.${value}`)}</span>
          </label>
        </div>
      ))}
    </div>
  );
}
