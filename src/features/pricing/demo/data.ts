import { CURRENT_PLAN, PLAN_PRICES, POPULAR_PLAN, type PlanId } from '../plans';
import type { ComparisonRow, FaqEntry, PricingPlan, PricingResponse } from '../types';

/**
 * The pricing page's sample data: ours, in Portuguese (data, shown as stored in either
 * language). The prices come from `plans.ts` (SPEC §9); nothing here is stored, since no call
 * changes it.
 */
const plan = (
  id: PlanId,
  title: string,
  subtitle: string,
  planBenefits: string[],
): PricingPlan => ({
  id,
  title,
  img: id,
  subtitle,
  ...PLAN_PRICES[id],
  yearlyPlan: { ...PLAN_PRICES[id].yearlyPlan },
  planBenefits,
  popular: id === POPULAR_PLAN,
  currentPlan: id === CURRENT_PLAN,
});

const comparison: ComparisonRow[] = [
  { feature: 'Usuários', basic: '1', standard: 'Até 10', enterprise: 'Ilimitados' },
  { feature: 'Projetos', basic: '3', standard: '50', enterprise: 'Ilimitados' },
  { feature: 'Armazenamento', basic: '1 GB', standard: '50 GB', enterprise: '1 TB' },
  { feature: 'Painéis e relatórios básicos', basic: true, standard: true, enterprise: true },
  { feature: 'Relatórios avançados e exportação', basic: false, standard: true, enterprise: true },
  { feature: 'Acesso à API', basic: false, standard: true, enterprise: true },
  { feature: 'Suporte prioritário', basic: false, standard: true, enterprise: true },
  { feature: 'Domínio personalizado', basic: false, standard: false, enterprise: true },
  { feature: 'Login único (SSO)', basic: false, standard: false, enterprise: true },
  { feature: 'Gerente de conta dedicado', basic: false, standard: false, enterprise: true },
];

const qandA: FaqEntry[] = [
  {
    question: 'Posso mudar de plano depois?',
    ans: 'Sim. Você pode subir ou descer de plano quando quiser; a diferença é calculada proporcionalmente aos dias que faltam no período já pago.',
  },
  {
    question: 'Como funciona a cobrança anual?',
    ans: 'No plano anual você paga os doze meses de uma vez, com desconto sobre o valor mensal. A renovação acontece na mesma data do ano seguinte e avisamos por e-mail com 15 dias de antecedência.',
  },
  {
    question: 'Quais formas de pagamento vocês aceitam?',
    ans: 'Cartão de crédito das principais bandeiras, Pix e boleto bancário. No plano Empresarial também é possível pagar por transferência com nota fiscal.',
  },
  {
    question: 'Existe período de teste?',
    ans: 'O plano Básico é gratuito e não expira. Os planos pagos têm 14 dias de teste sem cobrança: se cancelar nesse período, nada é debitado.',
  },
  {
    question: 'Posso cancelar a qualquer momento?',
    ans: 'Pode. O acesso continua até o fim do período pago e seus dados ficam disponíveis para exportação por 30 dias depois do cancelamento.',
  },
  {
    question: 'Vocês emitem nota fiscal?',
    ans: 'Sim. A nota fiscal de serviço é emitida automaticamente a cada cobrança e enviada ao e-mail do responsável financeiro da conta.',
  },
];

export function pricingData(): PricingResponse {
  return {
    basicPlan: plan('basic', 'Básico', 'Para começar e conhecer a plataforma', [
      '1 usuário',
      'Até 3 projetos',
      '1 GB de armazenamento',
      'Painéis e relatórios básicos',
      'Suporte pela central de ajuda',
    ]),
    standardPlan: plan('standard', 'Profissional', 'Para equipes pequenas que estão crescendo', [
      'Até 10 usuários',
      'Até 50 projetos',
      '50 GB de armazenamento',
      'Relatórios avançados e exportação',
      'Acesso à API',
      'Suporte prioritário por e-mail e chat',
    ]),
    enterprisePlan: plan('enterprise', 'Empresarial', 'Para empresas com muitas equipes', [
      'Usuários e projetos ilimitados',
      '1 TB de armazenamento',
      'Domínio personalizado',
      'Login único (SSO)',
      'Gerente de conta dedicado',
      'Acordo de nível de serviço de 99,9 %',
    ]),
    qandA,
    comparison,
  };
}
