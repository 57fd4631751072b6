import type { TApiError } from '@fitmarket/core/api/envelope';
import type {
  TFeedbackAnswerInput,
  TFeedbackQuestion,
  TFeedbackRequest,
} from '@fitmarket/core/api/feedback';
import { isErrorCode } from '@fitmarket/core/errors/catalogue';
import { FEEDBACK_ANSWER_MAX_LENGTH, RATING_MAX } from '@fitmarket/core/limits';
import { validateFeedbackAnswer, validateFeedbackRating } from '@fitmarket/core/rules/feedback';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { Button, Fieldset, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeedbackFormProps {
  questions: readonly TFeedbackQuestion[];
  submitting: boolean;
  /** What the server refused; errors naming a question's field show at that field. */
  serverErrors: readonly TApiError[];
  onSubmit: (request: TFeedbackRequest) => void;
}

type Answers = Record<string, TFeedbackAnswerInput>;
type Part = 'answer' | 'rating';

const empty: TFeedbackAnswerInput = { answer: '', rating: null };

/**
 * Each question with a written answer and a 1-5 rating, checked with core's rules before
 * sending (an empty answer 1307, no rating 1254), so the server's refusals only come back for
 * what the form cannot know (1329: answered already).
 */
export function FeedbackForm({ questions, submitting, serverErrors, onSubmit }: FeedbackFormProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [tried, setTried] = useState(false);
  const answerOf = (key: string) => answers[key] ?? empty;

  const localIssue = (key: string, part: Part): number | null => {
    if (!tried) return null;
    const value = answerOf(key);
    return part === 'answer'
      ? validateFeedbackAnswer(value.answer)
      : validateFeedbackRating(value.rating);
  };
  const serverIssue = (key: string, part: Part) =>
    serverErrors.find((error) => error.field === `answers.${key}.${part}`)?.code ?? null;
  const issueText = (key: string, part: Part) => {
    const code = localIssue(key, part) ?? serverIssue(key, part);
    return code !== null && isErrorCode(code) ? t(`errors.${code}`) : null;
  };
  // Errors that name no question (already answered, the server unreachable ...) go below.
  const generalErrors = serverErrors.filter((error) => !error.field?.startsWith('answers.'));

  const update = (key: string, change: Partial<TFeedbackAnswerInput>) =>
    setAnswers((current) => ({ ...current, [key]: { ...(current[key] ?? empty), ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const valid = questions.every(
      ({ key }) =>
        validateFeedbackAnswer(answerOf(key).answer) === null &&
        validateFeedbackRating(answerOf(key).rating) === null,
    );
    if (!valid) return;
    onSubmit({
      answers: Object.fromEntries(
        questions.map(({ key }) => [
          key,
          { answer: answerOf(key).answer.trim(), rating: answerOf(key).rating },
        ]),
      ) as TFeedbackRequest['answers'],
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {questions.map((question, index) => (
          <QuestionFields
            key={question.key}
            question={question}
            number={index + 1}
            total={questions.length}
            value={answerOf(question.key)}
            answerError={issueText(question.key, 'answer')}
            ratingError={issueText(question.key, 'rating')}
            onChange={(change) => update(question.key, change)}
          />
        ))}
        <ErrorAlerts errors={generalErrors} />
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
  answerError: string | null;
  ratingError: string | null;
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
          <Rating
            name={`${question.key}-rating`}
            count={RATING_MAX}
            size="lg"
            value={value.rating ?? 0}
            onChange={(rating) => onChange({ rating: rating === 0 ? null : rating })}
            getSymbolLabel={(rating) => t('feedback.ratingValue', { count: rating })}
            role="radiogroup"
            aria-labelledby={ratingLabelId}
            aria-describedby={ratingError ? `${ratingHintId} ${ratingErrorId}` : ratingHintId}
            aria-invalid={ratingError !== null}
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
