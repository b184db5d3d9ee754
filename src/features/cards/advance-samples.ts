/**
 * The advanced cards' sample content: ours, fixed, so that a test can name what it expects.
 * People's and shops' names are data; every other word is a `card-gallery` key.
 */

const avatar = (n: number) => `/images/avatars/${n}.svg`;

export const profile = {
  name: 'Mariana Costa',
  avatar: avatar(5),
  followers: 12_840,
  projects: 38,
  rating: 4.9,
};

export const congratulations = { name: 'Juliana Ribeiro', sales: 48_250.9, goalShare: 0.78 };

export const meetup = {
  start: '2026-08-20T19:00:00-03:00',
  end: '2026-08-20T22:00:00-03:00',
  timeZone: 'America/Sao_Paulo',
  attendees: [1, 3, 4, 6, 8].map(avatar),
  more: 18,
};

export type TaskKey = 'landing' | 'checkout' | 'reports' | 'onboarding' | 'audit';
export const tasks: readonly {
  name: string;
  avatar: string;
  task: TaskKey;
  hours: number;
  progress: number;
  color: string;
}[] = [
  {
    name: 'Carlos Mendes',
    avatar: avatar(7),
    task: 'landing',
    hours: 12,
    progress: 0.72,
    color: 'mirante',
  },
  {
    name: 'Fernanda Alves',
    avatar: avatar(10),
    task: 'checkout',
    hours: 20,
    progress: 0.45,
    color: 'teal',
  },
  {
    name: 'Rodrigo Nunes',
    avatar: avatar(11),
    task: 'reports',
    hours: 8,
    progress: 0.9,
    color: 'cyan',
  },
  {
    name: 'Patrícia Gomes',
    avatar: avatar(12),
    task: 'onboarding',
    hours: 16,
    progress: 0.3,
    color: 'yellow',
  },
  {
    name: 'Lucas Pereira',
    avatar: avatar(13),
    task: 'audit',
    hours: 6,
    progress: 0.6,
    color: 'grape',
  },
];

export type TransactionKind = 'pix' | 'card' | 'boleto' | 'transfer' | 'refund';
export const transactions: readonly {
  id: number;
  party: string;
  kind: TransactionKind;
  amount: number;
  date: string;
}[] = [
  {
    id: 1,
    party: 'Padaria Pão Dourado',
    kind: 'card',
    amount: -86.4,
    date: '2026-05-14T08:12:00-03:00',
  },
  {
    id: 2,
    party: 'Cliente Souza & Filhos',
    kind: 'pix',
    amount: 4_250,
    date: '2026-05-13T16:40:00-03:00',
  },
  {
    id: 3,
    party: 'Energia Paulista',
    kind: 'boleto',
    amount: -612.37,
    date: '2026-05-12T10:05:00-03:00',
  },
  {
    id: 4,
    party: 'Loja Virtual Mirante',
    kind: 'transfer',
    amount: 12_980.5,
    date: '2026-05-10T14:22:00-03:00',
  },
  {
    id: 5,
    party: 'Papelaria Central',
    kind: 'refund',
    amount: 149.9,
    date: '2026-05-09T11:30:00-03:00',
  },
];

export const browsers: readonly { name: string; share: number; sessions: number; color: string }[] =
  [
    { name: 'Chrome', share: 0.624, sessions: 48_210, color: 'mirante' },
    { name: 'Safari', share: 0.187, sessions: 14_447, color: 'teal' },
    { name: 'Edge', share: 0.089, sessions: 6_876, color: 'cyan' },
    { name: 'Firefox', share: 0.071, sessions: 5_485, color: 'orange' },
    { name: 'Opera', share: 0.029, sessions: 2_240, color: 'red' },
  ];

export interface PaymentCard {
  id: string;
  brand: string;
  last4: string;
  holder: string;
  expiry: string;
}
export const paymentCards: readonly PaymentCard[] = [
  {
    id: 'visa',
    brand: 'Visa',
    last4: '4242',
    holder: 'Helena Duarte',
    expiry: '2028-08-01T12:00:00Z',
  },
  {
    id: 'master',
    brand: 'Mastercard',
    last4: '8210',
    holder: 'Helena Duarte',
    expiry: '2027-03-01T12:00:00Z',
  },
];
export const invoice = { amount: 2_845.37, due: '2026-06-10T12:00:00-03:00' };

export type TimelineKey = 'paid' | 'meeting' | 'project' | 'approved';
export const timeline: readonly {
  key: TimelineKey;
  at: string;
  file?: { name: string; icon: string };
  people?: readonly string[];
}[] = [
  {
    key: 'paid',
    at: '2026-05-14T09:30:00-03:00',
    file: { name: 'fatura-maio.pdf', icon: '/images/files/pdf.svg' },
  },
  { key: 'meeting', at: '2026-05-13T15:00:00-03:00', people: [2, 9, 14].map(avatar) },
  { key: 'project', at: '2026-05-12T11:15:00-03:00' },
  { key: 'approved', at: '2026-05-10T17:45:00-03:00' },
];
