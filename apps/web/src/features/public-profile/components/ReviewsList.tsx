import {
  type TReview,
  ZReviewReplyRequestSchema,
  ZReviewReportRequestSchema,
} from '@fitmarket/core/api/reviews';
import { RATING_MAX, REASON_MAX, REVIEW_REPLY_MAX_LENGTH } from '@fitmarket/core/limits';
import { type DateZone, dateZoneWhen, formatMediumDate } from '@fitmarket/core/rules/dates';
import { Avatar } from '@fitmarket/ui/Avatar';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageNav } from '@fitmarket/ui/PageNav';
import { StarRating } from '@fitmarket/ui/StarRating';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { useHydrated } from '@fitmarket/ui/useHydrated';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthToken } from '../../../lib/session';
import { useReplyToReview, useReportReview, useReviews } from '../api/reviews';

export interface ReviewsListProps {
  slug: string;
  /** The professional's name, over their replies. */
  name: string;
  rating: number | null;
  count: number;
  /** The viewer is the professional: they may reply once to each review. */
  own: boolean;
}

/** A professional's reviews, newest first and paged, with their replies. */
export function ReviewsList({ slug, name, rating, count, own }: ReviewsListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(slug, page);
  // A page of reviews arrives as a store update, which React draws at once and in one piece;
  // the cards are drawn from this deferred copy instead, in slices between the browser's work.
  const shown = useDeferredValue(reviews.data);
  const signedIn = useAuthToken() !== null;
  const hydrated = useHydrated();
  const [reporting, setReporting] = useState<TReview | null>(null);
  const [reported, setReported] = useState(false);

  return (
    <Stack
      gap="sm"
      component="section"
      id="reviews"
      aria-labelledby="reviews-title"
      data-testid="reviews"
    >
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="reviews-title">
          {t('publicProfile.reviews.title')}
        </Title>
        <StarRating rating={rating} count={count} />
      </Group>
      {reported && (
        <DoneAlert onClose={() => setReported(false)}>
          {t('publicProfile.reviews.reported')}
        </DoneAlert>
      )}
      {reviews.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('publicProfile.reviews.loadFailed')}</Text>
          <ErrorAlerts errors={errorsOf(reviews.error)} />
          <Button variant="light" size="xs" onClick={() => void reviews.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      ) : shown === undefined ? (
        <Loader size="sm" aria-label={t('publicProfile.reviews.loading')} />
      ) : shown.data.length === 0 ? (
        <Text c="dimmed">{t('publicProfile.reviews.empty')}</Text>
      ) : (
        <>
          {/* The page left stays, dimmed, until the next one has come (as the search results). */}
          <div
            aria-busy={reviews.isPlaceholderData}
            style={{ opacity: reviews.isPlaceholderData ? 0.6 : 1 }}
          >
            <ReviewCards
              dateZone={dateZoneWhen(hydrated)}
              reviews={shown.data}
              slug={slug}
              name={name}
              own={own}
              onReport={signedIn && !own ? setReporting : null}
            />
          </div>
          <PageNav
            label={t('publicProfile.reviews.pagination')}
            previousLabel={t('publicProfile.reviews.previousPage')}
            nextLabel={t('publicProfile.reviews.nextPage')}
            total={shown.meta.pagination.last_page}
            value={page}
            onChange={setPage}
          />
        </>
      )}
      {/* A new form for each review: no reason or refusal carries over to the next. Mounted once
          the page has hydrated: a modal's portal mounts with a synchronous render of its own,
          which in the hydration's commit made React finish the whole page at once. */}
      {hydrated && (
        <ReportModal
          key={reporting?.id ?? 'none'}
          review={reporting}
          onClose={() => setReporting(null)}
          onReported={() => {
            setReporting(null);
            setReported(true);
          }}
        />
      )}
    </Stack>
  );
}

/** One page of reviews: drawn again only when that page changes. */
const ReviewCards = memo(function ReviewCards({
  reviews,
  slug,
  name,
  own,
  onReport,
  dateZone,
}: {
  dateZone: DateZone;
  reviews: TReview[];
  slug: string;
  name: string;
  own: boolean;
  onReport: ((review: TReview) => void) | null;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          slug={slug}
          name={name}
          own={own}
          onReport={onReport && (() => onReport(review))}
          dateZone={dateZone}
        />
      ))}
    </Stack>
  );
});

