import type { Folder, Label } from '../types';

/**
 * The texts of our sample mailbox, written by us: Portuguese senders, subjects and bodies,
 * where each message sits, and one message from an unknown sender whose HTML tries script
 * and event-handler tricks (it must render harmless). `data.ts` builds the emails from them.
 */
export const ME = { name: 'Helena Duarte', email: 'admin@demo.com' };

export const people = [
  { name: 'Ana Beatriz Souza', email: 'ana.souza@exemplo.com.br' },
  { name: 'Bruno Carvalho', email: 'bruno.carvalho@exemplo.com.br' },
  { name: 'Camila Rocha', email: 'camila.rocha@exemplo.com.br' },
  { name: 'Diego Fernandes', email: 'diego.fernandes@exemplo.com.br' },
  { name: 'Eduarda Nascimento', email: 'eduarda.n@exemplo.com.br' },
  { name: 'Felipe Araújo', email: 'felipe.araujo@exemplo.com.br' },
  { name: 'Gabriela Ribeiro', email: 'gabriela.ribeiro@exemplo.com.br' },
  { name: 'Henrique Barbosa', email: 'henrique.b@exemplo.com.br' },
  { name: 'Isabela Teixeira', email: 'isabela.teixeira@exemplo.com.br' },
  { name: 'João Pedro Moreira', email: 'joao.moreira@exemplo.com.br' },
  { name: 'Larissa Mendes', email: 'larissa.mendes@exemplo.com.br' },
  { name: 'Marcos Oliveira', email: 'marcos.oliveira@exemplo.com.br' },
];

export const avatarOf = (index: number) => `/images/avatars/${(index % 24) + 1}.svg`;

export const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export interface Template {
  subject: string;
  body: string;
  labels: Label[];
  attachments?: Array<[string, string, number]>;
}

export const templates: Template[] = [
  {
    subject: 'Relatório de vendas do terceiro trimestre',
    body: paragraphs(
      'Olá, Helena!',
      'Segue em anexo o relatório de vendas do terceiro trimestre. Crescemos <strong>12%</strong> em relação ao mesmo período do ano passado, puxados pelo Nordeste.',
      'Podemos conversar na quinta-feira para fechar a apresentação da diretoria?',
      'Abraços,',
    ),
    labels: ['company', 'important'],
    attachments: [['relatorio-vendas-3t.pdf', '/images/files/pdf.svg', 2_516_582]],
  },
  {
    subject: 'Convite: reunião de planejamento 2027',
    body: paragraphs(
      'Bom dia a todos,',
      'A reunião de planejamento do próximo ano será na sala Ipê, às 14h, com café e pão de queijo.',
      'Tragam as metas das suas áreas. A pauta está neste <a href="https://exemplo.com.br/pauta">documento compartilhado</a>.',
    ),
    labels: ['company'],
  },
  {
    subject: 'Fotos do churrasco de sábado',
    body: paragraphs(
      'Oi, Helena!',
      'Separei as melhores fotos do churrasco. A da torta de limão ficou ótima!',
      'Beijos e até a próxima.',
    ),
    labels: ['personal'],
    attachments: [
      ['churrasco-01.jpg', '/images/files/img.svg', 1_258_291],
      ['churrasco-02.jpg', '/images/files/img.svg', 1_048_576],
    ],
  },
  {
    subject: 'Proposta comercial revisada',
    body: paragraphs(
      'Prezada Helena,',
      'Conforme combinado, revisamos a proposta com o desconto de 8% para pagamento à vista e prazo de entrega de 20 dias úteis.',
      'Fico à disposição para qualquer ajuste.',
      'Atenciosamente,',
    ),
    labels: ['company'],
    attachments: [['proposta-revisada.docx', '/images/files/doc.svg', 319_488]],
  },
  {
    subject: 'Consulta médica confirmada',
    body: paragraphs(
      'Sua consulta com a Dra. Márcia Lopes está confirmada para terça-feira, às 9h30.',
      'Chegue com 15 minutos de antecedência e traga seus exames recentes.',
    ),
    labels: ['private'],
  },
  {
    subject: 'Orçamento da campanha de verão',
    body: paragraphs(
      'Helena, tudo bem?',
      'A planilha com o orçamento da campanha de verão está pronta. O maior gasto continua sendo mídia digital.',
      'Precisamos da sua aprovação até sexta.',
    ),
    labels: ['company', 'important'],
    attachments: [['orcamento-verao.xlsx', '/images/files/xls.svg', 880_640]],
  },
  {
    subject: 'Férias de dezembro',
    body: paragraphs(
      'Oi, Helena,',
      'Gostaria de tirar férias de 18 de dezembro a 5 de janeiro. A Camila cobre os meus atendimentos nesse período.',
      'Pode aprovar no sistema quando puder?',
    ),
    labels: ['personal'],
  },
  {
    subject: 'Atualização do contrato de aluguel',
    body: paragraphs(
      'Prezada cliente,',
      'O reajuste anual do contrato será aplicado a partir do próximo mês, pelo índice combinado.',
      'O novo valor estará no boleto de janeiro.',
    ),
    labels: ['private'],
  },
  {
    subject: 'Nova versão do aplicativo no ar',
    body: paragraphs(
      'Equipe,',
      'Publicamos hoje a versão 3.2 do aplicativo, com o novo fluxo de pagamento por Pix e a busca mais rápida.',
      'Qualquer problema, abram um chamado no canal de suporte.',
    ),
    labels: ['company'],
  },
  {
    subject: 'Resultado do processo seletivo',
    body: paragraphs(
      'Olá!',
      'Finalizamos as entrevistas para a vaga de analista de dados. Recomendo a contratação da Larissa.',
      'Os pareceres estão no anexo.',
    ),
    labels: ['important'],
    attachments: [['pareceres-entrevistas.pdf', '/images/files/pdf.svg', 412_672]],
  },
  {
    subject: 'Aniversário da Gabriela',
    body: paragraphs(
      'Pessoal,',
      'Na sexta vamos comemorar o aniversário da Gabriela depois do expediente. Quem puder, contribua para o presente!',
    ),
    labels: ['personal'],
  },
  {
    subject: 'Pedido 48213 enviado',
    body: paragraphs(
      'Seu pedido 48213 foi enviado e deve chegar em até 5 dias úteis.',
      'Acompanhe a entrega pelo código de rastreio informado no aplicativo.',
    ),
    labels: [],
  },
  {
    subject: 'Treinamento de segurança da informação',
    body: paragraphs(
      'Olá,',
      'O treinamento obrigatório de segurança da informação estará disponível até o fim do mês.',
      'Ele leva cerca de 40 minutos e pode ser feito em etapas.',
    ),
    labels: ['company'],
  },
  {
    subject: 'Rascunho: resposta ao fornecedor',
    body: paragraphs(
      'Olá, Marcos,',
      'Agradeço a proposta. Antes de fechar, precisamos rever as condições de frete para o Norte.',
    ),
    labels: [],
  },
];

