import type { PostSample } from './sample-type';

/** Our posts on product, engineering, data and careers (HTML as an editor would write it). */
export const productSamples: PostSample[] = [
  {
    slug: 'roadmap-sem-datas-como-priorizamos-por-resultado',
    title: 'Roadmap sem datas? Como priorizamos por resultado',
    tags: ['product'],
    author: 1,
    createdTime: '2026-01-20T12:00:00.000Z',
    status: 'published',
    excerpt:
      'Trocamos a lista de funcionalidades com prazo por três colunas: agora, depois e mais tarde. Veja o que mudou nas conversas com clientes.',
    content: [
      '<h2>O fim do cronograma de funcionalidades</h2>',
      '<p>Todo trimestre prometíamos datas e todo trimestre explicávamos atrasos. O problema não era a estimativa, e sim prometer soluções antes de entender os problemas.</p>',
      '<h3>Agora, depois, mais tarde</h3>',
      '<ul><li><strong>Agora</strong>: problemas que estamos resolvendo, com a métrica que deve mudar.</li><li><strong>Depois</strong>: problemas validados, ainda sem solução escolhida.</li><li><strong>Mais tarde</strong>: apostas que precisam de mais evidência.</li></ul>',
      '<blockquote><p>Clientes não querem datas; querem confiança de que o problema deles está sendo levado a sério.</p></blockquote>',
      '<p>Depois de dois trimestres, as reuniões de acompanhamento passaram a discutir resultados em vez de atrasos.</p>',
    ].join(''),
  },
  {
    slug: 'metricas-de-produto-para-times-pequenos',
    title: 'Medindo o que importa: métricas de produto para times pequenos',
    tags: ['data', 'product'],
    author: 3,
    createdTime: '2026-03-02T10:15:00.000Z',
    status: 'published',
    excerpt:
      'Sem equipe de dados, escolhemos uma métrica norte e quatro indicadores de apoio. O painel cabe em uma tela e é lido toda segunda-feira.',
    content: [
      '<h2>Uma métrica norte</h2>',
      '<p>Para um time de seis pessoas, cinquenta indicadores são ruído. Escolhemos uma métrica que representa o valor entregue: <strong>clientes que emitem ao menos uma fatura por semana</strong>.</p>',
      '<h3>Os indicadores de apoio</h3>',
      '<ol><li>Ativação: contas que concluem a configuração inicial.</li><li>Retenção em 30 dias.</li><li>Tempo até a primeira fatura.</li><li>Chamados de suporte por cliente ativo.</li></ol>',
      '<blockquote><p>Se uma métrica não muda nenhuma decisão, ela não precisa estar no painel.</p></blockquote>',
      '<p>A leitura semanal leva quinze minutos e termina sempre com uma pergunta a investigar.</p>',
    ].join(''),
  },
  {
    slug: 'testes-que-leem-como-gente',
    title: 'Testes que leem como gente: Testing Library na prática',
    tags: ['engineering'],
    author: 5,
    createdTime: '2026-04-22T16:30:00.000Z',
    status: 'published',
    excerpt:
      'Buscar elementos pelo papel e pelo nome acessível deixou nossos testes mais estáveis e, de quebra, encontrou botões sem rótulo.',
    content: [
      '<h2>Teste o que a pessoa vê</h2>',
      '<p>Testes presos a classes CSS quebravam a cada ajuste visual. Passamos a procurar elementos como uma pessoa procura: pelo papel e pelo nome.</p>',
      '<h3>Regras que seguimos</h3>',
      '<ul><li>Preferir <code>getByRole</code> com o nome acessível.</li><li>Esperar por estados, nunca por tempo.</li><li>Interagir com <code>user-event</code>, que simula teclado e mouse de verdade.</li></ul>',
      '<blockquote><p>Quanto mais o teste se parece com o uso real, mais confiança ele dá.</p></blockquote>',
      '<h3>Um efeito colateral bem-vindo</h3>',
      '<p>Ícones sem rótulo não podiam ser encontrados pelo nome. Cada teste que falhava por isso virou uma correção de acessibilidade.</p>',
    ].join(''),
  },
  {
    slug: 'da-planilha-ao-painel-funil-de-vendas',
    title: 'Da planilha ao painel: montando um funil de vendas confiável',
    tags: ['data'],
    author: 7,
    createdTime: '2026-06-09T13:50:00.000Z',
    status: 'published',
    excerpt:
      'Cada área tinha sua planilha e seu número. Unificar as definições foi mais difícil, e mais importante, do que escolher a ferramenta.',
    content: [
      '<h2>Três planilhas, três verdades</h2>',
      '<p>Marketing, vendas e financeiro contavam “cliente novo” de formas diferentes. O funil não fechava porque cada etapa usava uma definição própria.</p>',
      '<h3>O que fizemos</h3>',
      '<ol><li>Escrevemos um glossário com a definição de cada etapa.</li><li>Criamos uma única tabela de eventos, alimentada pelo sistema.</li><li>Só depois montamos o painel.</li></ol>',
      '<blockquote><p>Um painel bonito sobre dados discordantes só espalha a discordância mais rápido.</p></blockquote>',
      '<p>Hoje, a taxa de conversão de proposta para contrato é a mesma em todas as reuniões, e isso mudou a qualidade das discussões.</p>',
    ].join(''),
  },
  {
    slug: 'onboarding-de-pessoas-desenvolvedoras-em-duas-semanas',
    title: 'Onboarding de pessoas desenvolvedoras em duas semanas',
    tags: ['career', 'engineering'],
    author: 9,
    createdTime: '2026-07-14T11:00:00.000Z',
    status: 'published',
    excerpt:
      'Primeiro pedido de mudança no segundo dia, primeira funcionalidade na segunda semana: o roteiro que damos a quem chega.',
    content: [
      '<h2>O primeiro dia importa</h2>',
      '<p>Quem chega quer contribuir logo. Por isso, o ambiente de desenvolvimento sobe com um único comando e a primeira tarefa já está separada antes do primeiro dia.</p>',
      '<h3>O roteiro</h3>',
      '<ul><li>Dia 1: ambiente, acessos e um café com cada pessoa do time.</li><li>Dia 2: primeira correção pequena, revisada em par.</li><li>Semana 2: uma funcionalidade completa, da conversa com o produto ao deploy.</li></ul>',
      '<blockquote><p>Documentação boa é aquela que a última pessoa contratada ajudou a corrigir.</p></blockquote>',
      '<p>Ao fim das duas semanas, a pessoa escreve o que faltou no guia. É assim que ele continua atualizado.</p>',
    ].join(''),
  },
  {
    slug: 'do-junior-ao-pleno-o-que-observamos-nas-promocoes',
    title: 'Do júnior ao pleno: o que observamos nas promoções',
    tags: ['career'],
    author: 11,
    createdTime: '2026-08-18T14:20:00.000Z',
    status: 'published',
    excerpt:
      'Mais do que domínio técnico, as promoções refletiram autonomia, comunicação e a capacidade de dividir problemas grandes.',
    content: [
      '<h2>Critérios claros</h2>',
      '<p>Publicamos a matriz de carreira para que ninguém precise adivinhar o que é esperado em cada nível. Ao revisar um ano de promoções, alguns padrões ficaram evidentes.</p>',
      '<h3>O que pesou mais</h3>',
      '<ol><li>Dividir uma tarefa grande em entregas pequenas sem ajuda.</li><li>Escrever descrições de mudança que qualquer pessoa entende.</li><li>Pedir ajuda cedo, com contexto.</li></ol>',
      '<blockquote><p>Autonomia não é trabalhar sozinho; é saber quando e como envolver os outros.</p></blockquote>',
      '<p>Usamos essas observações para ajustar as conversas mensais de desenvolvimento.</p>',
    ].join(''),
  },
  {
    slug: 'carregamento-sob-demanda-menos-javascript-inicial',
    title: 'Carregamento sob demanda: como cortamos 40% do JavaScript inicial',
    tags: ['engineering', 'data'],
    author: 13,
    createdTime: '2026-10-06T09:40:00.000Z',
    status: 'published',
    excerpt:
      'Editor de texto, gráficos e a camada de demonstração saíram do pacote inicial. Medimos antes e depois em uma rede 4G lenta.',
    content: [
      '<h2>Medir primeiro</h2>',
      '<p>Em uma rede 4G lenta, a tela de login levava quase quatro segundos para ficar pronta. A análise do pacote mostrou bibliotecas que nenhuma pessoa usa na primeira tela.</p>',
      '<h3>O que mudou</h3>',
      '<ul><li>Cada página virou um pedaço carregado pela rota.</li><li>O editor de texto rico só é baixado quando o formulário abre.</li><li>Os gráficos chegam depois dos números que eles ilustram.</li></ul>',
      '<blockquote><p>O código mais rápido é o que não precisa ser baixado.</p></blockquote>',
      '<p>O pacote inicial caiu 40% e a primeira pintura ficou abaixo de dois segundos na mesma rede.</p>',
    ].join(''),
  },
];
