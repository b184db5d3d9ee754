import * as z from 'zod/mini';
import { readJson } from '@/lib/storage';
import type { Assignee } from './types';

/** The people a card can be assigned to (the demo's team; a real API would list them). */
export const team: Assignee[] = [
  'Ana Beatriz Souza',
  'Bruno Carvalho',
  'Camila Rocha',
  'Diego Fernandes',
  'Eduarda Nascimento',
  'Felipe Araújo',
  'Gabriela Ribeiro',
  'Henrique Barbosa',
].map((title, index) => ({ title, img: `/images/avatars/${index + 2}.svg` }));

const storedUser = z.object({ fullName: z.string(), avatar: z.optional(z.string()) });

/** Who writes a comment: the signed-in user as stored at sign-in (checked, never trusted). */
export function commentAuthor(fallback: string): { name: string; img: string } {
  const user = readJson('userData', storedUser);
  return { name: user?.fullName ?? fallback, img: user?.avatar ?? '' };
}
