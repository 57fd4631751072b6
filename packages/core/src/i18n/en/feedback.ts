/** English texts of the feedback questionnaire (loaded on demand under `feedback`: resources.ts). */
export const feedbackEn = {
  pageTitle: 'Feedback',
  title: 'Tell us what you think',
  lead: 'Six questions about Fitmarket. Rate each from 1 (poor) to 5 (excellent) and tell us why in a few words. Honest answers help us most.',
  professionalReward:
    'As a professional, you become a Premium member for life when you send your answers.',
  loading: 'Loading the questions…',
  loadFailed: 'We could not load the questions',
  questionLabel: 'Question {{number}} of {{total}}',
  answerLabel: 'Your answer',
  ratingLabel: 'Your rating',
  ratingScale: '1 = poor, 5 = excellent',
  ratingValue: '{{count}} out of 5',
  submit: 'Send my answers',
  sending: 'Sending…',
  doneTitle: 'Thank you for your feedback!',
  doneLead: 'Our team reads every answer.',
  donePremium:
    'You are now a Premium member for life. Enjoy the extra room for photos and certificates, the Premium badge and the stronger search visibility.',
  backHome: 'Back to the home page',
  seeMemberships: 'See what Premium gives you',
};
