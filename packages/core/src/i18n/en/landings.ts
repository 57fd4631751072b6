/**
 * English texts of the marketing pages (loaded on demand under `landings`: resources.ts): the
 * customer, professional and tester landings and the memberships page.
 */
export const landingsEn = {
  loading: 'Loading…',
  customers: {
    pageTitle: 'For customers',
    title: 'Find a professional who fits your goals and your week',
    lead: 'Personal trainers, coaches and wellness professionals in one place. See what they offer, what it costs and what other customers say, before you book.',
    browse: 'Browse professionals',
    signUp: 'Create a free account',
    whyTitle: 'Why Fitmarket',
    why: {
      compare: {
        title: 'Compare openly',
        text: 'Prices, session lengths, packages and locations are on every profile, so you can compare without asking around.',
      },
      reviews: {
        title: 'Real reviews',
        text: 'Only customers can rate a professional, and every rating counts in the average you see.',
      },
      near: {
        title: 'Near you, or at your door',
        text: 'Find professionals by city or on the map. Some also travel to you.',
      },
      free: {
        title: 'Free for customers',
        text: 'Searching, following and messaging cost nothing. You pay only for the sessions you book.',
      },
    },
    howTitle: 'How it works',
    how: {
      search: {
        title: 'Search',
        text: 'Look for a speciality, a service or a name, near you.',
      },
      compare: {
        title: 'Compare',
        text: 'Read profiles, prices and reviews, and follow the ones you like.',
      },
      book: {
        title: 'Get started',
        text: 'Message the professional and agree on your first session.',
      },
    },
    ctaTitle: 'Ready to find your professional?',
  },
  professionals: {
    pageTitle: 'For professionals',
    title: 'Grow your client base with a profile that works for you',
    lead: 'Fitmarket puts your services, prices and reviews in front of people looking for exactly what you do. Setting up takes about ten minutes.',
    signUp: 'Sign up as a professional',
    continueRegistration: 'Fill in your profile',
    upgrade: 'Upgrade your account to professional',
    seeMemberships: 'Compare memberships',
    whyTitle: 'Why join',
    why: {
      found: {
        title: 'Be found',
        text: 'Customers search by speciality, service and location. A complete profile shows up where it matters.',
      },
      profile: {
        title: 'One page for everything',
        text: 'Services and prices, locations, certificates, photos and languages, on a page in Finnish and English that search engines read too.',
      },
      trust: {
        title: 'Build trust',
        text: 'Reviews from your customers and your certificates show newcomers why to choose you.',
      },
      followers: {
        title: 'Keep in touch',
        text: 'Customers follow your profile, so they notice when you have something new to offer.',
      },
    },
    stepsTitle: 'Fast registration in three steps',
    steps: {
      basic: {
        title: 'Basic info',
        text: 'Your name, your specialities and a few words about how you work.',
      },
      location: {
        title: 'Location',
        text: 'Where you meet your customers, and whether you travel to them.',
      },
      services: {
        title: 'Services',
        text: 'What you offer and at what price. Save, publish, and you are live.',
      },
    },
    stepsNote: 'Each step is saved as you go, so you can stop and carry on later.',
    membershipsTitle: 'Start free, grow when you want',
    membershipsLead:
      'Every professional starts on the free membership. Upgrade when you want more room for photos and certificates and a stronger place in search.',
    ctaTitle: 'Your next customer may be searching right now',
  },
  memberships: {
    pageTitle: 'Memberships',
    title: 'Memberships for professionals',
    lead: 'Three levels, one marketplace. Every level gives you a public profile, reviews and followers; the higher levels give you more room and more visibility.',
    current: 'Your membership',
    levels: {
      free: { name: 'Free', tagline: 'Everything you need to get started.' },
      basic: { name: 'Basic', tagline: 'More room to show your work.' },
      premium: { name: 'Premium', tagline: 'The most visible profile on Fitmarket.' },
    },
    perks: {
      profile: 'Public profile in Finnish and English',
      photos: 'Up to {{count}} gallery photos',
      certificates: 'Up to {{count}} certificates',
      badge: 'Premium badge on your profile and cards',
      noBadge: 'No badge',
      ranking: 'Search visibility +{{percent}}%',
      baseRanking: 'Standard search visibility',
    },
    insights: 'Weekly insights: profile views, search appearances and booking conversion',
    noInsights: 'No insights',
    price: '{{price}} / month, VAT included',
    freePrice: 'Free',
    choose: 'Choose {{level}}',
    manage: 'Manage your membership',
    rankingNote:
      'A paid level lifts your profile a little in search among equally relevant results; it never makes an unrelated profile appear.',
    testerNote: 'Testers who answer our feedback questionnaire get Premium for life.',
    testerLink: 'Read about testing',
    signUp: 'Sign up as a professional',
  },
  testers: {
    pageTitle: 'Become a tester',
    title: 'Help us build Fitmarket, and get Premium for life',
    lead: 'Fitmarket is new, and we want to build it with the people who use it. Try the service, answer a short questionnaire, and tell us honestly what works and what does not.',
    whatTitle: 'What testing means',
    what: {
      use: {
        title: 'Use Fitmarket as you would anyway',
        text: 'Search for professionals, fill in your profile, follow someone. No tasks, no deadlines.',
      },
      answer: {
        title: 'Answer six questions',
        text: 'Rate each part of the service from 1 to 5 and tell us in your own words why. It takes about ten minutes.',
      },
      change: {
        title: 'See it change',
        text: 'Our team reads every answer, and they decide what we build next.',
      },
    },
    rewardTitle: 'What you get',
    reward:
      'Professionals who answer the questionnaire become Premium members for life: the most photos and certificates, the Premium badge and the strongest search visibility, free of charge for as long as you are on Fitmarket.',
    rewardCustomers:
      'Customers are just as welcome to answer. Your feedback shapes how finding and booking a professional works.',
    ctaTitle: 'Ready to help?',
    answer: 'Answer the questionnaire',
    signUp: 'Sign up first',
    signedOutHint: 'You need an account to answer, so we can thank you properly.',
  },
  home: {
    title: 'Fitmarket for you',
    customers: 'Looking for a professional? See how Fitmarket works for customers',
    professionals: 'Are you a professional? See why to join',
    testers: 'Help us improve Fitmarket and get Premium for life',
  },
};
