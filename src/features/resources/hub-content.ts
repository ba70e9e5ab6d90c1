// Text of the Resources hubs. Written for India; reviewed against the laws named in each line.
// Every value interpolated into a hub line is a phone number: the page shows it as a
// tap-to-call link (info-hub.tsx), and a translation moves it where its language puts it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A hub entry: one translated line, whose values are phone numbers. */
export type HubItem = MessageDescriptor;

const emergency = '112';
const legalAidHelpline = '15100';
const teleManas = '14416';

export const SAFETY_TIPS = {
  personal: [
    msg`Trust your instincts: if a place or person feels unsafe, leave as soon as you can.`,
    msg`Share your live location with one person you trust when travelling alone or late.`,
    msg`Save ${emergency} and a trusted contact on your phone; on many Android phones pressing the power button five times calls for help.`,
    msg`Keep a small bag ready (ID, money, medicines, a charger, copies of documents) if you may need to leave home quickly.`,
    msg`Agree on a code word with a friend that means “call for help”.`,
  ],
  digital: [
    msg`Use a screen lock and change passwords someone else may know, starting with your e-mail.`,
    msg`Check which devices are signed in to your e-mail and social accounts, and sign out the ones you do not recognise.`,
    msg`Turn off location sharing in apps you do not need it for, and check photos for location before posting.`,
    msg`Look for unknown apps, especially ones that ask for access to messages, location or the microphone.`,
    msg`Use a private or incognito window on a shared device, and use the Quick exit when you need to leave this site fast. On a computer keyboard, pressing Shift three times quickly does the same.`,
    msg`Keep screenshots of threats or abuse, with dates: they can be evidence later.`,
  ],
} as const satisfies Record<string, readonly HubItem[]>;

export const LEGAL_RIGHTS = {
  domesticViolence: [
    msg`The Protection of Women from Domestic Violence Act, 2005 covers physical, sexual, verbal, emotional and economic abuse by a husband, partner or family member you live or lived with.`,
    msg`You may ask a Magistrate for a protection order, a residence order (the right to stay in the shared home), monetary relief, and custody orders.`,
    msg`A Protection Officer in your district, or a registered service provider, can help you file a Domestic Incident Report at no cost.`,
  ],
  legalAid: [
    msg`Every woman is entitled to free legal aid, whatever her income, under the Legal Services Authorities Act, 1987.`,
    msg`Contact your District Legal Services Authority, or call the national legal aid helpline ${legalAidHelpline}.`,
    msg`Free legal aid includes a lawyer, court fees and help with drafting documents.`,
  ],
  confidentiality: [
    msg`The law forbids publishing the name or any detail that could identify a survivor of sexual violence (Section 72 of the Bharatiya Nyaya Sanhita, formerly Section 228A of the IPC).`,
    msg`You may file a complaint at any police station, whatever the place of the offence (a “Zero FIR”), and receive a free copy of the FIR.`,
    msg`For sexual offences, your statement should be recorded by a woman police officer, and you may ask for it to be recorded at your home or a place of your choice.`,
  ],
} as const satisfies Record<string, readonly HubItem[]>;

export const OTHER_TOPICS = {
  therapy: [
    msg`Tele-MANAS, the national mental health helpline, is free and open all day: call ${teleManas}.`,
    msg`Government hospitals and One Stop Centres (Sakhi) offer counselling; many NGOs in the directory do too.`,
    msg`Therapy can be one-to-one, in a group of survivors, or online: choose what feels safe for you.`,
  ],
  empowerment: [
    msg`Women’s collectives and self-help groups offer support, training and a path to financial independence.`,
    msg`Skills programmes and community groups help rebuild confidence at your own pace.`,
    msg`Sharing your story, here or elsewhere, can help someone else feel less alone when you are ready.`,
  ],
} as const satisfies Record<string, readonly HubItem[]>;
