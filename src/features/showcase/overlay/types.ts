import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';

/** The overlay pages' small forms: in a modal, a drawer and a popover. */

const key = (name: string) => `components-overlay:validation.${name}`;

export const teamRoles = ['editor', 'viewer', 'admin'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The modal's form: invite a colleague to the store's team. */
export const inviteSchema = z.object({
  name: textField(3, 80, { required: key('nameRequired'), tooShort: 'forms:validation.tooShort' }),
  email: z.string().check(z.trim(), z.minLength(1, key('emailRequired')), z.email(key('email'))),
  role: z.enum(teamRoles, key('role')),
});
export type InviteValues = z.input<typeof inviteSchema>;

/** The drawer's form: a delivery note for an order. */
export const deliveryNoteSchema = z.object({
  recipient: textField(3, 80, {
    required: key('recipientRequired'),
    tooShort: 'forms:validation.tooShort',
  }),
  note: z.string().check(z.trim(), z.maxLength(200, 'forms:validation.tooLong')),
});

/** The popover's form: rename a shelf of the store. */
export const renameSchema = z.object({
  name: textField(2, 40, { required: key('shelfRequired'), tooShort: 'forms:validation.tooShort' }),
});
