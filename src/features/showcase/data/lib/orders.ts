import { addDays } from '@/lib/dates';
import { createRandom } from '@/lib/demo/random';

/** An order of a Brazilian online store: the export pages' sample rows (ours, made here). */
export const orderStatuses = ['paid', 'pending', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface Order {
  /** "PED-10482" */
  code: string;
  customer: string;
  city: string;
  /** The state's two letters ("SP"). */
  state: string;
  /** `YYYY-MM-DD` */
  day: string;
  /** In reais. */
  total: number;
  status: OrderStatus;
}

const firstNames = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Igor',
  'Juliana',
  'Lucas',
  'Mariana',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Caio',
  'Beatriz',
  'João',
];
const lastNames = [
  'Souza',
  'Oliveira',
  'Pereira',
  'Almeida',
  'Carvalho',
  'Ribeiro',
  'Gomes',
  'Martins',
  'Araújo',
  'Barbosa',
  'Cardoso',
  'Nascimento',
  'Fonseca',
  'Teixeira',
];
const cities: readonly (readonly [string, string])[] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Niterói', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Florianópolis', 'SC'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
  ['Brasília', 'DF'],
  ['Belém', 'PA'],
  ['Manaus', 'AM'],
];
/** Paid and delivered orders are the most; a few are cancelled. */
const statusWeights: readonly OrderStatus[] = [
  'paid',
  'paid',
  'pending',
  'shipped',
  'shipped',
  'delivered',
  'delivered',
  'delivered',
  'cancelled',
];

/** `count` orders, newest first, the same on every machine. */
export function makeOrders(count = 48, seed = 3548): Order[] {
  const random = createRandom(seed);
  let day = '2026-03-20';
  return Array.from({ length: count }, (_, index) => {
    const [city, state] = random.pick(cities);
    const order: Order = {
      code: `PED-${10_530 - index * 3 - random.int(0, 2)}`,
      customer: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      city,
      state,
      day,
      // Store prices: R$ 39,90 to R$ 2.899,90.
      total: Math.round((random.int(39, 2899) + 0.9) * 100) / 100,
      status: random.pick(statusWeights),
    };
    if (random.bool(0.5)) day = addDays(day, -1);
    return order;
  });
}

/** The 48 orders both export pages show. */
export const storeOrders: readonly Order[] = makeOrders();

export const orderId = (order: Order) => order.code;
