import { AbilityProvider as CaslAbilityProvider } from '@casl/react';
import type { ReactNode } from 'react';
import { useAbility } from './ability';

/** Provides the signed-in user's ability to `<Can>`; the signed-in layout wraps its pages. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const ability = useAbility();
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

/** Shows its children only when the ability allows: `<Can I="delete" a="Permission">`. */
export { Can } from '@casl/react';
