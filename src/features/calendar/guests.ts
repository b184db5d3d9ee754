/** The people an event can invite: our own contacts (Portuguese names, written by us). */
export const guestNames = [
  'Ana Ribeiro',
  'Bruno Carvalho',
  'Camila Nogueira',
  'Daniel Azevedo',
  'Fernanda Lima',
  'Gustavo Pereira',
  'Juliana Rocha',
  'Lucas Martins',
  'Mariana Teixeira',
  'Rafael Souza',
  'Renata Barros',
  'Tiago Mendes',
] as const;
