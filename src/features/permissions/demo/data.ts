import * as z from 'zod/mini';
import type { Language } from '@/lib/languages';
import { permissionSchema, type Role } from '../types';

/**
 * The sample permissions' names in each language. The spec's names (SPEC §6) are English
 * data; the demo API answers a sample in the language the call asks for (`lang`, ours), so
 * the list, its search and its order are in the words on screen. A name a person typed is
 * kept as typed, in every language.
 */
export const sampleNames = {
  management: { en: 'Management', br: 'Gestão' },
  billingRoles: { en: 'Manage Billing & Roles', br: 'Gerenciar cobrança e papéis' },
  addRemoveUsers: { en: 'Add & Remove Users', br: 'Adicionar e remover usuários' },
  projectPlanning: { en: 'Project Planning', br: 'Planejamento de projetos' },
  emailSequences: { en: 'Manage Email Sequences', br: 'Gerenciar sequências de e-mail' },
  clientCommunication: { en: 'Client Communication', br: 'Comunicação com clientes' },
  onlyView: { en: 'Only View', br: 'Somente visualização' },
  financialManagement: { en: 'Financial Management', br: 'Gestão financeira' },
  othersTasks: { en: "Manage Others' Tasks", br: 'Gerenciar tarefas de outros' },
} as const satisfies Record<string, Record<Language, string>>;

export type SampleName = keyof typeof sampleNames;
const sampleKeys = Object.keys(sampleNames) as [SampleName, ...SampleName[]];

/**
 * A permission as the demo stores it: the API's fields and, for a sample whose name nobody
 * has changed, which sample it is (`sample`, never answered). A rename drops it.
 */
export const permissionRecordSchema = z.object({
  ...permissionSchema.shape,
  sample: z.optional(z.enum(sampleKeys)),
});
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;

/**
 * The nine sample permissions of SPEC §6, in its order and with its roles. The stored names
 * are the spec's (English); the creation times are ours, fixed, in the API's text format.
 */
export function seedPermissions(): PermissionRecord[] {
  const seeds: [SampleName, Role[], string][] = [
    ['management', ['administrator'], '14 Apr 2026, 8:43 PM'],
    ['billingRoles', ['administrator'], '16 Sep 2026, 5:20 PM'],
    ['addRemoveUsers', ['administrator', 'manager'], '14 Oct 2026, 10:20 AM'],
    ['projectPlanning', ['administrator', 'user', 'support'], '03 Jan 2026, 12:05 PM'],
    ['emailSequences', ['administrator', 'user', 'support'], '22 Feb 2026, 9:15 AM'],
    ['clientCommunication', ['administrator', 'manager'], '07 May 2026, 3:30 PM'],
    ['onlyView', ['administrator', 'restricted-user'], '19 Jun 2026, 11:50 AM'],
    ['financialManagement', ['administrator', 'manager'], '28 Jul 2026, 6:40 PM'],
    ['othersTasks', ['administrator', 'support'], '11 Aug 2026, 7:25 AM'],
  ];
  return seeds.map(([sample, assignedTo, createdDate], index) => ({
    id: index + 1,
    name: sampleNames[sample].en,
    assignedTo,
    createdDate,
    sample,
  }));
}
