import type { Category } from '../types';

/**
 * Our sample events, written for the demo. Each is placed relative to the day the data is
 * seeded: `day` counts days from it, `at` is the time of day (`null` for a whole day) and
 * `hours` the length (days for a whole-day event).
 */
export interface EventScript {
  day: number;
  at: string | null;
  hours: number;
  calendar: Exclude<Category, 'Holiday'>;
  title: string;
  location?: string;
  guests?: readonly string[];
  description?: string;
  url?: string;
}

export const eventScripts: readonly EventScript[] = [
  {
    day: 0,
    at: '09:30',
    hours: 1,
    calendar: 'Business',
    title: 'Reunião de planejamento da sprint',
    location: 'Sala Ipê, 3º andar',
    guests: ['Ana Ribeiro', 'Lucas Martins', 'Juliana Rocha'],
    description: 'Revisar o backlog e fechar o escopo das próximas duas semanas.',
  },
  {
    day: 0,
    at: '12:30',
    hours: 1,
    calendar: 'Personal',
    title: 'Almoço com a Fernanda',
    location: 'Restaurante Mocotó, Vila Medeiros',
    guests: ['Fernanda Lima'],
  },
  {
    day: 1,
    at: '14:00',
    hours: 1.5,
    calendar: 'Business',
    title: 'Apresentação do relatório trimestral',
    location: 'Auditório',
    guests: ['Bruno Carvalho', 'Renata Barros'],
    description: 'Resultados do terceiro trimestre para a diretoria.',
    url: 'https://meet.example.com/relatorio-trimestral',
  },
  {
    day: 2,
    at: '07:00',
    hours: 1,
    calendar: 'Personal',
    title: 'Corrida no Parque Ibirapuera',
    location: 'Portão 3 do Ibirapuera',
  },
  {
    day: 2,
    at: '19:00',
    hours: 2,
    calendar: 'Family',
    title: 'Jantar de aniversário da vovó Cida',
    location: 'Casa da tia Lúcia, Santana',
    guests: ['Camila Nogueira', 'Rafael Souza'],
  },
  {
    day: 3,
    at: '10:00',
    hours: 0.5,
    calendar: 'ETC',
    title: 'Renovar a CNH no Poupatempo',
    location: 'Poupatempo Sé',
    description: 'Levar RG, comprovante de residência e o exame médico.',
  },
  {
    day: 4,
    at: '16:00',
    hours: 1,
    calendar: 'Business',
    title: 'Entrevista: vaga de designer',
    guests: ['Mariana Teixeira'],
    url: 'https://meet.example.com/entrevista-design',
  },
  {
    day: 5,
    at: null,
    hours: 2,
    calendar: 'Family',
    title: 'Fim de semana em Campos do Jordão',
    location: 'Campos do Jordão, SP',
    guests: ['Camila Nogueira'],
    description: 'Pousada reservada; sair cedo no sábado para evitar a serra cheia.',
  },
  {
    day: 7,
    at: '08:30',
    hours: 1,
    calendar: 'Personal',
    title: 'Consulta com o dentista',
    location: 'Clínica Sorriso, Rua Augusta 1200',
  },
  {
    day: 8,
    at: '11:00',
    hours: 2,
    calendar: 'Business',
    title: 'Workshop de acessibilidade',
    location: 'Sala Jacarandá',
    guests: ['Tiago Mendes', 'Ana Ribeiro', 'Gustavo Pereira'],
    description: 'Leitores de tela, contraste e navegação por teclado nas nossas telas.',
  },
  {
    day: 10,
    at: '18:30',
    hours: 1.5,
    calendar: 'ETC',
    title: 'Aula de violão',
    location: 'Escola de Música Villa-Lobos',
  },
  {
    day: 12,
    at: '15:00',
    hours: 1,
    calendar: 'Family',
    title: 'Reunião de pais na escola',
    location: 'Colégio Santa Cruz',
  },
  {
    day: 14,
    at: null,
    hours: 1,
    calendar: 'Business',
    title: 'Entrega do projeto Aurora',
    guests: ['Lucas Martins', 'Juliana Rocha', 'Daniel Azevedo'],
    description: 'Versão final para o cliente; conferir a documentação antes do envio.',
  },
  {
    day: 17,
    at: '20:00',
    hours: 3,
    calendar: 'Personal',
    title: 'Show no Allianz Parque',
    location: 'Allianz Parque',
    guests: ['Rafael Souza'],
  },
  {
    day: -1,
    at: '10:00',
    hours: 2,
    calendar: 'Family',
    title: 'Feira de domingo com as crianças',
    location: 'Feira da Benedito Calixto',
  },
  {
    day: -3,
    at: '13:30',
    hours: 1,
    calendar: 'Business',
    title: 'Alinhamento com o time de vendas',
    guests: ['Bruno Carvalho', 'Fernanda Lima'],
    url: 'https://meet.example.com/vendas',
  },
  {
    day: -5,
    at: '09:00',
    hours: 8,
    calendar: 'ETC',
    title: 'Curso de primeiros socorros',
    location: 'Cruz Vermelha, Vila Mariana',
  },
  {
    day: -8,
    at: null,
    hours: 1,
    calendar: 'Personal',
    title: 'Pagar o IPVA',
    description: 'Última parcela; pagar pelo aplicativo do banco.',
  },
  {
    day: -10,
    at: '17:00',
    hours: 1,
    calendar: 'Business',
    title: 'Retrospectiva da sprint',
    guests: ['Ana Ribeiro', 'Lucas Martins'],
  },
  {
    day: -13,
    at: '19:30',
    hours: 2,
    calendar: 'Family',
    title: 'Cinema com a família',
    location: 'Cinemark Eldorado',
  },
];

/** Brazilian national holidays on fixed days: month (1–12), day, name. */
export const fixedHolidays: ReadonlyArray<readonly [number, number, string]> = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra'],
  [12, 25, 'Natal'],
];

/** Holidays that move with Easter: days from Easter Sunday, name. */
export const easterHolidays: ReadonlyArray<readonly [number, string]> = [
  [-47, 'Carnaval'],
  [-2, 'Sexta-feira Santa'],
  [60, 'Corpus Christi'],
];
