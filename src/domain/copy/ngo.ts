// NGO field labels shared by the Resources and Admin routes, kept out of copy.ts so
// they load with those routes only.

export const NGO_COPY = {
  ngoRegistrationLabel: 'Registration number',
  ngoCategoryLabel: 'Category',
  ngoPhoneLabel: 'Phone',
  ngoDeleteTitle: 'Delete this NGO?',
} as const;
