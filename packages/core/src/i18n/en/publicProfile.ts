/**
 * English texts of a professional's public page (loaded on demand under `publicProfile`, see
 * resources.ts). The `seo` texts are also written by the API into the HTML for search engines.
 */
export const publicProfileEn = {
  loading: 'Loading the profile…',
  loadFailed: 'The profile could not be loaded.',
  tabs: {
    label: 'Profile sections',
    main: 'Profile',
    social: 'Social',
  },
  socialLater:
    'Posts, challenges and other social activity will show here soon. Follow {{name}} to hear about them first.',
  hidden: {
    unpublished: 'This profile is not published: only you and Fitmarket staff can see it.',
    blocked: 'This profile is blocked: only its owner and Fitmarket staff can see it.',
  },
  premium: 'Premium member',
  followers_one: '{{count}} follower',
  followers_other: '{{count}} followers',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  followSignIn: 'Sign in to follow',
  followDone: 'You now follow {{name}}.',
  unfollowDone: 'You no longer follow {{name}}.',
  ownProfile: 'This is your profile as others see it.',
  contact: 'Contact',
  contactSignIn: 'Sign in to send a message',
  close: 'Close',
  about: 'About',
  services: {
    title: 'Services',
    sessions_one: '{{count}} session',
    sessions_other: 'Package of {{count}} sessions',
    discount: '{{percent}} % off',
    firstSessionDiscount: 'First session {{percent}} % off',
  },
  locations: {
    title: 'Where',
    flexible: 'Also comes to you',
    map: 'Map of the places where {{name}} works',
  },
  certificates: {
    title: 'Certificates',
    idNumber: 'Certificate number {{id}}',
    image: 'Certificate: {{title}}',
  },
  photos: {
    title: 'Photos',
    open: 'Open photo {{number}} of {{count}}',
    previous: 'Previous photo',
    next: 'Next photo',
    counter: 'Photo {{number}} of {{count}}',
  },
  languages: 'Languages',
  video: {
    play: 'Play the video',
    notice:
      'The video is loaded from {{host}} only when you press play; {{host}} may then set cookies.',
    frameTitle: 'Video of {{name}}',
  },
  seo: {
    titleNoSpecialities: '{{name}} – fitness professional',
    description: '{{name}} on Fitmarket: {{specialities}}. {{about}}',
    notFoundTitle: 'Profile not found',
  },
} as const;
