import { createRandom, type Random } from '@/lib/demo/random';
import type { Employee, EmployeeStatus } from '../types';

/**
 * Our sample employees for the data tables (SPEC §3): Brazilian names, Portuguese job titles,
 * Brazilian cities, start dates from 2012 to 2026, yearly salaries in reais (a monthly salary
 * × 12), ages consistent with each one's experience and start date. Deterministic: the same
 * seed and count give the same rows everywhere, so tests can name what they expect.
 */
export const EMPLOYEE_COUNT = 100;
/** The day the sample is seen from: the last possible start date, and the day ages are counted. */
export const EMPLOYEES_REFERENCE_DATE = '2026-10-30';
/** The first possible start date. */
export const EMPLOYEES_FIRST_START = '2012-01-02';
/** Every e-mail is at this (reserved-looking, ours) domain. */
export const EMPLOYEE_EMAIL_DOMAIN = 'exemplo.com.br';

/** First names, women's then men's: a post's title agrees with the person ("Engenheira"). */
const womenNames = [
  'Ana', 'Adriana', 'Alice', 'Amanda', 'Beatriz', 'Bruna', 'Camila', 'Caroline', 'Cláudia',
  'Eduarda', 'Fernanda', 'Gabriela', 'Isabela', 'Jéssica', 'Juliana', 'Larissa', 'Laura', 'Lorena',
  'Manuela', 'Maria', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Raquel', 'Sofia', 'Simone',
  'Valentina', 'Yasmin',
]; // prettier-ignore
const menNames = [
  'Antônio', 'Arthur', 'Bruno', 'Carlos', 'Davi', 'Diego', 'Eduardo', 'Felipe', 'Francisco',
  'Gabriel', 'Gustavo', 'Heitor', 'João', 'Joaquim', 'José', 'Lucas', 'Luiz', 'Marcos', 'Matheus',
  'Otávio', 'Pedro', 'Rafael', 'Ricardo', 'Thiago', 'Vinícius',
]; // prettier-ignore
const surnames = [
  'Almeida', 'Araújo', 'Barbosa', 'Cardoso', 'Carvalho', 'Castro', 'Correia', 'Costa', 'Dias',
  'Ferreira', 'Gomes', 'Lima', 'Martins', 'Melo', 'Mendes', 'Moreira', 'Nogueira', 'Oliveira',
  'Pereira', 'Pinto', 'Ribeiro', 'Rocha', 'Rodrigues', 'Santos', 'Silva', 'Soares', 'Souza',
  'Teixeira', 'Vasconcelos', 'Xavier',
]; // prettier-ignore
const cities = [
  'São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Recife',
  'Salvador', 'Fortaleza', 'Brasília', 'Florianópolis', 'Campinas', 'Goiânia', 'Manaus', 'Belém',
  'Vitória', 'Natal', 'João Pessoa', 'Maceió', 'São Luís', 'Campo Grande', 'Cuiabá', 'Joinville',
  'Londrina', 'Ribeirão Preto', 'Uberlândia', 'Santos', 'Niterói', 'Juiz de Fora',
]; // prettier-ignore

interface Post {
  /** The title for a man and for a woman (the same when it does not change). */
  title: readonly [string, string];
  /** Monthly salary range, reais. */
  pay: readonly [number, number];
  /** Years of experience the post asks for. */
  experience: readonly [number, number];
  /** How many of these there are, relative to the others. */
  weight: number;
}

const same = (title: string) => [title, title] as const;

/** Job titles with their monthly pay and experience ranges (realistic for Brazil in 2026). */
const posts: readonly Post[] = [
  { title: ['Assistente Administrativo', 'Assistente Administrativa'], pay: [3200, 4500], experience: [0, 10], weight: 5 },
  { title: same('Analista de Suporte'), pay: [3500, 6500], experience: [1, 12], weight: 5 },
  { title: same('Analista de Sistemas'), pay: [6000, 13000], experience: [2, 20], weight: 6 },
  { title: ['Analista Financeiro', 'Analista Financeira'], pay: [5500, 11500], experience: [2, 20], weight: 4 },
  { title: same('Analista de Recursos Humanos'), pay: [4800, 9500], experience: [1, 18], weight: 3 },
  { title: same('Analista de Marketing'), pay: [4500, 9800], experience: [1, 15], weight: 4 },
  { title: ['Desenvolvedor Front-end', 'Desenvolvedora Front-end'], pay: [6000, 15000], experience: [1, 15], weight: 6 },
  { title: ['Desenvolvedor Back-end', 'Desenvolvedora Back-end'], pay: [6500, 16000], experience: [1, 18], weight: 6 },
  { title: ['Engenheiro de Dados', 'Engenheira de Dados'], pay: [9000, 20000], experience: [3, 20], weight: 3 },
  { title: same('Cientista de Dados'), pay: [9000, 22000], experience: [3, 20], weight: 2 },
  { title: same('Designer de Produto'), pay: [6000, 14500], experience: [2, 18], weight: 4 },
  { title: ['Designer Gráfico', 'Designer Gráfica'], pay: [3800, 8000], experience: [1, 20], weight: 2 },
  { title: same('Especialista em Segurança da Informação'), pay: [12000, 24000], experience: [5, 25], weight: 2 },
  { title: ['Contador', 'Contadora'], pay: [6000, 14000], experience: [3, 30], weight: 2 },
  { title: ['Advogado Trabalhista', 'Advogada Trabalhista'], pay: [8000, 18000], experience: [3, 30], weight: 1 },
  { title: same('Representante Comercial'), pay: [3500, 9000], experience: [0, 25], weight: 4 },
  { title: ['Redator Publicitário', 'Redatora Publicitária'], pay: [4000, 8500], experience: [1, 20], weight: 2 },
  { title: ['Comprador', 'Compradora'], pay: [4000, 7500], experience: [1, 20], weight: 2 },
  { title: ['Coordenador de Logística', 'Coordenadora de Logística'], pay: [8000, 15000], experience: [5, 25], weight: 2 },
  { title: ['Engenheiro Civil', 'Engenheira Civil'], pay: [9000, 18000], experience: [2, 30], weight: 2 },
  { title: same('Gerente de Projetos'), pay: [12000, 22000], experience: [6, 30], weight: 3 },
  { title: same('Gerente de Produto'), pay: [14000, 26000], experience: [6, 28], weight: 2 },
  { title: same('Gerente Comercial'), pay: [12000, 25000], experience: [6, 32], weight: 2 },
  { title: ['Arquiteto de Software', 'Arquiteta de Software'], pay: [16000, 28000], experience: [8, 30], weight: 2 },
  { title: ['Diretor Financeiro', 'Diretora Financeira'], pay: [25000, 38000], experience: [12, 40], weight: 1 },
  { title: ['Diretor de Tecnologia', 'Diretora de Tecnologia'], pay: [28000, 38000], experience: [12, 40], weight: 1 },
]; // prettier-ignore
const weightedPosts = posts.flatMap((post) => Array<Post>(post.weight).fill(post));

