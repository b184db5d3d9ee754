import { people } from '@/sample-data/clients';
import type { Person, SuggestedPage, TwitterFeed } from '../types';
import { coverImage, logoImage, photoImage, postImages } from './images';

/**
 * The profile's sample world (ours, in Portuguese): a product designer in São Paulo whose feed
 * carries the posts of colleagues from the shared sample people (`src/sample-data`). The
 * caller is the profile's owner: the header's name and e-mail are theirs (handlers.ts).
 */

/** One of the shared sample people, with one of the sample avatars. */
export const person = (index: number): Person => ({
  name: people[index % people.length] ?? '',
  avatar: `/images/avatars/${(index % 24) + 1}.svg`,
});

export const profileSeed = {
  designation: 'Designer de produto sênior',
  coverImg: coverImage(),
  about:
    'Desenho produtos digitais há nove anos, com foco em pesquisa com usuários, sistemas de design e acessibilidade. Hoje cuido da experiência do painel Mirante e da comunidade de design do time.',
  joined: '2017-03-14',
  lives: 'São Paulo, SP',
  website: 'https://portfolio.mirante.com.br',
};

/** The video's captions, in Portuguese (WebVTT). */
const tokensCaptions = `data:text/vtt;charset=utf-8,${encodeURIComponent(
  'WEBVTT\n\n00:00.000 --> 00:06.000\nOs tokens de cor partem de uma paleta base.\n\n00:06.000 --> 00:12.000\nCada token diz o papel da cor, não o tom: fundo, texto, borda.\n',
)}`;

export interface PostSeed {
  id: number;
  author: number;
  /** How long ago it was posted, in minutes (its time is counted from the answer's moment). */
  minutesAgo: number;
  text: string;
  image?: string;
  video?: { poster: string; src: null; captions: string };
  /** Likes from people outside the demo's accounts. */
  baseLikes: number;
  likedBy: number[];
  share: number;
}

/** The feed, newest first. */
export const postSeeds: PostSeed[] = [
  {
    id: 1,
    author: 0,
    minutesAgo: 95,
    text: 'Terminamos hoje o teste de usabilidade do novo fluxo de checkout: 12 participantes, três ajustes críticos e muito aprendizado. Obrigada a todo mundo que topou participar!',
    image: postImages.checkoutFlow(),
    baseLikes: 128,
    likedBy: [3, 7, 12, 18],
    share: 14,
  },
  {
    id: 2,
    author: 3,
    minutesAgo: 60 * 7,
    text: 'Gravei um passo a passo de como organizamos os tokens de cor do nosso design system, do claro ao escuro. Comentários são bem-vindos.',
    video: { poster: postImages.tokensPoster(), src: null, captions: tokensCaptions },
    baseLikes: 86,
    likedBy: [0, 5, 9],
    share: 22,
  },
  {
    id: 3,
    author: 12,
    minutesAgo: 60 * 26,
    text: 'Workshop de acessibilidade na sexta, às 15h, na sala Paulista. Vamos revisar contraste, foco visível e leitores de tela nos componentes do painel.',
    image: postImages.contrastSlide(),
    baseLikes: 64,
    likedBy: [1, 4, 10, 14],
    share: 9,
  },
  {
    id: 4,
    author: 11,
    minutesAgo: 60 * 50,
    text: 'A primeira versão do app de agendamento saiu do forno. Ainda há arestas, mas o fluxo principal ficou com quatro toques em vez de nove.',
    image: postImages.phoneScreens(),
    baseLikes: 203,
    likedBy: [2, 6, 15, 19],
    share: 31,
  },
  {
    id: 5,
    author: 2,
    minutesAgo: 60 * 75,
    text: 'Alguém tem indicação de ferramenta para mapear jornadas com o time inteiro ao mesmo tempo? Estamos usando post-its e eles já não cabem na parede.',
    baseLikes: 17,
    likedBy: [8, 13],
    share: 2,
  },
  {
    id: 6,
    author: 19,
    minutesAgo: 60 * 24 * 4,
    text: 'Resultado do card sorting com clientes: “Relatórios” e “Análises” eram a mesma coisa para 80% das pessoas. Vamos juntar as duas seções no menu.',
    image: postImages.sortingChart(),
    baseLikes: 142,
    likedBy: [0, 11, 16, 21],
    share: 18,
  },
  {
    id: 7,
    author: 18,
    minutesAgo: 60 * 24 * 6,
    text: 'Fim de tarde na Avenida Paulista depois da entrega da sprint. Valeu, time!',
    image: postImages.paulistaSunset(),
    baseLikes: 311,
    likedBy: [3, 7, 20, 22],
    share: 6,
  },
  {
    id: 8,
    author: 7,
    minutesAgo: 60 * 24 * 9,
    text: 'Compartilhando o guia de escrita de interface que usamos: verbos no infinitivo nos botões, mensagens de erro que dizem o que fazer e nenhum “Ops!”.',
    baseLikes: 97,
    likedBy: [1, 12, 17],
    share: 40,
  },
];

