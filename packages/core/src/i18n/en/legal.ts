/**
 * English texts: the terms of use and the privacy policy (loaded on demand under `legal`: resources.ts).
 * A blank line inside a body starts a new paragraph. Section order is fixed in LegalText.tsx.
 */
export const legalEn = {
  terms: {
    title: 'Terms of use',
    updated: 'Last updated 1 November 2026',
    intro:
      'These terms apply when you use the Fitmarket service, whether you are looking for a professional, offering your services or working in our back-office. By creating an account you accept them.',
    sections: {
      service: {
        heading: '1. The service',
        body: 'Fitmarket is an online marketplace run by Fitmarket Oy (business ID 3312458-6, Helsinki, Finland). It brings together customers and independent fitness, coaching and wellness professionals: customers search for professionals, follow them, send messages, book sessions and leave reviews.\n\nFitmarket is not a party to the agreements made between customers and professionals. Each professional is responsible for the services they offer and provide.',
      },
      accounts: {
        heading: '2. Accounts',
        body: 'You must be at least 16 years old to create an account. Give true information about yourself and keep it up to date. An account is personal: keep your password secret and tell us at once if you suspect someone else is using your account.\n\nYou can delete your account at any time in your account settings. We may suspend or block an account that breaks these terms or the law, and we tell you the reason.',
      },
      profiles: {
        heading: '3. Professional profiles and content',
        body: 'Professionals are responsible for the accuracy of their profiles, prices, qualifications and certificates. Content you publish must not be misleading, illegal, offensive or infringe the rights of others.\n\nYou keep the rights to your content, but you allow us to show it in the service and in its marketing for as long as it is published. We may remove content that breaks these terms.',
      },
      bookings: {
        heading: '4. Bookings and payments',
        body: 'A booking is an agreement between the customer and the professional. The professional confirms or declines a booking request, and either party may cancel a booking with a reason. The price, the cancellation terms and the payment of a session are agreed between the customer and the professional, unless the service states otherwise.\n\nConsumer protection law applies to services bought by consumers. Complaints about a session are made first to the professional.',
      },
      reviews: {
        heading: '5. Reviews',
        body: 'Customers may rate a professional and write a review of their own experience. A review must be honest and relevant, and you cannot review yourself. We do not pay for reviews or edit them, but we remove reviews that are false, offensive or break these terms.',
      },
      campaigns: {
        heading: '6. Memberships and campaigns',
        body: 'Professionals may choose a free, basic or premium membership and buy marketing campaigns: first place in search results or an advertisement on their profile page. Prices are shown before purchase and include VAT.\n\nAds are reviewed before they are shown and may be rejected with a reason. Paid impressions that have been delivered are not refunded.',
      },
      liability: {
        heading: '7. Liability',
        body: 'We do our best to keep the service available and secure, but we cannot promise that it is always free of interruptions or errors. Fitmarket is not liable for the services professionals provide, for agreements between users, or for indirect damage.\n\nNothing in these terms limits rights that consumers have under mandatory law.',
      },
      changes: {
        heading: '8. Changes to these terms',
        body: 'We may change these terms when the service or the law changes. We tell registered users about significant changes by email or in the service at least 14 days before they take effect.',
      },
      contact: {
        heading: '9. Governing law and contact',
        body: 'These terms are governed by Finnish law. Disputes are settled in the District Court of Helsinki; a consumer may also bring a dispute to the district court of their home municipality or to the Consumer Disputes Board.\n\nContact: Fitmarket Oy, Mannerheimintie 12 B, 00100 Helsinki, support@fitmarket.fi.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated 1 November 2026',
    intro:
      'This policy explains what personal data Fitmarket processes, why, and what rights you have. It follows the EU General Data Protection Regulation (GDPR) and the Finnish Data Protection Act.',
    sections: {
      controller: {
        heading: '1. Data controller',
        body: 'Fitmarket Oy (business ID 3312458-6), Mannerheimintie 12 B, 00100 Helsinki, Finland. Questions about privacy: privacy@fitmarket.fi.',
      },
      data: {
        heading: '2. What personal data we process',
        body: 'Account data: name, email address, password (stored only as a secure hash), role, language and notification choices.\n\nProfile data of professionals: photos, description, services, prices, locations, certificates and linked social media activity.\n\nUse of the service: bookings, messages, reviews, follows, searches, campaigns and payments, and technical data such as sign-in times and the device and browser you use.',
      },
      purposes: {
        heading: '3. Why we process it',
        body: 'To provide the service and our agreement with you: your account, bookings, messages and campaigns (legal basis: contract). To keep the service secure and prevent misuse (legitimate interest). To improve the service with statistics such as search logs (legitimate interest). To send news and offers, only if you have agreed (consent). To keep accounting records (legal obligation).',
      },
      recipients: {
        heading: '4. Who receives your data',
        body: 'Professionals see the information needed for your bookings and messages. Published profiles and reviews are public. We use carefully chosen subcontractors for hosting, email and payments; they process data only on our behalf. If data is transferred outside the EU/EEA, we use the European Commission’s standard contractual clauses.',
      },
      retention: {
        heading: '5. How long we keep it',
        body: 'We keep your data for as long as you have an account. When you delete your account, we delete or anonymise your personal data within 30 days, except what we must keep by law: accounting records are kept for 6 years. Security logs are kept for 12 months.',
      },
      rights: {
        heading: '6. Your rights',
        body: 'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, and to receive the data you gave us in a machine-readable form. Where processing is based on consent, you can withdraw it at any time.\n\nYou also have the right to lodge a complaint with the Data Protection Ombudsman (tietosuoja.fi).',
      },
      cookies: {
        heading: '7. Cookies and browser storage',
        body: 'We use the browser’s storage to keep you signed in and to remember your language. We do not use advertising cookies. Statistics about the use of the service are collected without identifying you.',
      },
      security: {
        heading: '8. Security',
        body: 'Connections to the service are encrypted, passwords are stored only as hashes, and access to personal data is limited to staff who need it for their work.',
      },
      contact: {
        heading: '9. Contact',
        body: 'Send requests about your rights to privacy@fitmarket.fi. We answer within one month. We may update this policy; the date at the top shows the latest version.',
      },
    },
  },
} as const;
