import type { TBooking } from '@fitmarket/core/api/bookings';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The price a booking stored (what the customer pays) and, in a package, the sessions left. */
export function BookingPrice({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { price_minor: price, currency } = booking;
  if (price === null || !currency || !isCurrency(currency)) return null;
  return (
    <Text size="sm" data-testid="booking-price">
      {t('bookings.history.price', { price: formatPrice(price, currency, language) })}
      {booking.package &&
        ` · ${t('bookings.history.package', {
          session: booking.package.session,
          sessions: booking.package.sessions,
          count: booking.package.sessions_left,
        })}`}
    </Text>
  );
}