/** Most are current staff; every status is present. */
const statuses: readonly EmployeeStatus[] = [1, 1, 1, 2, 2, 3, 4, 5, 5];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
// Counting on the UTC calendar, where every day has 24 hours (as `src/lib/dates.ts` does).
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
const firstStart = dayNumber(EMPLOYEES_FIRST_START);
const lastStart = dayNumber(EMPLOYEES_REFERENCE_DATE);
const YEAR_DAYS = 365.25;

/** Text without accents, lower case, for e-mail addresses ("Antônio" → "antonio"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A start date from `from` (or the first possible one) to the reference day (a Friday), on a
 * weekday: a Saturday or a Sunday moves to the Monday after.
 */
function startDate(random: Random, from: number): string {
  const day = random.int(Math.max(firstStart, from), lastStart);
  // 1970-01-01 was a Thursday: (day + 4) % 7 is 0 on a Sunday, 6 on a Saturday.
  const weekday = (day + 4) % 7;
  return dayOf(day + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0));
}

interface Names {
  used: Set<string>;
  emails: Set<string>;
}

/** A full name not given yet, when one is found in a few draws (10,000 rows share some). */
function fullName(random: Random, woman: boolean, names: Names): string {
  let name = '';
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const first = random.pick(woman ? womenNames : menNames);
    const last = random.pick(surnames);
    const middle = random.bool(0.45) ? random.pick(surnames) : last;
    name = middle === last ? `${first} ${last}` : `${first} ${middle} ${last}`;
    if (!names.used.has(name)) break;
  }
  names.used.add(name);
  return name;
}

/** `first.last@domain`, with a number when taken ("ana.silva2@…"): one e-mail per person. */
function emailOf(name: string, names: Names): string {
  const parts = plain(name).split(' ');
  const handle = `${parts[0] ?? ''}.${parts.at(-1) ?? ''}`;
  let email = `${handle}@${EMPLOYEE_EMAIL_DOMAIN}`;
  for (let number = 2; names.emails.has(email); number += 1) {
    email = `${handle}${number}@${EMPLOYEE_EMAIL_DOMAIN}`;
  }
  names.emails.add(email);
  return email;
}

function employeeAt(index: number, random: Random, names: Names): Employee {
  const post = random.pick(weightedPosts);
  const woman = random.bool();
  const name = fullName(random, woman, names);
  const experience = random.int(post.experience[0], post.experience[1]);
  // Working since 18–27 (the oldest post asks for 40 years): 21–65 years old.
  const age = Math.min(65, Math.max(21, experience + random.int(18, 27)));
  // At this company for no more whole years than the whole career.
  const start = startDate(random, lastStart - Math.floor((experience + 1) * YEAR_DAYS) + 1);
  // More experience, more pay within the post's range; to the nearest R$ 50 a month.
  const [low, high] = post.pay;
  const span = post.experience[1] - post.experience[0] || 1;
  const share = 0.6 * ((experience - post.experience[0]) / span) + 0.4 * random.next();
  const monthly = Math.round((low + (high - low) * share) / 50) * 50;
  return {
    responsive_id: '',
    id: index + 1,
    avatar: random.bool(0.5) ? `/images/avatars/${(index % 24) + 1}.svg` : '',
    full_name: name,
    post: post.title[woman ? 1 : 0],
    email: emailOf(name, names),
    city: random.pick(cities),
    start_date: start,
    salary: monthly * 12,
    age,
    experience,
    status: random.pick(statuses),
  };
}

/** The sample employees, ids 1…count (10,000 for the scale runs and tests). */
export function seedEmployees(count = EMPLOYEE_COUNT, seed = 3307): Employee[] {
  const random = createRandom(seed);
  const names: Names = { used: new Set(), emails: new Set() };
  return Array.from({ length: count }, (_, index) => employeeAt(index, random, names));
}
