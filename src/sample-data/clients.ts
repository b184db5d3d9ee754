/**
 * `src/sample-data/`: the demo's shared world, the sample data that two features or more must
 * agree on, written once so that they tell one story: the agency, its clients and their
 * contacts; later the people, products and texts several areas share. Data only (names,
 * addresses, figures), no feature's types or rules: each feature's `demo/` builds its own
 * records from it. It imports only `lib/`; only features' `demo/` folders and tests import it
 * (the interface gets this data through calls), never `lib/` or `components/` (ESLint zones).
 * What one feature alone uses stays in that feature's `demo/`.
 *
 * The agency's clients and their contacts (written for this project): the invoices bill them,
 * the users are them, so a user's page finds their invoices by name.
 */
export interface Company {
  company: string;
  domain: string;
  address: string;
  country: string;
  /** Area code of the contact's phone. */
  phone: string;
}

export const companies: Company[] = [
  {
    company: 'Casa Aurora Decoração',
    domain: 'casaaurora.com.br',
    address: 'Rua da Bahia, 1148 – Centro, Belo Horizonte – MG',
    country: 'Brasil',
    phone: '+55 31',
  },
  {
    company: 'Café Serra Azul',
    domain: 'cafeserraazul.com.br',
    address: 'Av. Afonso Pena, 2300 – Funcionários, Belo Horizonte – MG',
    country: 'Brasil',
    phone: '+55 31',
  },
  {
    company: 'Ateliê Ipê Roxo',
    domain: 'atelieiperoxo.com.br',
    address: 'Rua Oscar Freire, 725 – Jardins, São Paulo – SP',
    country: 'Brasil',
    phone: '+55 11',
  },
  {
    company: 'Mercado Verde Orgânicos',
    domain: 'mercadoverde.com.br',
    address: 'Rua Augusta, 1508 – Consolação, São Paulo – SP',
    country: 'Brasil',
    phone: '+55 11',
  },
  {
    company: 'Pedal Urbano Bicicletas',
    domain: 'pedalurbano.com.br',
    address: 'Rua dos Pinheiros, 412 – Pinheiros, São Paulo – SP',
    country: 'Brasil',
    phone: '+55 11',
  },
  {
    company: 'Sol de Búzios Moda Praia',
    domain: 'soldebuzios.com.br',
    address: 'Rua das Pedras, 88 – Centro, Armação dos Búzios – RJ',
    country: 'Brasil',
    phone: '+55 22',
  },
  {
    company: 'Livraria Capitu',
    domain: 'livrariacapitu.com.br',
    address: 'Rua Voluntários da Pátria, 190 – Botafogo, Rio de Janeiro – RJ',
    country: 'Brasil',
    phone: '+55 21',
  },
  {
    company: 'Pet Feliz Comércio',
    domain: 'petfeliz.com.br',
    address: 'Av. das Américas, 3500 – Barra da Tijuca, Rio de Janeiro – RJ',
    country: 'Brasil',
    phone: '+55 21',
  },
  {
    company: 'Sabores do Cerrado',
    domain: 'saboresdocerrado.com.br',
    address: 'SCLN 214, Bloco B – Asa Norte, Brasília – DF',
    country: 'Brasil',
    phone: '+55 61',
  },
  {
    company: 'Erva-Mate Tropeiro',
    domain: 'matetropeiro.com.br',
    address: 'Rua Padre Chagas, 342 – Moinhos de Vento, Porto Alegre – RS',
    country: 'Brasil',
    phone: '+55 51',
  },
  {
    company: 'Vinícola Vale dos Ventos',
    domain: 'valedosventos.com.br',
    address: 'Estrada do Vinho, km 6 – Vale dos Vinhedos, Bento Gonçalves – RS',
    country: 'Brasil',
    phone: '+55 54',
  },
  {
    company: 'Araucária Móveis',
    domain: 'araucariamoveis.com.br',
    address: 'Rua XV de Novembro, 1020 – Centro, Curitiba – PR',
    country: 'Brasil',
    phone: '+55 41',
  },
  {
    company: 'Farmácia Bem-Estar',
    domain: 'farmaciabemestar.com.br',
    address: 'Av. Sete de Setembro, 2775 – Rebouças, Curitiba – PR',
    country: 'Brasil',
    phone: '+55 41',
  },
  {
    company: 'Rendas do Ceará',
    domain: 'rendasdoceara.com.br',
    address: 'Av. Beira-Mar, 3960 – Mucuripe, Fortaleza – CE',
    country: 'Brasil',
    phone: '+55 85',
  },
  {
    company: 'Cacau Bahia Chocolates',
    domain: 'cacaubahia.com.br',
    address: 'Rua Chile, 22 – Centro Histórico, Salvador – BA',
    country: 'Brasil',
    phone: '+55 71',
  },
  {
    company: 'Maré Alta Surf Shop',
    domain: 'marealta.com.br',
    address: 'Av. Boa Viagem, 5000 – Boa Viagem, Recife – PE',
    country: 'Brasil',
    phone: '+55 81',
  },
  {
    company: 'Açaí da Amazônia',
    domain: 'acaidaamazonia.com.br',
    address: 'Av. Presidente Vargas, 640 – Campina, Belém – PA',
    country: 'Brasil',
    phone: '+55 91',
  },
  {
    company: 'Guaraná Tupã Bebidas',
    domain: 'guaranatupa.com.br',
    address: 'Av. Eduardo Ribeiro, 520 – Centro, Manaus – AM',
    country: 'Brasil',
    phone: '+55 92',
  },
  {
    company: 'Ilha Bela Cosméticos',
    domain: 'ilhabela.com.br',
    address: 'Rua Bocaiúva, 2468 – Centro, Florianópolis – SC',
    country: 'Brasil',
    phone: '+55 48',
  },
  {
    company: 'Tecelagem Blumenau',
    domain: 'tecelagemblumenau.com.br',
    address: 'Rua XV de Novembro, 1336 – Centro, Blumenau – SC',
    country: 'Brasil',
    phone: '+55 47',
  },
  {
    company: 'Pantanal Couros',
    domain: 'pantanalcouros.com.br',
    address: 'Rua 14 de Julho, 2100 – Centro, Campo Grande – MS',
    country: 'Brasil',
    phone: '+55 67',
  },
  {
    company: 'Goiás Eletro',
    domain: 'goiaseletro.com.br',
    address: 'Av. T-63, 1296 – Setor Bueno, Goiânia – GO',
    country: 'Brasil',
    phone: '+55 62',
  },
  {
    company: 'Saudade Conservas',
    domain: 'saudadeconservas.pt',
    address: 'Rua Augusta, 120 – Baixa, 1100-053 Lisboa',
    country: 'Portugal',
    phone: '+351 21',
  },
  {
    company: 'Tasca do Porto Vinhos',
    domain: 'tascadoporto.pt',
    address: 'Rua das Flores, 45 – Ribeira, 4050-265 Porto',
    country: 'Portugal',
    phone: '+351 22',
  },
];

export const people = [
  'Ana Beatriz Souza',
  'Bruno Carvalho',
  'Camila Ferreira',
  'Diego Almeida',
  'Eduarda Lima',
  'Felipe Rocha',
  'Gabriela Martins',
  'Henrique Barbosa',
  'Isabela Ribeiro',
  'João Pedro Costa',
  'Larissa Gomes',
  'Lucas Oliveira',
  'Mariana Castro',
  'Mateus Pereira',
  'Natália Dias',
  'Otávio Nunes',
  'Patrícia Moreira',
  'Rafael Teixeira',
  'Sofia Cardoso',
  'Thiago Mendes',
  'Valentina Araújo',
  'Vinícius Correia',
  'Yasmin Cavalcanti',
  'Gustavo Pires',
];

/**
 * A client contact's picture, one rule wherever they are shown (users, invoices, chat, board,
 * search): person n of `people` has picture n + 2; anyone else none here.
 */
export function contactAvatar(name: string): string {
  const at = people.indexOf(name);
  return at < 0 ? '' : `/images/avatars/${((at + 1) % 24) + 1}.svg`;
}
