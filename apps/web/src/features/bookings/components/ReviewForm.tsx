import type { TBooking } from '@fitmarket/core/api/bookings';
import { ZReviewRequestSchema } from '@fitmarket/core/api/reviews';
import { RATING_MAX, REVIEW_MESSAGE_MAX_LENGTH } from '@fitmarket/core/limits';
import { reviewFieldCodes } from '@fitmarket/core/rules/review';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { RatingInput } from '@fitmarket/ui/RatingInput';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Card, Input, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReviewBooking } from '../api/bookings';

type ReviewValues = {
  /** 0 while no star is chosen (Mantine's Rating). */
  rating: number;
  message: string;
};

const toRequest = ({ rating, message }: ReviewValues) => ({
  rating: rating === 0 ? null : rating,
  message,
});

/**
 * The review prompt of a passed session: a rating 1-5 (required) and a message of at least 10
 * characters, checked with core's schema and rules before sending (1251-1254), then by the
 * server, whose refusals show under the fields they name.
 */
export function ReviewForm({ booking, onDone }: { booking: TBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const review = useReviewBooking();
  const { form, refused, refusal, clearRefusal } = useCoreForm<ReviewValues>({
    initialValues: { rating: 0, message: '' },
    schema: ZReviewRequestSchema,
    toRequest,
    rules: (values) => reviewFieldCodes(toRequest(values)),
  });
  const name = `${booking.professional.first_name} ${booking.professional.last_name}`;
  const titleId = `review-${booking.id}`;
  const ratingError = form.errors.rating;

  const send = (values: ReviewValues) => {
    clearRefusal();
    review.mutate(
      { bookingId: booking.id, review: toRequest(values) },
      { onSuccess: onDone, onError: refused },
    );
  };

  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-light)" data-testid="review-form">
      <form onSubmit={form.onSubmit(send)} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {t('bookings.review.title')}
          </Title>
          <Text size="sm">{t('bookings.review.lead', { name })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${titleId}-rating`}>
              {t('bookings.review.rating')}
            </Text>
            <RatingInput
              count={RATING_MAX}
              value={form.getValues().rating}
              onChange={(rating) => form.setFieldValue('rating', rating)}
              aria-labelledby={`${titleId}-rating`}
              aria-describedby={ratingError ? `${titleId}-rating-error` : undefined}
              aria-invalid={Boolean(ratingError)}
              getSymbolLabel={(value) => `${value} / ${RATING_MAX}`}
              data-testid="review-rating"
            />
            {ratingError && (
              <Input.Error id={`${titleId}-rating-error`} role="alert">
                {ratingError}
              </Input.Error>
            )}
          </Stack>
          <Textarea
            label={t('bookings.review.message')}
            maxLength={REVIEW_MESSAGE_MAX_LENGTH}
            autosize
            minRows={3}
            required
            {...form.getInputProps('message')}
          />
          <ErrorAlerts errors={refusal} />
          <Button type="submit" loading={review.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('bookings.review.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
