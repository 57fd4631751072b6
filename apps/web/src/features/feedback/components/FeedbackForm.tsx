import {
  type TFeedbackAnswerInput,
  type TFeedbackQuestion,
  type TFeedbackRequest,
  ZFeedbackRequestSchema,
} from '@fitmarket/core/api/feedback';
import { FEEDBACK_ANSWER_MAX_LENGTH, RATING_MAX } from '@fitmarket/core/limits';
import { validateFeedbackAnswer, validateFeedbackRating } from '@fitmarket/core/rules/feedback';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { RatingInput } from '@fitmarket/ui/RatingInput';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Fieldset, Input, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeedbackFormProps {
  questions: readonly TFeedbackQuestion[];
  submitting: boolean;
  /** Sends the answers; a refusal goes to `onError`, which shows each error at its question. */
  onSubmit: (request: TFeedbackRequest, callbacks: { onError: (error: unknown) => void }) => void;
}

type Answers = Record<string, TFeedbackAnswerInput>;

const empty: TFeedbackAnswerInput = { answer: '', rating: null };

/** The request's schema for the questions the server asks (it serves them; each is required). */
const answersSchema = ZFeedbackRequestSchema.extend({
  answers: ZFeedbackRequestSchema.shape.answers.partial(),
});

/** The answers as sent: every question's, the written ones trimmed. */
const toRequest = (questions: readonly TFeedbackQuestion[], answers: Answers) =>
  ({
    answers: Object.fromEntries(
      questions.map(({ key }) => {
        const { answer, rating } = answers[key] ?? empty;
        return [key, { answer: answer.trim(), rating }];
      }),
    ),
  }) as TFeedbackRequest;

/**
 * Each question with a written answer and a 1-5 rating, checked with core's schema and rules
 * before sending (an empty answer 1307, no rating 1254), so the server's refusals only come back
 * for what the form cannot know (1329: answered already).
 */
export function FeedbackForm({ questions, submitting, onSubmit }: FeedbackFormProps) {
  const { t } = useTranslation();
  const { form, refused, refusal, clearRefusal } = useCoreForm<{ answers: Answers }>({
    initialValues: {
      answers: Object.fromEntries(questions.map(({ key }) => [key, empty])),
    },
    schema: answersSchema,
    toRequest: ({ answers }) => toRequest(questions, answers),
    rules: ({ answers }) =>
      Object.fromEntries(
        questions.flatMap(({ key }) => [
          [`answers.${key}.answer`, validateFeedbackAnswer(answers[key]?.answer ?? '')],
          [`answers.${key}.rating`, validateFeedbackRating(answers[key]?.rating)],
        ]),
      ),
  });

  const submit = ({ answers }: { answers: Answers }) => {
    clearRefusal();
    onSubmit(toRequest(questions, answers), { onError: refused });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        {questions.map((question, index) => {
          const path = `answers.${question.key}`;
          return (
            <QuestionFields
              key={question.key}
              question={question}
              number={index + 1}
              total={questions.length}
              value={form.getValues().answers[question.key] ?? empty}
              answerError={form.errors[`${path}.answer`]}
              ratingError={form.errors[`${path}.rating`]}
              onChange={(change) => {
                for (const [part, value] of Object.entries(change)) {
                  form.setFieldValue(`${path}.${part}`, value);
                }
              }}
            />
          );
        })}
        {/* Errors that name no question (already answered, the server unreachable ...). */}
        <ErrorAlerts errors={refusal} />
        <Button type="submit" loading={submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
}

interface QuestionFieldsProps {
  question: TFeedbackQuestion;
  number: number;
  total: number;
  value: TFeedbackAnswerInput;
  answerError: ReactNode;
  ratingError: ReactNode;
  onChange: (change: Partial<TFeedbackAnswerInput>) => void;
}

function QuestionFields({
  question,
  number,
  total,
  value,
  answerError,
  ratingError,
  onChange,
}: QuestionFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const ratingLabelId = `${id}-rating-label`;
  const ratingHintId = `${id}-rating-hint`;
  const ratingErrorId = `${id}-rating-error`;
  return (
    <Fieldset
      data-testid={`question-${question.key}`}
      legend={
        <>
          <Text span size="sm" c="dimmed" display="block">
            {t('feedback.questionLabel', { number, total })}
          </Text>
          <Text span fw={600} display="block">
            {question.question}
          </Text>
        </>
      }
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Input.Label id={ratingLabelId} required>
            {t('feedback.ratingLabel')}
          </Input.Label>
          <Text id={ratingHintId} size="xs" c="dimmed">
            {t('feedback.ratingScale')}
          </Text>
          <RatingInput
            count={RATING_MAX}
            value={value.rating ?? 0}
            onChange={(rating) => onChange({ rating: rating === 0 ? null : rating })}
            getSymbolLabel={(rating) => t('feedback.ratingValue', { count: rating })}
            aria-labelledby={ratingLabelId}
            aria-describedby={ratingError ? `${ratingHintId} ${ratingErrorId}` : ratingHintId}
            aria-invalid={Boolean(ratingError)}
          />
          {ratingError && (
            <Input.Error id={ratingErrorId} role="alert">
              {ratingError}
            </Input.Error>
          )}
        </Stack>
        <Textarea
          label={t('feedback.answerLabel')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={FEEDBACK_ANSWER_MAX_LENGTH}
          value={value.answer}
          onChange={(event) => onChange({ answer: event.currentTarget.value })}
          error={answerError}
        />
      </Stack>
    </Fieldset>
  );
}
