// Text of the Resources hubs. Written for India; reviewed against the laws named in each line.
import { COPY } from '@/domain/copy';

/** A phone number in hub text; the page shows it as a tap-to-call link. */
export interface HubPhone {
  readonly tel: string;
}

/** A line of hub text with its phone numbers marked. */
export type HubLine = readonly (string | HubPhone)[];

/** A hub entry: plain text, or a line holding phone numbers. */
export type HubItem = string | HubLine;

/** Writes a hub line as a template in which every interpolated value is a phone number. */
function withPhones(strings: TemplateStringsArray, ...numbers: string[]): HubLine {
  return strings
    .flatMap((text, index) => {
      const number = numbers[index];
      return number === undefined ? [text] : [text, { tel: number }];
    })
    .filter((part) => part !== '');
}

/** The text of an entry, phone numbers included (a React key, a search). */
export function hubItemText(item: HubItem): string {
  return typeof item === 'string'
    ? item
    : item.map((part) => (typeof part === 'string' ? part : part.tel)).join('');
}

export const SAFETY_TIPS = {
  personal: [
    'Trust your instincts: if a place or person feels unsafe, leave as soon as you can.',
    'Share your live location with one person you trust when travelling alone or late.',
    withPhones`Save ${'112'} and a trusted contact on your phone; on many Android phones pressing the power button five times calls for help.`,
    'Keep a small bag ready (ID, money, medicines, a charger, copies of documents) if you may need to leave home quickly.',
    'Agree on a code word with a friend that means “call for help”.',
  ],
  digital: [
    'Use a screen lock and change passwords someone else may know, starting with your e-mail.',
    'Check which devices are signed in to your e-mail and social accounts, and sign out the ones you do not recognise.',
    'Turn off location sharing in apps you do not need it for, and check photos for location before posting.',
    'Look for unknown apps, especially ones that ask for access to messages, location or the microphone.',
    `Use a private or incognito window on a shared device, and use the ${COPY.quickExit} when you need to leave this site fast. ${COPY.quickExitShortcut}`,
    'Keep screenshots of threats or abuse, with dates: they can be evidence later.',
  ],
} as const satisfies Record<string, readonly HubItem[]>;

export const LEGAL_RIGHTS = {
  domesticViolence: [
    'The Protection of Women from Domestic Violence Act, 2005 covers physical, sexual, verbal, emotional and economic abuse by a husband, partner or family member you live or lived with.',
    'You may ask a Magistrate for a protection order, a residence order (the right to stay in the shared home), monetary relief, and custody orders.',
    'A Protection Officer in your district, or a registered service provider, can help you file a Domestic Incident Report at no cost.',
  ],
  legalAid: [
    'Every woman is entitled to free legal aid, whatever her income, under the Legal Services Authorities Act, 1987.',
    withPhones`Contact your District Legal Services Authority, or call the national legal aid helpline ${'15100'}.`,
    'Free legal aid includes a lawyer, court fees and help with drafting documents.',
  ],
  confidentiality: [
    'The law forbids publishing the name or any detail that could identify a survivor of sexual violence (Section 72 of the Bharatiya Nyaya Sanhita, formerly Section 228A of the IPC).',
    'You may file a complaint at any police station, whatever the place of the offence (a “Zero FIR”), and receive a free copy of the FIR.',
    'For sexual offences, your statement should be recorded by a woman police officer, and you may ask for it to be recorded at your home or a place of your choice.',
  ],
} as const satisfies Record<string, readonly HubItem[]>;

export const OTHER_TOPICS = {
  therapy: [
    withPhones`Tele-MANAS, the national mental health helpline, is free and open all day: call ${'14416'}.`,
    'Government hospitals and One Stop Centres (Sakhi) offer counselling; many NGOs in the directory do too.',
    'Therapy can be one-to-one, in a group of survivors, or online: choose what feels safe for you.',
  ],
  empowerment: [
    'Women’s collectives and self-help groups offer support, training and a path to financial independence.',
    'Skills programmes and community groups help rebuild confidence at your own pace.',
    'Sharing your story, here or elsewhere, can help someone else feel less alone when you are ready.',
  ],
} as const satisfies Record<string, readonly HubItem[]>;
