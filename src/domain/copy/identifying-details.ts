// The identifying-details prompt on Share Story and Edit Story (see docs/product.md), kept out
// of copy.ts so it loads with those routes only. Its heading, the e-mail line and 'In your
// story' are still in copy.ts.

export const IDENTIFYING_COPY = {
  identifyingIntro:
    'These look like details someone could use to find you or the people in your story. You may want to remove or change them. The choice is yours.',
  identifyingInTitle: 'In the title',
  identifyingPhone: 'Phone number',
  identifyingAadhaar: 'Aadhaar-like number',
  identifyingPan: 'PAN-like number',
  identifyingVehicle: 'Vehicle number plate',
  identifyingAddress: 'Address',
  identifyingEditStory: 'Edit story',
} as const;
