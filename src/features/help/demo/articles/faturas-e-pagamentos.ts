import { html, type CategorySeed } from './article-seed';

export const faturasEPagamentos: CategorySeed = {
  category: 'faturas-e-pagamentos',
  img: 'receipt',
  title: 'Faturas e pagamentos',
  desc: 'Planos, formas de pagamento, notas fiscais e tudo sobre as suas cobranças.',
  groups: [
    {
      title: 'Planos e assinatura',
      icon: 'BadgeDollarSign',
      iconColor: 'green',
      articles: [
        {
          slug: 'mudar-de-plano',
          question: 'Como mudar de plano?',
          lastUpdated: '2026-10-09',
          content: html(
            '<p>Em <strong>Preços</strong>, escolha o novo plano e confirme. A mudança vale na hora.</p>',
            '<ul><li><strong>Para um plano maior:</strong> cobramos só a diferença proporcional aos dias que faltam no ciclo atual.</li><li><strong>Para um plano menor:</strong> o valor que sobrar vira crédito para as próximas faturas.</li></ul>',
          ),
        },
        {
          slug: 'plano-anual-ou-mensal',
          question: 'Qual a diferença entre o plano mensal e o anual?',
          lastUpdated: '2026-09-01',
          content: html(
            '<p>No plano anual você paga doze meses de uma vez e economiza cerca de 18%. O Padrão, por exemplo, sai por R$ 49 no mensal e por R$ 40 por mês no anual (R$ 480 por ano).</p>',
            '<p>Os recursos são os mesmos nas duas formas. Você pode passar do mensal para o anual a qualquer momento; a volta para o mensal acontece ao fim do ano contratado.</p>',
          ),
        },
        {
          slug: 'cancelar-assinatura',
          question: 'Como cancelar a assinatura?',
          lastUpdated: '2026-06-30',
          content: html(
            '<p>Em <strong>Configurações da conta › Cobrança</strong>, escolha <strong>Cancelar assinatura</strong> e confirme.</p>',
            '<p>A conta continua ativa até o fim do período já pago e depois passa para o plano Básico, gratuito. Nada é apagado: você pode voltar a assinar quando quiser.</p>',
          ),
        },
      ],
    },
    {
      title: 'Cobrança',
      icon: 'Receipt',
      iconColor: 'orange',
      articles: [
        {
          slug: 'formas-de-pagamento',
          question: 'Quais formas de pagamento são aceitas?',
          lastUpdated: '2026-08-15',
          content: html(
            '<p>A assinatura pode ser paga com cartão de crédito, Pix ou boleto bancário.</p>',
            '<ul><li><strong>Cartão:</strong> a cobrança é automática a cada ciclo.</li><li><strong>Pix:</strong> enviamos o código por e-mail cinco dias antes do vencimento.</li><li><strong>Boleto:</strong> fica disponível em Faturas dez dias antes do vencimento.</li></ul>',
          ),
        },
        {
          slug: 'emitir-nota-fiscal',
          question: 'Como recebo a nota fiscal?',
          lastUpdated: '2026-07-22',
          content: html(
            '<p>A nota fiscal de serviço é emitida automaticamente depois da confirmação de cada pagamento e enviada para o e-mail de cobrança.</p>',
            '<p>Para que ela saia em nome da sua empresa, preencha a razão social, o CNPJ e o endereço em <strong>Configurações da conta › Cobrança</strong> antes do próximo pagamento. Notas já emitidas não podem ser alteradas.</p>',
          ),
        },
        {
          slug: 'pagamento-recusado',
          question: 'Meu pagamento foi recusado. O que faço?',
          lastUpdated: '2026-10-15',
          content: html(
            '<p>Os motivos mais comuns são limite insuficiente, cartão vencido ou bloqueio preventivo do banco.</p>',
            '<ol><li>Confira a validade e o limite do cartão.</li><li>Atualize os dados em <strong>Configurações da conta › Cobrança</strong>.</li><li>Se o problema continuar, pague a fatura com Pix ou boleto.</li></ol>',
            '<p>Tentamos a cobrança de novo por três dias. Depois disso, a conta passa para o plano Básico até que a fatura seja paga.</p>',
          ),
        },
        {
          slug: 'segunda-via-de-boleto',
          question: 'Como emitir a segunda via do boleto?',
          lastUpdated: '2026-05-28',
          content: html(
            '<p>Abra <strong>Faturas</strong>, encontre a fatura em aberto e escolha <strong>Baixar boleto</strong>. Se o vencimento já passou, o novo boleto sai com a data de hoje e os encargos do atraso.</p>',
            '<p>Boletos levam até dois dias úteis para serem compensados; se a conta precisar ser liberada antes, prefira o Pix.</p>',
          ),
        },
      ],
    },
  ],
};
