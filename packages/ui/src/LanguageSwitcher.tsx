import './LanguageSwitcher.css';
import { type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLanguage, useLanguage } from './useLanguage';

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
  const group = useRef<HTMLDivElement>(null);
  const choose = (value: Language) => {
    pickLanguage(i18n, value);
    onChange?.(value);
  };
  // A radio clicked on the server's page before the app ran stays checked through hydration
  // (React keeps the browser's state) but told nobody: take that choice once the app runs. The
  // parts React adopts later (HydrateApart, lazy parts) are then drawn afresh in the new
  // language, React reporting each as a recoverable mismatch on the console.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first view can hold one.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    const early = SUPPORTED_LANGUAGES.find((value) => value === checked?.value);
    if (early && early !== language) choose(early);
  }, []);
  return (
    <div
      ref={group}
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
            onChange={() => choose(value)}
          />
          <label htmlFor={`${name}-${value}`}>
            <span lang={value}>{t(`common.languages.${value}`)}</span>
          </label>
        </div>
      ))}
    </div>
  );
}
