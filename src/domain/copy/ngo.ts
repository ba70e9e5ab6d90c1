// NGO field labels of the Admin route, kept out of copy.ts so they load with it only. The
// Resources route has its own, as Lingui messages.

export const NGO_COPY = {
  ngoRegistrationLabel: 'Registration number',
  ngoCategoryLabel: 'Category',
  ngoPhoneLabel: 'Phone',
  ngoDeleteTitle: 'Delete this NGO?',
} as const;
