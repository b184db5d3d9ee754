import type { Assignee } from './types';

/** The team tasks are given to (the drawer's list; the sample avatars of the app). */
export const assignees: readonly Assignee[] = [
  { fullName: 'Helena Duarte', avatar: '/images/avatars/1.svg' },
  { fullName: 'Rafael Lima', avatar: '/images/avatars/2.svg' },
  { fullName: 'Beatriz Nogueira', avatar: '/images/avatars/3.svg' },
  { fullName: 'Caio Albuquerque', avatar: '/images/avatars/4.svg' },
  { fullName: 'Juliana Prado', avatar: '/images/avatars/5.svg' },
  { fullName: 'Otávio Mendes', avatar: '/images/avatars/6.svg' },
  { fullName: 'Larissa Campos', avatar: '/images/avatars/7.svg' },
  { fullName: 'Tiago Barreto', avatar: '/images/avatars/8.svg' },
];
