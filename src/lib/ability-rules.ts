import * as z from 'zod/mini';

/** One permission of the signed-in user: an action on a subject (CASL's vocabulary). */
export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** The subjects the interface checks; `all` with `manage` grants everything. */
export type Subject =
  | 'all'
  | 'ACL'
  | 'Auth'
  | 'Dashboard'
  | 'Email'
  | 'Chat'
  | 'Todo'
  | 'Calendar'
  | 'Kanban'
  | 'Invoice'
  | 'Role'
  | 'Permission'
  | 'Ecommerce'
  | 'User'
  | 'Page'
  | 'UI'
  | 'Form'
  | 'Table'
  | 'Chart';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';

export interface RequiredAbility {
  action: Action;
  subject: Subject;
}

/** Without a stored ability list a visitor may only read the auth pages. */
export const defaultAbility: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];