/** Subjects of the second round, so that no two sample emails read alike. */
export const followUps = [
  'Números finais do trimestre para a diretoria',
  'Pauta da próxima reunião geral',
  'Vídeo da festa junina da equipe',
  'Condições de pagamento do novo fornecedor',
  'Lembrete de vacinação anual',
  'Prévia dos anúncios da campanha',
  'Escala de plantão no feriado',
  'Comprovante do condomínio',
  'Erro no login do aplicativo corrigido',
  'Início da nova analista de dados',
  'Vaquinha para o presente de despedida',
  'Pedido 48377 saiu para entrega',
  'Prazo final do curso de LGPD',
  'Rascunho: contraproposta de frete',
];

/** The message from an unknown sender: every trick in it must come out harmless. */
export const UNSAFE_SUBJECT = 'Você ganhou um prêmio! Confirme seus dados';
export const unsafeMessage = [
  '<p>Parabéns! Clique <a href="javascript:window.__mirantePwned = true">aqui</a> para receber.</p>',
  '<img src="x" onerror="window.__mirantePwned = true">',
  '<script>window.__mirantePwned = true</script>',
  '<p onmouseover="window.__mirantePwned = true">Oferta por tempo limitado.</p>',
  '<iframe src="javascript:window.__mirantePwned = true"></iframe>',
  '<a href="https://exemplo.com.br/premio" target="_self">Regulamento</a>',
].join('');

export const placement: Array<{ folder: Folder; isRead: boolean; isStarred: boolean }> = [
  { folder: 'inbox', isRead: false, isStarred: true },
  { folder: 'inbox', isRead: false, isStarred: false },
  { folder: 'inbox', isRead: true, isStarred: false },
  { folder: 'inbox', isRead: false, isStarred: false },
  { folder: 'inbox', isRead: true, isStarred: true },
  { folder: 'sent', isRead: true, isStarred: false },
  { folder: 'inbox', isRead: true, isStarred: false },
  { folder: 'spam', isRead: false, isStarred: false },
  { folder: 'inbox', isRead: false, isStarred: false },
  { folder: 'trash', isRead: true, isStarred: false },
  { folder: 'inbox', isRead: true, isStarred: false },
  { folder: 'draft', isRead: true, isStarred: false },
];
