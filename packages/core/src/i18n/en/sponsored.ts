/**
 * English texts of paid placements: the "Sponsored" label of boosted results and ads, and the
 * page that explains how search ranks and what payment changes (EU P2B Art. 5, DSA Art. 26).
 */
export const sponsoredEn = {
  label: 'Sponsored',
  onBehalfOf: 'Paid for by {{name}}',
  whySearch: 'shown for the search “{{search}}”',
  whyNear: 'shown near {{location}}',
  whySearchNear: 'shown for the search “{{search}}” near {{location}}',
  whyLink: 'Why am I seeing this?',
  discountCode: 'Discount code:',
  previewTitle: 'Your ad’s title',
  previewCta: 'Read more',
  ranking: {
    pageTitle: 'How search results are ranked',
    title: 'How search results are ranked',
    lead: 'What decides the order of professionals in our search, and what paying changes.',
    mainTitle: 'The main ranking parameters',
    mainIntro:
      'Unless you pick another order (nearest, best rated, price), results are ranked by how well they match your search. In order of weight:',
    params: {
      text: 'How well the search words match the professional: name and specialities count most, then services; descriptions and places count a little. English and Finnish forms both match (“jooga” also finds “joogaa”).',
      distance:
        'Distance from the place you searched or, if you share it, from where you are. Professionals outside the searched area are not shown.',
      rating:
        'Customers’ ratings, weighed by how many there are: a few reviews move a professional less than many.',
      membership:
        'Membership level: a paid membership weighs the rating part a little more (Basic by a tenth, Premium by a fifth). It never makes a professional appear for a search they do not match.',
    },
    filtersNote:
      'Filters you set (service, price, rating, language) remove non-matching professionals; they do not reorder the rest.',
    paidTitle: 'How payment affects the results',
    paidIntro:
      'Professionals can pay for visibility. Paid placement is always labelled “Sponsored” with on whose behalf and why it is shown.',
    paid: {
      search:
        'First place: a professional running a search campaign can be shown first for the keywords they bought. It must still match your search words and area: payment buys position, never relevance to an unrelated search. At most one sponsored result is shown first.',
      ads: 'Ads in search results: at most one ad per page of ten results, at a fixed position, approved by our staff beforehand.',
      profile: 'Ads on a profile: a professional may show one ad on their own profile page.',
      membership:
        'Memberships: Basic and Premium are paid levels, and as said above they weigh slightly in the ranking; this is the only way a membership changes the order.',
    },
    unpaidNote:
      'Apart from the labelled sponsored items and the membership weight described above, no one can pay to move up or down the results.',
    contactTitle: 'Questions',
    contactText:
      'If you think a result is ranked or labelled wrongly, tell us through the contact details at the bottom of the page.',
    backToSearch: 'Back to search',
  },
} as const;
