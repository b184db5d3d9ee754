import type { SheetColumn } from '@/components/data-table';

/** The import's model file: a store's customers (ours), in the columns an import expects. */
export interface TemplateCustomer {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  /** In reais. */
  creditLimit: number;
  /** `YYYY-MM-DD` */
  since: string;
}

export const templateCustomers: readonly TemplateCustomer[] = [
  {
    name: 'Ana Beatriz Souza',
    email: 'ana.souza@exemplo.com.br',
    phone: '(11) 98765-4321',
    city: 'São Paulo',
    state: 'SP',
    creditLimit: 5000,
    since: '2021-03-15',
  },
  {
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@exemplo.com.br',
    phone: '(21) 99654-1207',
    city: 'Rio de Janeiro',
    state: 'RJ',
    creditLimit: 2500.5,
    since: '2022-07-01',
  },
  {
    name: 'Fernanda Oliveira',
    email: 'fernanda.oliveira@exemplo.com.br',
    phone: '(31) 98812-3344',
    city: 'Belo Horizonte',
    state: 'MG',
    creditLimit: 12000,
    since: '2019-11-20',
  },
  {
    name: 'João Pedro Almeida',
    email: 'joao.almeida@exemplo.com.br',
    phone: '(41) 99701-8890',
    city: 'Curitiba',
    state: 'PR',
    creditLimit: 800,
    since: '2024-02-09',
  },
  {
    name: 'Mariana Carvalho',
    email: 'mariana.carvalho@exemplo.com.br',
    phone: '(51) 98123-4567',
    city: 'Porto Alegre',
    state: 'RS',
    creditLimit: 3750.75,
    since: '2023-05-30',
  },
  {
    name: 'Rafael Nascimento',
    email: 'rafael.nascimento@exemplo.com.br',
    phone: '(71) 99234-5678',
    city: 'Salvador',
    state: 'BA',
    creditLimit: 1500,
    since: '2020-08-12',
  },
];

export type TemplateField = keyof TemplateCustomer;
export const templateFields: readonly TemplateField[] = [
  'name',
  'email',
  'phone',
  'city',
  'state',
  'creditLimit',
  'since',
];

/** The model's columns, headed in the active language (`header(field)`). */
export const templateColumns = (
  header: (field: TemplateField) => string,
): SheetColumn<TemplateCustomer>[] =>
  templateFields.map((field) => ({
    header: header(field),
    value: (customer) => customer[field],
    format: field === 'creditLimit' ? '#,##0.00' : undefined,
  }));
