// The sample content a fresh demo shows. Everything is fictional and labelled '[Sample] ':
// no real person, organisation, phone number or address. Stories are written gently, without
// graphic detail, because real survivors may read them.
import type { NgoCategory, StoryTag } from '@/domain/vocabularies';

export const SAMPLE_PREFIX = '[Sample] ';

export interface DemoStory {
  title: string;
  content: string;
  tags: StoryTag[];
  reactionsCount: number;
  daysAgo: number;
}

export const DEMO_STORIES: readonly DemoStory[] = [
  {
    title: `${SAMPLE_PREFIX}Finding my voice at work`,
    content:
      'For months I stayed quiet about the comments at my office. I thought I was overreacting. ' +
      'One evening I wrote everything down, with dates, and shared it with a colleague I trusted. ' +
      'She helped me approach the internal committee. It was not easy, but I was heard, and ' +
      'things changed. If you are where I was, please know that your discomfort is valid.',
    tags: ['Workplace Harassment', 'Support'],
    reactionsCount: 24,
    daysAgo: 1,
  },
  {
    title: `${SAMPLE_PREFIX}Small steps towards healing`,
    content:
      'Healing did not arrive all at once. It came as small things: a morning walk, a friend who ' +
      'called every Sunday, a counsellor who listened without judging. Some days are still heavy. ' +
      'But I have learned that slow progress is still progress.',
    tags: ['Healing', 'Recovery', 'Mental Health'],
    reactionsCount: 41,
    daysAgo: 3,
  },
  {
    title: `${SAMPLE_PREFIX}The bus stop`,
    content:
      'A man kept following me from the bus stop for a week. I changed my route, told my family, ' +
      'and finally asked the shopkeepers near the stop to keep an eye out. Knowing that people ' +
      'around me cared made me feel safer than I had in days.',
    tags: ['Street Harassment', 'Support'],
    reactionsCount: 9,
    daysAgo: 5,
  },
  {
    title: `${SAMPLE_PREFIX}When the messages would not stop`,
    content:
      'Someone from my old college kept sending messages from new accounts. I blocked, reported ' +
      'and saved screenshots. A cyber cell officer explained my options calmly. I am sharing this ' +
      'so that anyone going through it knows that help exists and that it is not your fault.',
    tags: ['Cyberbullying', 'Legal'],
    reactionsCount: 17,
    daysAgo: 8,
  },
  {
    title: `${SAMPLE_PREFIX}Leaving was the bravest thing`,
    content:
      'It took me a long time to admit that home did not feel safe. With the help of a helpline ' +
      'and my sister, I made a plan and left. I am rebuilding my life slowly, and I have found ' +
      'people who stand by me. There is life on the other side of fear.',
    tags: ['Domestic Violence', 'Recovery', 'Support'],
    reactionsCount: 63,
    daysAgo: 12,
  },
  {
    title: `${SAMPLE_PREFIX}Asking to be treated fairly`,
    content:
      'I was passed over again and again while colleagues with less experience moved ahead. ' +
      'I gathered my records and asked for a fair review. The answer was not perfect, but ' +
      'speaking up taught me that my work and my voice both matter.',
    tags: ['Discrimination', 'Workplace Harassment'],
    reactionsCount: 5,
    daysAgo: 20,
  },
];

export const DEMO_TESTIMONIALS: readonly { content: string; daysAgo: number }[] = [
  {
    content: `${SAMPLE_PREFIX}Reading other stories helped me feel less alone. Thank you for this space.`,
    daysAgo: 2,
  },
  {
    content: `${SAMPLE_PREFIX}I shared my story without giving my name, and it felt like a weight lifted.`,
    daysAgo: 4,
  },
  {
    content: `${SAMPLE_PREFIX}The helpline list and legal information were exactly what I needed.`,
    daysAgo: 9,
  },
  {
    content: `${SAMPLE_PREFIX}A kind and calm place. The support messages made me smile.`,
    daysAgo: 15,
  },
];

export interface DemoNgo {
  name: string;
  description: string;
  contact: string;
  email: string;
  registrationNumber: string;
  category: NgoCategory;
  daysAgo: number;
}

export const DEMO_NGOS: readonly DemoNgo[] = [
  {
    name: `${SAMPLE_PREFIX}Asha Legal Support Collective`,
    description:
      'A fictional example of a legal aid group: free guidance on protection orders and ' +
      'accompaniment to legal aid clinics.',
    contact: '+91 00000 00001',
    email: 'legal@example.org',
    registrationNumber: 'SAMPLE-001',
    category: 'Legal Aid',
    daysAgo: 30,
  },
  {
    name: `${SAMPLE_PREFIX}Saathi Counselling Circle`,
    description:
      'A fictional example of a counselling service: confidential conversations with trained ' +
      'counsellors, in several Indian languages.',
    contact: '+91 00000 00002',
    email: 'counselling@example.org',
    registrationNumber: 'SAMPLE-002',
    category: 'Counseling',
    daysAgo: 25,
  },
  {
    name: `${SAMPLE_PREFIX}Raksha Emergency Response`,
    description:
      'A fictional example of an emergency service: help in reaching police, medical care and ' +
      'safe transport. In a real emergency, call 112.',
    contact: '+91 00000 00003',
    email: 'emergency@example.org',
    registrationNumber: 'SAMPLE-003',
    category: 'Emergency',
    daysAgo: 20,
  },
  {
    name: `${SAMPLE_PREFIX}Nivas Safe Home`,
    description:
      'A fictional example of a shelter: short-stay accommodation with meals and support for ' +
      'women and their children.',
    contact: '+91 00000 00004',
    email: 'shelter@example.org',
    registrationNumber: 'SAMPLE-004',
    category: 'Shelter',
    daysAgo: 15,
  },
  {
    name: `${SAMPLE_PREFIX}Udaan Women's Network`,
    description:
      'A fictional example of a community group: peer circles, skills workshops and referrals.',
    contact: '+91 00000 00005',
    email: 'network@example.org',
    registrationNumber: 'SAMPLE-005',
    category: 'General',
    daysAgo: 10,
  },
  {
    name: `${SAMPLE_PREFIX}Disha Family Counselling`,
    description:
      'A fictional example of family counselling: sessions that help women plan their next ' +
      'steps safely.',
    contact: '+91 00000 00006',
    email: 'family@example.org',
    registrationNumber: 'SAMPLE-006',
    category: 'Counseling',
    daysAgo: 5,
  },
];
