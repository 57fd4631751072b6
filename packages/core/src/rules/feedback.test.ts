import { describe, expect, it } from 'vitest';
import { FEEDBACK_ANSWER_MAX_LENGTH } from '../limits';
import {
  FEEDBACK_QUESTION_KEYS,
  FEEDBACK_QUESTIONS,
  feedbackQuestionText,
  validateFeedbackAnswer,
  validateFeedbackRating,
} from './feedback';

describe('the feedback questionnaire', () => {
  it('has unique keys and both languages for every question', () => {
    expect(new Set(FEEDBACK_QUESTION_KEYS).size).toBe(FEEDBACK_QUESTIONS.length);
    for (const question of FEEDBACK_QUESTIONS) {
      expect(question.key).toMatch(/^[a-z_]+$/);
      expect(question.en.endsWith('?')).toBe(true);
      expect(question.fi.endsWith('?')).toBe(true);
    }
  });

  it('reads a question in the language asked, and an unknown key as itself', () => {
    expect(feedbackQuestionText('recommend', 'fi')).toMatch(/suosittelisit/);
    expect(feedbackQuestionText('recommend', 'en')).toMatch(/recommend/);
    expect(feedbackQuestionText('retired_question', 'fi')).toBe('retired_question');
  });
});

describe('validateFeedbackAnswer', () => {
  it('wants some words, and not too many', () => {
    expect(validateFeedbackAnswer('  ')).toBe(1307);
    expect(validateFeedbackAnswer('Clear enough.')).toBeNull();
    expect(validateFeedbackAnswer('x'.repeat(FEEDBACK_ANSWER_MAX_LENGTH))).toBeNull();
    expect(validateFeedbackAnswer('x'.repeat(FEEDBACK_ANSWER_MAX_LENGTH + 1))).toBe(1301);
  });
});

describe('validateFeedbackRating', () => {
  it('wants a whole number from 1 to 5', () => {
    expect(validateFeedbackRating(null)).toBe(1254);
    expect(validateFeedbackRating(undefined)).toBe(1254);
    expect(validateFeedbackRating(0)).toBe(1253);
    expect(validateFeedbackRating(6)).toBe(1253);
    expect(validateFeedbackRating(3.5)).toBe(1253);
    expect(validateFeedbackRating(1)).toBeNull();
    expect(validateFeedbackRating(5)).toBeNull();
  });
});
