import type { Contact, ProfileUser } from '../types';

/**
 * The texts of our sample chat, written by us: a Brazilian team's contacts and their
 * conversations with Helena. `data.ts` turns each script into dated messages.
 */
export const PROFILE_ID = 100;

export const profileSeed: ProfileUser = {
  id: PROFILE_ID,
  fullName: 'Helena Duarte',
  role: 'Diretora de Operações',
  about: 'Cuido das operações e do atendimento. Prefiro mensagens curtas; ligo quando for urgente.',
  avatar: '',
  status: 'online',
};

export const contactSeeds: Contact[] = [
  {
    id: 1,
    fullName: 'Ana Beatriz Souza',
    role: 'Gerente de Marketing',
    about: 'Campanhas, marca e lançamentos. Café antes das nove, por favor.',
    avatar: '/images/avatars/2.svg',
    status: 'online',
  },
  {
    id: 2,
    fullName: 'Bruno Carvalho',
    role: 'Desenvolvedor Front-end',
    about: 'React, acessibilidade e testes. Respondo rápido no período da tarde.',
    avatar: '/images/avatars/3.svg',
    status: 'busy',
  },
  {
    id: 3,
    fullName: 'Camila Rocha',
    role: 'Designer de Produto',
    about: 'Pesquisa com usuários e protótipos. Manda o link do Figma que eu olho.',
    avatar: '/images/avatars/4.svg',
    status: 'away',
  },
  {
    id: 4,
    fullName: 'Diego Fernandes',
    role: 'Analista Financeiro',
    about: 'Fechamento mensal, orçamento e notas fiscais.',
    avatar: '/images/avatars/5.svg',
    status: 'offline',
  },
  {
    id: 5,
    fullName: 'Eduarda Nascimento',
    role: 'Coordenadora de RH',
    about: 'Férias, benefícios e integração de quem chega ao time.',
    avatar: '/images/avatars/6.svg',
    status: 'online',
  },
  {
    id: 6,
    fullName: 'Felipe Araújo',
    role: 'Engenheiro de Dados',
    about: 'Pipelines, painéis e consultas que demoram menos do que parecem.',
    avatar: '/images/avatars/7.svg',
    status: 'online',
  },
  {
    id: 7,
    fullName: 'Gabriela Ribeiro',
    role: 'Executiva de Contas',
    about: 'Clientes do Sul e do Sudeste. Quase sempre em reunião ou na estrada.',
    avatar: '/images/avatars/8.svg',
    status: 'busy',
  },
  {
    id: 8,
    fullName: 'Henrique Barbosa',
    role: 'Analista de Suporte',
    about: 'Plantão de atendimento de segunda a sexta, das 8h às 18h.',
    avatar: '/images/avatars/9.svg',
    status: 'away',
  },
  {
    id: 9,
    fullName: 'Isabela Teixeira',
    role: 'Advogada Corporativa',
    about: 'Contratos, LGPD e tudo que precisa de assinatura.',
    avatar: '/images/avatars/10.svg',
    status: 'offline',
  },
  {
    id: 10,
    fullName: 'João Pedro Moreira',
    role: 'Estagiário de TI',
    about: 'Aprendendo um pouco de tudo. Pode chamar!',
    avatar: '',
    status: 'online',
  },
  {
    id: 11,
    fullName: 'Larissa Mendes',
    role: 'Gerente de Projetos',
    about: 'Prazos, riscos e a planilha que todo mundo esquece de atualizar.',
    avatar: '/images/avatars/11.svg',
    status: 'online',
  },
  {
    id: 12,
    fullName: 'Marcos Oliveira',
    role: 'Diretor Comercial',
    about: 'Metas, parcerias e o almoço de sexta com os clientes.',
    avatar: '/images/avatars/12.svg',
    status: 'away',
  },
  {
    id: 13,
    fullName: 'Natália Campos',
    role: 'Compradora',
    about: 'Fornecedores, cotações e pedidos de compra.',
    avatar: '/images/avatars/13.svg',
    status: 'offline',
  },
  {
    id: 14,
    fullName: 'Otávio Pires',
    role: 'Coordenador de Logística',
    about: 'Estoque, transportadoras e entregas no prazo.',
    avatar: '',
    status: 'busy',
  },
];

/** A line of a conversation: how many minutes before the seed it was sent, by whom, what. */
export type Line = readonly [minutesAgo: number, from: 'me' | 'them', text: string];

export interface Script {
  contactId: number;
  /** How many of the contact's last messages Helena has not seen. */
  unseen: number;
  lines: readonly Line[];
}

const DAY = 24 * 60;

