import type { AbilityRule } from '@/contract/auth';

/** One permission of the signed-in user: the contract's shape (shared with the server). */
export { abilityRuleSchema, type AbilityRule } from '@/contract/auth';

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