const authorName = (review: TReview, anonymous: string) =>
  review.author ? `${review.author.first_name} ${review.author.last_initial}.` : anonymous;

function ReviewCard({
  review,
  slug,
  name,
  own,
  onReport,
  dateZone,
}: {
  review: TReview;
  slug: string;
  name: string;
  own: boolean;
  onReport: (() => void) | null;
  dateZone: DateZone;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const author = authorName(review, t('publicProfile.reviews.anonymous'));
  const date = formatMediumDate(review.created_at, language, dateZone);
  return (
    <Card component="li" withBorder padding="md" data-testid="review">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar name={author} image={review.author?.image ?? null} size="md" />
            <Stack gap={0}>
              <Text fw={600}>{author}</Text>
              <Text size="xs" c="dimmed">
                {date}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Text
              role="img"
              aria-label={t('common.rating.label', { rating: review.rating })}
              c="yellow.7"
              data-testid="review-rating"
            >
              {'★'.repeat(review.rating)}
              <Text span c="gray.4">
                {'★'.repeat(RATING_MAX - review.rating)}
              </Text>
            </Text>
            {review.verified && (
              <Badge variant="light" color="teal" tt="none">
                {t('publicProfile.reviews.verified')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>{review.message}</Text>
        {review.reply ? (
          <Card bg="var(--mantine-color-gray-light)" padding="sm" ml={{ base: 0, sm: 'xl' }}>
            <Text size="sm" fw={600}>
              {t('publicProfile.reviews.replyFrom', { name })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply}
            </Text>
          </Card>
        ) : (
          own && <ReplyForm reviewId={review.id} slug={slug} />
        )}
        {onReport && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={onReport}
            aria-label={t('publicProfile.reviews.reportLabel', { name: author })}
          >
            {t('publicProfile.reviews.report')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The professional's one reply, checked with core's request schema before it is sent. */
function ReplyForm({ reviewId, slug }: { reviewId: number; slug: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview(slug);
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: { reply: '' },
    schema: ZReviewReplyRequestSchema,
  });
  if (!open) {
    return (
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {t('publicProfile.reviews.reply')}
      </Button>
    );
  }
  const send = ({ reply: text }: { reply: string }) => {
    clearRefusal();
    reply.mutate({ reviewId, reply: text.trim() }, { onError: refused });
  };
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('publicProfile.reviews.replyLabel')}
          description={t('publicProfile.reviews.replyHint')}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          autosize
          minRows={2}
          required
          data-autofocus
          {...form.getInputProps('reply')}
        />
        <ErrorAlerts errors={refusal} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={reply.isPending}>
            {t('publicProfile.reviews.replySend')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setOpen(false)}
            disabled={reply.isPending}
          >
            {t('publicProfile.reviews.replyCancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reporting a review to staff: a reason, checked with core's request schema before sending. */
function ReportModal({
  review,
  onClose,
  onReported,
}: {
  review: TReview | null;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportReview();
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: { reason: '' },
    schema: ZReviewReportRequestSchema,
  });
  const send = ({ reason }: { reason: string }) => {
    if (!review) return;
    clearRefusal();
    report.mutate(
      { reviewId: review.id, reason: reason.trim() },
      { onSuccess: onReported, onError: refused },
    );
  };
  return (
    <Modal
      opened={review !== null}
      onClose={onClose}
      title={t('publicProfile.reviews.reportTitle')}
      centered
      closeOnEscape={!report.isPending}
      closeOnClickOutside={!report.isPending}
      closeButtonProps={{ 'aria-label': t('publicProfile.reviews.reportCancel') }}
    >
      <form onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="md">
          <Text>{t('publicProfile.reviews.reportLead')}</Text>
          <Textarea
            label={t('publicProfile.reviews.reportReason')}
            maxLength={REASON_MAX}
            required
            autosize
            minRows={2}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ErrorAlerts errors={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={report.isPending}>
              {t('publicProfile.reviews.reportCancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('publicProfile.reviews.reportConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
