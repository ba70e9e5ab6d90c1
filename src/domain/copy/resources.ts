// Screen text of the resources route, kept out of copy.ts so it loads with that route
// only. Shared and first-screen text stays in copy.ts; messages.ts holds toasts and errors.

export const RESOURCES_COPY = {
  resourcesHeading: 'Verified Support Network',
  loadMore: 'Load More',
  ngoRequestToggle: 'Ask us to list an NGO',
  ngoRequestHeading: 'Request to join the network',
  ngoRequestIntro:
    'Know an organisation that supports women? Tell us about it. Our team checks every request before it is listed.',
  ngoRequestSignInNote: 'You will need to sign in to send a request.',
  ngoRequestAllRequired: 'All fields are required.',
  ngoFieldRequired: 'Please fill in this field.',
  ngoNameLabel: 'Organisation name',
  ngoDescriptionLabel: 'What the organisation does',
  ngoContactLabel: 'Contact phone number',
  ngoContactHint: 'Digits, spaces and + - ( ) only, at least 6 digits.',
  ngoContactInvalid: 'Please enter the contact as a phone number with at least 6 digits.',
  ngoEmailLabel: 'Organisation email',
  ngoRequestSubmit: 'Submit Request',
  ngoDirectoryHeading: 'NGO directory',
  ngoDirectoryIntro: 'Every organisation listed here has been checked by our team.',
  ngoSearchLabel: 'Search NGOs',
  ngoSearchPlaceholder: 'Search by name or description',
  ngoAllCategories: 'All categories',
  loadingNgos: 'Loading NGOs...',
  ngoCountLine: 'Showing {shown} of {total} NGOs',
  ngoWebsiteLabel: 'Website',
} as const;

export const QUICK_HELPLINES = [
  {
    name: "Women's Helpline",
    numbers: ['1091', '181'],
    description: '24/7 national distress support',
  },
  { name: 'Police Emergency', numbers: ['100', '112'], description: 'Immediate police help' },
  { name: 'Child Helpline', numbers: ['1098'], description: 'Help for children in danger' },
] as const;
