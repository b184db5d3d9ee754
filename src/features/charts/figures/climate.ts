/**
 * Average temperature by month (°C) of four Brazilian capitals, rounded climate normals.
 * City names are proper names: the same in every language.
 */
export const cities = [
  {
    name: 'Manaus',
    temperatures: [26.5, 26.4, 26.5, 26.6, 26.8, 26.8, 27.0, 27.8, 28.4, 28.3, 27.6, 27.0],
  },
  {
    name: 'Rio de Janeiro',
    temperatures: [27.2, 27.6, 26.9, 25.3, 23.6, 22.4, 22.0, 22.6, 23.1, 24.0, 25.2, 26.3],
  },
  {
    name: 'São Paulo',
    temperatures: [23.0, 23.4, 22.6, 21.0, 18.6, 17.4, 16.9, 18.0, 19.1, 20.4, 21.3, 22.3],
  },
  {
    name: 'Porto Alegre',
    temperatures: [25.1, 24.9, 23.4, 20.3, 17.0, 14.7, 14.3, 15.5, 16.9, 19.5, 21.8, 23.8],
  },
] as const;
