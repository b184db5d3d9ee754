import type { Label } from '../types';

export const labelColor: Record<Label, string> = {
  private: 'red',
  company: 'mirante',
  important: 'orange',
  personal: 'green',
};
