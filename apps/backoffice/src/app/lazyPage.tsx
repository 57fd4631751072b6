import type { TextSection } from '@fitmarket/core/i18n/resources';
import { SectionTexts } from '@fitmarket/ui/SectionTexts';
import { type ComponentType, lazy } from 'react';

/**
 * A page whose code loads when it is first opened, and with it the text section it reads
 * (`texts`), if any. The app renders the routes with `useRoutes` under a plain BrowserRouter
 * (main.tsx): the back-office uses none of the data router's features, and leaving them out
 * keeps its login page light.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  texts?: TextSection,
) {
  return lazy(async () => {
    const Page: ComponentType<Props> = (await load())[name];
    if (!texts) return { default: Page };
    return {
      default: (props: Props) => (
        <SectionTexts section={texts}>
          <Page {...props} />
        </SectionTexts>
      ),
    };
  });
}
