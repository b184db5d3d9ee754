import type { Tag } from '../types';

export interface TaskTemplate {
  title: string;
  /** Paragraphs of the description, plain text (the factory writes the HTML). */
  notes: readonly string[];
  tags: readonly Tag[];
}

/** Our own to-do texts, the work of a small Brazilian product team. */
export const templates: readonly TaskTemplate[] = [
  {
    title: 'Revisar o contrato com a gráfica',
    notes: ['Conferir prazos de entrega e a multa por atraso antes de assinar.'],
    tags: ['high'],
  },
  {
    title: 'Preparar a pauta da reunião de segunda',
    notes: ['Incluir os números de outubro e o andamento do aplicativo.'],
    tags: ['team', 'medium'],
  },
  {
    title: 'Atualizar a planilha de custos do trimestre',
    notes: ['Separar despesas fixas das variáveis.', 'Enviar para a Juliana até sexta.'],
    tags: ['update'],
  },
  {
    title: 'Responder ao orçamento da transportadora',
    notes: ['Pedir desconto para frete mensal acima de 40 entregas.'],
    tags: ['medium'],
  },
  {
    title: 'Agendar a vistoria do escritório de Curitiba',
    notes: ['O síndico atende às terças e quintas pela manhã.'],
    tags: ['low'],
  },
  {
    title: 'Corrigir o cálculo de frete no checkout',
    notes: ['Pedidos para o Norte estão saindo com o CEP de origem errado.'],
    tags: ['high', 'team'],
  },
  {
    title: 'Escrever o texto da campanha de Natal',
    notes: ['Tom leve, três variações para o e-mail e duas para as redes.'],
    tags: ['medium'],
  },
  {
    title: 'Renovar o certificado digital da empresa',
    notes: ['Vence no fim do mês; sem ele não emitimos nota fiscal.'],
    tags: ['high'],
  },
  {
    title: 'Organizar o café de boas-vindas dos estagiários',
    notes: ['Confirmar quantas pessoas vêm e reservar a sala grande.'],
    tags: ['team', 'low'],
  },
  {
    title: 'Publicar a nova versão do aplicativo',
    notes: ['Depois da aprovação da loja, avisar o suporte.'],
    tags: ['update', 'high'],
  },
  {
    title: 'Ligar para o fornecedor de embalagens',
    notes: ['As caixas do último lote chegaram amassadas.'],
    tags: ['medium'],
  },
  {
    title: 'Montar o relatório de satisfação dos clientes',
    notes: ['Usar as respostas da pesquisa de setembro.', 'Destacar as três queixas mais comuns.'],
    tags: ['team'],
  },
  {
    title: 'Trocar a senha do painel de anúncios',
    notes: ['Guardar a nova no cofre de senhas da equipe.'],
    tags: ['low'],
  },
  {
    title: 'Revisar as traduções da página de preços',
    notes: ['A versão em inglês ainda mostra valores em reais.'],
    tags: ['update'],
  },
  {
    title: 'Enviar as notas fiscais para a contabilidade',
    notes: ['Todas as notas de outubro, em uma pasta só.'],
    tags: ['high'],
  },
  {
    title: 'Planejar o treinamento de atendimento',
    notes: ['Duas turmas de oito pessoas, quatro horas cada.'],
    tags: ['team', 'medium'],
  },
  {
    title: 'Comprar cadeiras para a sala de reuniões',
    notes: ['Até seis cadeiras, com apoio para os braços.'],
    tags: ['low'],
  },
  {
    title: 'Conferir o estoque do centro de distribuição',
    notes: ['Comparar a contagem física com o sistema.'],
    tags: ['medium', 'update'],
  },
  {
    title: 'Fechar a escala de plantão de dezembro',
    notes: ['Ninguém fica mais de dois fins de semana seguidos.'],
    tags: ['team'],
  },
  {
    title: 'Testar o novo fluxo de cadastro no celular',
    notes: ['Android e iPhone, com e sem conexão lenta.'],
    tags: ['high', 'update'],
  },
  {
    title: 'Renegociar o plano de internet da loja',
    notes: ['A velocidade contratada não chega nem à metade.'],
    tags: ['low'],
  },
  {
    title: 'Atualizar o manual de boas práticas',
    notes: ['Incluir a parte de proteção de dados pessoais.'],
    tags: ['update', 'medium'],
  },
  {
    title: 'Marcar a revisão anual do carro da empresa',
    notes: ['A oficina da Rua Augusta tem horário às quartas.'],
    tags: ['low'],
  },
  {
    title: 'Apresentar o resultado do teste A/B',
    notes: ['A versão B converteu 12% a mais, mas com pouca amostra.'],
    tags: ['team', 'high'],
  },
];
