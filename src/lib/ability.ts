import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { defaultAbility, type AbilityRule } from './ability-rules';

export type AppAbility = MongoAbility<[string, string]>;

export function buildAbility(rules: readonly AbilityRule[] | null | undefined): AppAbility {
  const list = rules && rules.length > 0 ? rules : defaultAbility;
  return createMongoAbility<[string, string]>(
    list.map(({ action, subject }) => ({ action, subject })),
  );
}

export type { AbilityRule, Action, RequiredAbility, Subject } from './ability-rules';
