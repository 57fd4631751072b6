import { SiteLayout } from '@fitmarket/ui/SiteLayout';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';

/** Pages outside the dashboard: the site header, the page and the contact footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <SiteLayout brand={t('backoffice.appName')} footer={<Footer />}>
      <Outlet />
    </SiteLayout>
  );
}
