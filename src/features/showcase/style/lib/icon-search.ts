/**
 * The icon page's search: accent- and case-blind, over an icon's name (`ArrowRight` is found by
 * "arrow right", "arrow-right" or "arrowright") and over a few Portuguese words for common
 * ones ("casa" finds every icon with a house in it, "lixeira" the bins).
 */

/** Lower case, no accents, letters and digits only. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The words of a query, folded ("Ícone  de-casa" → ["icone", "de", "casa"]). */
export function queryWords(query: string): string[] {
  return query
    .split(/[\s\-_./]+/)
    .map(fold)
    .filter((word) => word !== '');
}

/**
 * Portuguese words and the word of an icon's English name they stand for: every icon with a
 * word of its name starting so is found ("pessoa" → `User`, `Users`, `UserPlus`…).
 */
export const portugueseWords: Readonly<Record<string, string>> = {
  casa: 'house',
  inicio: 'house',
  lixeira: 'trash',
  excluir: 'trash',
  usuario: 'user',
  pessoa: 'user',
  pessoas: 'users',
  equipe: 'users',
  seta: 'arrow',
  direita: 'right',
  esquerda: 'left',
  cima: 'up',
  baixo: 'down',
  circulo: 'circle',
  quadrado: 'square',
  busca: 'search',
  buscar: 'search',
  lupa: 'search',
  configuracao: 'settings',
  engrenagem: 'cog',
  calendario: 'calendar',
  relogio: 'clock',
  hora: 'clock',
  email: 'mail',
  correio: 'mail',
  carta: 'mail',
  mensagem: 'message',
  telefone: 'phone',
  celular: 'smartphone',
  carrinho: 'cart',
  compra: 'shopping',
  loja: 'store',
  sacola: 'bag',
  dinheiro: 'banknote',
  cartao: 'card',
  pagamento: 'credit',
  caminhao: 'truck',
  entrega: 'truck',
  pacote: 'package',
  caixa: 'box',
  arquivo: 'file',
  documento: 'file',
  pasta: 'folder',
  imagem: 'image',
  foto: 'camera',
  camera: 'camera',
  video: 'video',
  musica: 'music',
  coracao: 'heart',
  favorito: 'star',
  estrela: 'star',
  sino: 'bell',
  notificacao: 'bell',
  cadeado: 'lock',
  chave: 'key',
  escudo: 'shield',
  olho: 'eye',
  editar: 'pencil',
  lapis: 'pencil',
  copiar: 'copy',
  baixar: 'download',
  enviar: 'send',
  nuvem: 'cloud',
  sol: 'sun',
  lua: 'moon',
  chuva: 'rain',
  mapa: 'map',
  local: 'pin',
  globo: 'globe',
  grafico: 'chart',
  livro: 'book',
  impressora: 'printer',
  tela: 'monitor',
  computador: 'computer',
  mais: 'plus',
  menos: 'minus',
  fechar: 'x',
  ajuda: 'question',
  alerta: 'exclamation',
  aviso: 'exclamation',
  informacao: 'info',
  filtro: 'filter',
  etiqueta: 'tag',
  presente: 'gift',
  trofeu: 'trophy',
  carro: 'car',
  aviao: 'plane',
  onibus: 'bus',
  bicicleta: 'bike',
  predio: 'building',
  empresa: 'building',
  escola: 'school',
  comida: 'utensils',
  cafe: 'coffee',
};

/** The words of a PascalCase name, folded (`ArrowDown01` → ["arrow", "down", "01"]). */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .split(' ')
    .map(fold);
}

interface Entry {
  name: string;
  /** The name folded (`arrowright`). */
  folded: string;
  /** The Portuguese words that stand for a part of it. */
  words: string[];
}

const indexes = new WeakMap<readonly string[], Entry[]>();

/** Each name with what it is found by, computed once per list of names. */
function indexOf(names: readonly string[]): Entry[] {
  let index = indexes.get(names);
  if (!index) {
    const dictionary = Object.entries(portugueseWords);
    index = names.map((name) => {
      const parts = nameWords(name);
      const words = dictionary
        .filter(([, part]) => parts.some((own) => own.startsWith(part)))
        .map(([word]) => word);
      return { name, folded: fold(name), words };
    });
    indexes.set(names, index);
  }
  return index;
}

/**
 * The names that every word of `query` is part of: of the name itself or of one of its
 * Portuguese words. An empty query finds them all, in their order.
 */
export function searchIcons(names: readonly string[], query: string): readonly string[] {
  const words = queryWords(query);
  if (words.length === 0) return names;
  return indexOf(names)
    .filter(
      (entry) =>
        // "arrow right" is one run in the name ("arrowright"); or each word on its own.
        entry.folded.includes(words.join('')) ||
        words.every(
          (word) => entry.folded.includes(word) || entry.words.some((pt) => pt.startsWith(word)),
        ),
    )
    .map((entry) => entry.name);
}
