import chart from '../assets/cover-chart.svg';
import hills from '../assets/cover-hills.svg';
import pages from '../assets/cover-pages.svg';
import phone from '../assets/cover-phone.svg';
import type { Board } from '../types';

export { team } from '../team';

/**
 * The texts of our sample board, written by us. Board titles are stored in Portuguese, as
 * every sample text is: a column's title is the team's own words (they rename it), so the
 * screen shows what is stored, in either language, like the tasks' titles.
 */
export const seedBoards: Board[] = [
  { id: 'todo', title: 'A fazer' },
  { id: 'in-progress', title: 'Em andamento' },
  { id: 'done', title: 'Concluído' },
];

export const covers = [hills, chart, phone, pages] as const;

export const sampleLabels = ['UX', 'Imagens', 'App', 'Código', 'Dashboard', 'Cobrança'] as const;

export interface TaskTemplate {
  title: string;
  description: string;
  labels: string[];
  /** Index into `covers`. */
  cover?: number;
  attachments?: Array<[string, string]>;
  comments?: string[];
  /** Indexes into `team`. */
  people: number[];
  /** Days from the seed's day (negative: already late). */
  due: number;
}

const file = (kind: string) => `/images/files/${kind}.svg`;

/** Per board, in order. */
export const templates: Record<string, TaskTemplate[]> = {
  todo: [
    {
      title: 'Pesquisar referências para a nova home',
      description:
        'Levantar cinco sites de varejo com boa navegação no celular e anotar o que funciona.',
      labels: ['UX'],
      cover: 0,
      comments: ['Coloquei dois exemplos na pasta compartilhada.', 'Ótimo, vou olhar hoje.'],
      people: [0, 2],
      due: 3,
    },
    {
      title: 'Trocar as fotos da página de produtos',
      description: 'As fotos atuais estão escuras; usar as novas da sessão de outubro.',
      labels: ['Imagens'],
      attachments: [['fotos-outubro.zip', file('zip')]],
      people: [4],
      due: 5,
    },
    {
      title: 'Definir metas do painel de vendas',
      description: 'Conversar com a diretoria comercial sobre os indicadores do próximo trimestre.',
      labels: ['Dashboard'],
      people: [1, 3, 5],
      due: 8,
    },
    {
      title: 'Revisar contrato do fornecedor de boletos',
      description: 'Conferir as tarifas por boleto e o prazo de compensação.',
      labels: ['Cobrança'],
      attachments: [['contrato-boletos.pdf', file('pdf')]],
      people: [7],
      due: 1,
    },
  ],
  'in-progress': [
    {
      title: 'Protótipo do aplicativo de entregas',
      description: 'Fluxo de acompanhamento do pedido, do pagamento até a entrega.',
      labels: ['App', 'UX'],
      cover: 2,
      attachments: [
        ['prototipo-v2.pdf', file('pdf')],
        ['telas.zip', file('zip')],
      ],
      comments: ['A tela de rastreio ficou ótima!', 'Falta o estado sem conexão.', 'Anotado.'],
      people: [2, 5, 6],
      due: 2,
    },
    {
      title: 'Gráficos de receita no painel',
      description: 'Receita mensal por região, com comparação ao ano anterior.',
      labels: ['Dashboard', 'Código'],
      cover: 1,
      comments: ['Os dados do Nordeste chegam amanhã.'],
      people: [1],
      due: -1,
    },
    {
      title: 'Corrigir cálculo de frete no carrinho',
      description: 'O frete grátis não aparece para CEPs do interior de São Paulo.',
      labels: ['Código'],
      people: [3, 7],
      due: 0,
    },
  ],
  done: [
    {
      title: 'Manual da marca atualizado',
      description: 'Nova paleta, tipografia e exemplos de uso do logotipo.',
      labels: ['Imagens'],
      cover: 3,
      attachments: [['manual-da-marca.pdf', file('pdf')]],
      comments: ['Publicado na intranet.'],
      people: [4, 6],
      due: -6,
    },
    {
      title: 'Migrar cobranças para o Pix',
      description: 'Cobranças recorrentes agora aceitam Pix com QR Code dinâmico.',
      labels: ['Cobrança', 'Código'],
      attachments: [['relatorio-migracao.xls', file('xls')]],
      people: [0, 1],
      due: -10,
    },
    {
      title: 'Pesquisa de satisfação com clientes',
      description: 'Resultados consolidados: nota média 8,7.',
      labels: ['UX'],
      people: [5],
      due: -14,
    },
  ],
};

export const sampleComments = [
  'Pode deixar comigo.',
  'Precisamos alinhar isso na reunião de segunda.',
  'Atualizei o documento com as mudanças.',
  'Vou precisar de mais um dia.',
  'Ficou muito bom!',
];
