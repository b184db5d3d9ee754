import type { FaqGroup } from '../types';

/**
 * The FAQ of the Mirante shop (ours, in Portuguese): five groups, each question with a plain-
 * text answer. Ids run through every group, so a question keeps its id when a search narrows.
 */
const groups: Omit<FaqGroup, 'questions'>[] = [
  {
    id: 'pagamento',
    icon: 'CreditCard',
    title: 'Pagamento',
    subtitle: 'Formas de pagamento, parcelas e cupons',
  },
  {
    id: 'entrega',
    icon: 'Truck',
    title: 'Entrega',
    subtitle: 'Prazos, frete e rastreamento',
  },
  {
    id: 'cancelamento-e-devolucao',
    icon: 'RotateCcw',
    title: 'Cancelamento e devolução',
    subtitle: 'Arrependimento, trocas e reembolsos',
  },
  {
    id: 'meus-pedidos',
    icon: 'Package',
    title: 'Meus pedidos',
    subtitle: 'Acompanhe, altere e consulte seus pedidos',
  },
  {
    id: 'produtos-e-servicos',
    icon: 'Wrench',
    title: 'Produtos e serviços',
    subtitle: 'Garantia, estoque e assistência técnica',
  },
];

const questions: Record<string, [question: string, ans: string][]> = {
  pagamento: [
    [
      'Quais formas de pagamento são aceitas?',
      'Aceitamos cartão de crédito das principais bandeiras, Pix e boleto bancário. O Pix é confirmado em poucos minutos; o boleto, em até dois dias úteis após o pagamento.',
    ],
    [
      'Posso parcelar minha compra?',
      'Sim. No cartão de crédito, compras a partir de R$ 100,00 podem ser divididas em até 10 vezes sem juros. O número de parcelas disponíveis aparece na etapa de pagamento.',
    ],
    [
      'Como uso um cupom de desconto?',
      'Digite o código no campo "Cupom" do carrinho e toque em Aplicar. O desconto aparece no resumo do pedido antes da confirmação. Apenas um cupom pode ser usado por compra.',
    ],
    [
      'O pagamento com cartão é seguro?',
      'Sim. Os dados do cartão são enviados de forma criptografada diretamente à operadora e não ficam guardados em nossos servidores. Guardamos apenas os quatro últimos dígitos para você reconhecer a compra.',
    ],
  ],
  entrega: [
    [
      'Qual é o prazo de entrega?',
      'O prazo depende do CEP e aparece no carrinho antes da compra: de dois a sete dias úteis para capitais e regiões metropolitanas, e até doze dias úteis para as demais localidades.',
    ],
    [
      'Quando o frete é grátis?',
      'Produtos marcados com "Frete grátis" não pagam entrega em todo o Brasil. Nos demais, o frete é calculado pelo CEP e pelo peso do pedido.',
    ],
    [
      'Como rastreio meu pedido?',
      'Assim que o pedido sai do nosso centro de distribuição, você recebe por e-mail o código de rastreamento. Ele também aparece em Meus pedidos, ao lado da situação da entrega.',
    ],
    [
      'Posso alterar o endereço de entrega?',
      'Enquanto o pedido não foi faturado, sim: fale com o atendimento informando o número do pedido. Depois do envio, o endereço não pode mais ser alterado.',
    ],
  ],
  'cancelamento-e-devolucao': [
    [
      'Como cancelo um pedido?',
      'Pedidos ainda não enviados podem ser cancelados em Meus pedidos, no botão Cancelar. Se o pedido já saiu para entrega, recuse o recebimento ou peça a devolução depois de recebê-lo.',
    ],
    [
      'Qual é o prazo para devolução?',
      'Você pode desistir da compra em até sete dias corridos após o recebimento, sem precisar explicar o motivo. O produto deve voltar com todos os acessórios e, de preferência, na embalagem original.',
    ],
    [
      'Quando recebo o reembolso?',
      'Depois que o produto devolvido chega e é conferido, o estorno no cartão é pedido em até cinco dias úteis; no Pix e no boleto, o valor é depositado na conta informada no mesmo prazo.',
    ],
    [
      'Posso trocar por outro produto?',
      'Sim. Solicite a devolução e, ao preencher o formulário, escolha a opção Troca. Se o novo produto custar mais, a diferença é cobrada; se custar menos, devolvemos a diferença.',
    ],
  ],
  'meus-pedidos': [
    [
      'Onde vejo o histórico dos meus pedidos?',
      'Em Meus pedidos, no menu da sua conta. Cada pedido mostra a data, os itens, a forma de pagamento e a situação da entrega.',
    ],
    [
      'Meu pedido aparece como "Aguardando pagamento". O que fazer?',
      'Pagamentos por boleto levam até dois dias úteis para serem confirmados pelo banco. Se você pagou com Pix ou cartão e a situação não mudou em uma hora, fale com o atendimento.',
    ],
    [
      'Posso incluir um item em um pedido já feito?',
      'Não é possível alterar os itens de um pedido confirmado. Faça um novo pedido com o item que faltou; se quiser, cancele o anterior enquanto ele não tiver sido enviado.',
    ],
    [
      'Recebi um produto diferente do que comprei.',
      'Sentimos muito! Abra uma solicitação em Meus pedidos, na opção Relatar problema, com uma foto do produto recebido. Buscamos o item sem custo e enviamos o correto.',
    ],
  ],
  'produtos-e-servicos': [
    [
      'Os produtos têm garantia?',
      'Todos os produtos têm a garantia legal de 90 dias, além da garantia do fabricante, que costuma ser de um ano. O prazo de cada produto aparece na página dele.',
    ],
    [
      'Um produto esgotado vai voltar ao estoque?',
      'Na maioria dos casos, sim. Adicione o produto à sua lista de desejos: assim você o encontra com facilidade quando ele voltar.',
    ],
    [
      'Vocês oferecem instalação?',
      'Para eletrodomésticos grandes, oferecemos instalação por parceiros credenciados nas capitais. A opção aparece no carrinho quando o serviço está disponível para o seu CEP.',
    ],
    [
      'Como aciono a assistência técnica?',
      'Procure a rede autorizada do fabricante, indicada no manual do produto, levando a nota fiscal. Se tiver dificuldade, nosso atendimento ajuda a encontrar a assistência mais próxima.',
    ],
  ],
};

let nextId = 0;

/** The FAQ as stored: read-only, so a module constant rather than a collection. */
export const faqGroups: readonly FaqGroup[] = groups.map((group) => ({
  ...group,
  questions: (questions[group.id] ?? []).map(([question, ans]) => {
    nextId += 1;
    return { id: nextId, question, ans };
  }),
}));
