import { createRandom } from '@/lib/demo/random';
import { companies, people as names } from '@/sample-data/clients';
import { personLanguages, personStatuses, type Person } from '../types';

/**
 * The people a project is shared with, and the user the edit modal opens: the agency's
 * clients' contacts (`src/sample-data/`), each with an e-mail at their company, a Brazilian
 * phone of its area code, a language and a status. Deterministic: the same on every machine.
 */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const brazilian = companies.filter((company) => company.country === 'Brasil');

export function seedPeople(): Person[] {
  const random = createRandom(3232);
  return names.map((name, index) => {
    const company = brazilian[(index * 5) % brazilian.length];
    const parts = plain(name).split(' ');
    const areaCode = (company?.phone ?? '+55 11').slice(-2);
    return {
      id: index + 1,
      name,
      email: `${parts[0] ?? ''}.${parts.at(-1) ?? ''}@${company?.domain ?? 'mirante.dev'}`,
      avatar: index % 3 === 2 ? '' : `/images/avatars/${(index % 24) + 1}.svg`,
      phone: `(${areaCode}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
      country: 'BR',
      language: index % 4 === 3 ? random.pick(personLanguages) : 'pt-BR',
      status: index % 5 === 4 ? random.pick(personStatuses) : 'active',
    };
  });
}
