/** Sample people of the avatar and timeline examples (their photos are the app's own). */
export interface Person {
  name: string;
  /** `/images/avatars/<n>.svg`, or none: the avatar shows the initials. */
  photo?: number;
  status: 'online' | 'away' | 'offline';
}

/** Five with photos first (the examples index them), then five known by their initials. */
export const team: readonly [Person, Person, Person, Person, Person, ...Person[]] = [
  { name: 'Ana Souza', photo: 1, status: 'online' },
  { name: 'Bruno Oliveira', photo: 2, status: 'away' },
  { name: 'Camila Ferreira', photo: 3, status: 'online' },
  { name: 'Diego Santos', photo: 4, status: 'offline' },
  { name: 'Fernanda Lima', photo: 5, status: 'online' },
  { name: 'Gabriel Almeida', status: 'away' },
  { name: 'Helena Rocha', status: 'offline' },
  { name: 'Igor Barbosa', status: 'online' },
  { name: 'Juliana Martins', status: 'online' },
  { name: 'Lucas Pereira', status: 'offline' },
];

export const photoOf = (person: Person): string | undefined =>
  person.photo === undefined ? undefined : `/images/avatars/${person.photo}.svg`;
