import { createColumnHelper } from '@tanstack/react-table';
import { addDays } from '@/lib/dates';
import type { DataTableColumn } from './types';

/** Sample rows and columns for the data table's tests (never imported by the app). */
export interface Person {
  id: number;
  name: string;
  email: string;
  age: number;
  joined: string;
}

const first = ['Ana', 'Bruno', 'Álvaro', 'Carla', 'Édson', 'João', 'Marta', 'Zeca'];
const last = ['Souza', 'Lima', 'Araújo', 'Silva', 'Costa', 'Pereira', 'Gomes'];

export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${first[index % first.length]} ${last[index % last.length]} ${index + 1}`;
    return {
      id: index + 1,
      name,
      email: `pessoa${index + 1}@demo.com`,
      age: 18 + ((index * 17) % 60),
      joined: addDays('2020-01-01', index * 3),
    };
  });
}

const column = createColumnHelper<Person>();

export const personColumns: DataTableColumn<Person>[] = [
  column.accessor('name', { header: 'Nome' }),
  column.accessor('email', { header: 'E-mail', enableSorting: false }),
  column.accessor('age', { header: 'Idade', meta: { align: 'end' } }),
  column.accessor('joined', { header: 'Desde' }),
];

export const personId = (person: Person) => String(person.id);
export const personName = (person: Person) => person.name;

/**
 * jsdom has no Blob URLs: a stand-in that keeps every Blob made into one and every URL freed.
 * Call the returned `restore` after the test.
 */
export function stubObjectUrls() {
  const keys = ['createObjectURL', 'revokeObjectURL'] as const;
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(URL, key)] as const);
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return `blob:csv-${blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  const restore = () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(URL, key, descriptor);
      else Reflect.deleteProperty(URL, key);
    }
  };
  return { blobs, revoked, restore };
}