export const scripts: Script[] = [
  {
    contactId: 1,
    unseen: 2,
    lines: [
      [
        2 * DAY + 300,
        'them',
        'Helena, bom dia! Você conseguiu ver a proposta da campanha de fim de ano?',
      ],
      [2 * DAY + 290, 'me', 'Bom dia, Ana! Vi sim. Gostei muito do conceito “Perto de você”.'],
      [2 * DAY + 288, 'me', 'Só fiquei em dúvida sobre o orçamento de mídia paga.'],
      [
        2 * DAY + 260,
        'them',
        'Posso reduzir o Instagram e reforçar o YouTube. Te mando a conta revisada.',
      ],
      [DAY + 120, 'me', 'Recebi a planilha. Fechado, pode seguir com essa divisão.'],
      [34, 'them', 'Maravilha! As peças ficam prontas na quinta.'],
      [12, 'them', 'Você consegue aprovar o vídeo até amanhã às 10h?'],
    ],
  },
  {
    contactId: 2,
    unseen: 0,
    lines: [
      [DAY + 400, 'them', 'Subi a nova tela de pedidos no ambiente de homologação.'],
      [
        DAY + 395,
        'them',
        'O filtro por status agora fica no endereço, dá para mandar o link filtrado.',
      ],
      [DAY + 380, 'me', 'Ótimo! Testei no celular e ficou bem melhor.'],
      [
        DAY + 378,
        'me',
        'Encontrei um detalhe: a data aparece em inglês quando troco o idioma e volto.',
      ],
      [DAY + 350, 'them', 'Boa, vou corrigir ainda hoje.'],
      [95, 'them', 'Corrigido e publicado. Pode conferir quando puder.'],
      [80, 'me', 'Conferi, tudo certo. Obrigada, Bruno!'],
    ],
  },
  {
    contactId: 3,
    unseen: 1,
    lines: [
      [3 * DAY + 200, 'me', 'Camila, como foram as entrevistas com os lojistas?'],
      [
        3 * DAY + 150,
        'them',
        'Muito boas! Cinco de seis pediram o relatório de vendas por WhatsApp.',
      ],
      [3 * DAY + 148, 'them', 'Vou juntar tudo num resumo com as principais falas.'],
      [3 * DAY + 100, 'me', 'Perfeito. Traz isso para a reunião de segunda.'],
      [170, 'them', 'Resumo pronto: 12 páginas, com os vídeos editados. Te mandei por e-mail.'],
    ],
  },
  {
    contactId: 4,
    unseen: 0,
    lines: [
      [6 * DAY + 500, 'them', 'O fechamento de outubro ficou R$ 18 mil acima do previsto.'],
      [6 * DAY + 480, 'me', 'Onde foi a diferença?'],
      [6 * DAY + 470, 'them', 'Fretes. A transportadora nova cobra por peso cubado.'],
      [6 * DAY + 460, 'me', 'Vamos rever isso com o Otávio. Pode marcar meia hora na quarta?'],
      [6 * DAY + 455, 'them', 'Marcado às 15h.'],
    ],
  },
  {
    contactId: 6,
    unseen: 0,
    lines: [
      [4 * DAY + 90, 'them', 'O painel de vendas agora atualiza de hora em hora.'],
      [4 * DAY + 60, 'me', 'Que notícia boa! E o tempo de carga?'],
      [4 * DAY + 55, 'them', 'Caiu de 9 para 2 segundos.'],
      [4 * DAY + 50, 'me', 'Excelente trabalho, Felipe! Vou contar para a diretoria.'],
    ],
  },
  {
    contactId: 7,
    unseen: 3,
    lines: [
      [DAY + 600, 'me', 'Gabi, como foi a visita em Curitiba?'],
      [
        DAY + 540,
        'them',
        'Foi ótima! Eles querem ampliar o contrato para as filiais de Joinville e Londrina.',
      ],
      [58, 'them', 'Helena, preciso de uma ajuda com o desconto para eles.'],
      [57, 'them', 'Eles pedem 12% no primeiro ano.'],
      [55, 'them', 'Consigo oferecer 8% e o treinamento de graça? Preciso responder ainda hoje.'],
    ],
  },
  {
    contactId: 11,
    unseen: 0,
    lines: [
      [9 * DAY + 200, 'them', 'O cronograma da migração está no quadro do projeto.'],
      [9 * DAY + 180, 'me', 'Vi. O risco maior continua sendo a integração com o ERP?'],
      [9 * DAY + 170, 'them', 'Sim. Deixei uma semana de folga antes da virada.'],
      [9 * DAY + 160, 'me', 'Combinado. Me avisa se algo mudar.'],
    ],
  },
  {
    contactId: 12,
    unseen: 1,
    lines: [
      [5 * DAY + 30, 'them', 'Batemos a meta do trimestre com duas semanas de antecedência!'],
      [5 * DAY + 20, 'me', 'Que orgulho desse time! Vamos comemorar na sexta.'],
      [
        240,
        'them',
        'Reservei o restaurante para sexta às 12h30. Confirma quantas pessoas da sua equipe vão?',
      ],
    ],
  },
];