export interface CommentSeed {
  postId: number;
  author: number;
  minutesAgo: number;
  comment: string;
  baseLikes: number;
}

export const commentSeeds: CommentSeed[] = [
  {
    postId: 1,
    author: 7,
    minutesAgo: 80,
    comment: 'Que resultado! Dá para compartilhar o relatório com o time de produto?',
    baseLikes: 4,
  },
  {
    postId: 1,
    author: 18,
    minutesAgo: 42,
    comment: 'Os três ajustes já entram na próxima sprint?',
    baseLikes: 2,
  },
  {
    postId: 2,
    author: 5,
    minutesAgo: 60 * 6,
    comment: 'Ficou muito claro. A parte do modo escuro era exatamente a minha dúvida.',
    baseLikes: 7,
  },
  {
    postId: 3,
    author: 14,
    minutesAgo: 60 * 20,
    comment: 'Vou levar o time de atendimento junto, tudo bem?',
    baseLikes: 3,
  },
  {
    postId: 3,
    author: 1,
    minutesAgo: 60 * 18,
    comment: 'Inscrito! Tem gravação para quem estiver remoto?',
    baseLikes: 1,
  },
  {
    postId: 4,
    author: 15,
    minutesAgo: 60 * 44,
    comment: 'De nove para quatro toques é muita coisa. Parabéns!',
    baseLikes: 9,
  },
  {
    postId: 5,
    author: 13,
    minutesAgo: 60 * 70,
    comment: 'Usamos um quadro colaborativo on-line e funciona bem com umas 20 pessoas.',
    baseLikes: 5,
  },
  {
    postId: 6,
    author: 16,
    minutesAgo: 60 * 24 * 3,
    comment: 'Faz todo sentido, eu mesma confundia as duas.',
    baseLikes: 6,
  },
  { postId: 7, author: 20, minutesAgo: 60 * 24 * 5, comment: 'Que foto linda!', baseLikes: 2 },
  {
    postId: 8,
    author: 21,
    minutesAgo: 60 * 24 * 8,
    comment: 'Salvei aqui. O ponto sobre mensagens de erro é ouro.',
    baseLikes: 8,
  },
];

const pageColors = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8', '#c2255c'];
const pageShapes = ['circle', 'square', 'triangle', 'square', 'circle'] as const;

export const suggestedPages: SuggestedPage[] = [
  ['Squad Checkout', 'Equipe'],
  ['Design Systems SP', 'Comunidade'],
  ['Guilda de Pesquisa', 'Equipe'],
  ['Acessibilidade Já', 'Comunidade'],
  ['Estúdio Ipê Digital', 'Empresa'],
].map(([username = '', subtitle = ''], index) => ({
  id: index + 1,
  avatar: logoImage(pageColors[index] ?? '#1c7ed6', pageShapes[index] ?? 'circle'),
  username,
  subtitle,
}));

export const twitterFeeds: TwitterFeed[] = [
  {
    id: 1,
    ...person(9),
    handle: 'joaopedro.ux',
    text: 'Protótipo bom é protótipo testado: cinco pessoas já mostram a maior parte dos problemas.',
    tags: ['#pesquisa', '#ux'],
  },
  {
    id: 2,
    ...person(14),
    handle: 'natdias',
    text: 'Publicamos a nova paleta acessível: todas as combinações passam no contraste AA.',
    tags: ['#acessibilidade', '#design'],
  },
  {
    id: 3,
    ...person(22),
    handle: 'yasmin.cav',
    text: 'Hoje tem encontro da comunidade de design no centro de São Paulo. Quem vem?',
    tags: ['#comunidade', '#sp'],
  },
].map(({ id, name, avatar, handle, text, tags }) => ({ id, name, avatar, handle, text, tags }));

const photoTitles = [
  'Lago do Ibirapuera',
  'Ipês em flor',
  'Trilha na Cantareira',
  'Mercadão',
  'Praia de Ubatuba',
  'Beco do Batman',
  'Pôr do sol no Minhocão',
  'Estação da Luz',
  'Feira da Liberdade',
];

export const latestPhotos = photoTitles.map((title, index) => ({
  id: index + 1,
  img: photoImage(index),
  title,
}));

export const suggestionSeeds = [
  { id: 1, person: 4, mutualFriends: 12 },
  { id: 2, person: 10, mutualFriends: 8 },
  { id: 3, person: 13, mutualFriends: 5 },
  { id: 4, person: 17, mutualFriends: 3 },
  { id: 5, person: 23, mutualFriends: 1 },
];

export const pollQuestion = 'Qual deve ser o tema do próximo encontro de design do time?';

export const pollSeeds = [
  { id: 'acessibilidade', name: 'Acessibilidade', baseVotes: 14, voters: [12, 14, 1] },
  { id: 'design-systems', name: 'Design systems', baseVotes: 11, voters: [3, 5] },
  { id: 'pesquisa', name: 'Pesquisa com usuários', baseVotes: 8, voters: [9, 0, 19] },
  { id: 'escrita', name: 'Escrita de interface', baseVotes: 4, voters: [7] },
];
