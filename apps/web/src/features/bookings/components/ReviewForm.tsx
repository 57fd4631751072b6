import type { TBooking } from '@fitmarket/core/api/bookings';
import { REVIEW_MESSAGE_MAX_LENGTH } from '@fitmarket/core/limits';
import { validateReview } from '@fitmarket/core/rules/review';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewBooking } from '../api/bookings';

/**
 * The review prompt of a passed session: a rating 1-5 (required) and a message of at least 10
 * characters, checked by core's rule before sending (1251-1254), then by the server.
 */
export function ReviewForm({ booking, onDone }: { booking: TBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [issues, setIssues] = useState<number[]>([]);
  const review = useReviewBooking();
  const name = `${booking.professional.first_name} ${booking.professional.last_name}`;
  const titleId = `review-${booking.id}`;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const input = { rating: rating === 0 ? null : rating, message };
    const found = validateReview(input);
    setIssues(found);
    if (found.length > 0) return;
    review.mutate({ bookingId: booking.id, review: input }, { onSuccess: onDone });
  };

  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-light)" data-testid="review-form">
      <form onSubmit={send} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {t('bookings.review.title')}
          </Title>
          <Text size="sm">{t('bookings.review.lead', { name })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${titleId}-rating`}>
              {t('bookings.review.rating')}
            </Text>
            <Rating
              value={rating}
              onChange={setRating}
              size="lg"
              aria-labelledby={`${titleId}-rating`}
              getSymbolLabel={(value) => `${value} / 5`}
              data-testid="review-rating"
            />
          </Stack>
          <Textarea
            label={t('bookings.review.message')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={REVIEW_MESSAGE_MAX_LENGTH}
            autosize
            minRows={3}
            required
          />
          <ErrorAlerts
            errors={
              issues.length > 0
                ? issues.map((code) => ({ code }))
                : review.isError
                  ? errorsOf(review.error)
                  : []
            }
          />
          <Button type="submit" loading={review.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('bookings.review.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
