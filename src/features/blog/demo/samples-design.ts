import type { PostSample } from './sample-type';

/** Our posts on design, writing and accessibility (HTML as an editor would write it). */
export const designSamples: PostSample[] = [
  {
    slug: 'design-tokens-uma-linguagem-comum-entre-design-e-codigo',
    title: 'Design tokens: uma linguagem comum entre design e código',
    tags: ['design', 'engineering'],
    author: 0,
    createdTime: '2026-02-03T13:20:00.000Z',
    status: 'published',
    excerpt:
      'Cores, espaçamentos e tipografia com nome e valor únicos: como os tokens acabaram com as discussões sobre qual cinza usar.',
    content: [
      '<h2>O problema dos quarenta cinzas</h2>',
      '<p>Quando fizemos o inventário da interface, encontramos quarenta tons de cinza diferentes. Nenhum deles estava errado sozinho, mas juntos deixavam as telas com aparência de colcha de retalhos.</p>',
      '<p>A solução não foi escolher o cinza certo, e sim dar <strong>nome</strong> às decisões: <code>texto-secundario</code>, <code>borda-suave</code>, <code>fundo-elevado</code>.</p>',
      '<h3>O que virou token</h3>',
      '<ul><li>Cores de superfície, texto e estado, nas peles clara e escura.</li><li>A escala de espaçamentos, de 4 em 4 pixels.</li><li>Tamanhos e pesos de fonte, com a altura de linha de cada um.</li></ul>',
      '<blockquote><p>Um token é uma decisão de design que o código consegue ler.</p></blockquote>',
      '<h3>Como mantemos</h3>',
      '<p>Os tokens vivem em um único arquivo versionado. Uma mudança passa por revisão de design e de código no mesmo pedido, e a documentação é gerada a partir dele.</p>',
    ].join(''),
  },
  {
    slug: 'como-escrever-mensagens-de-erro-que-ajudam',
    title: 'Como escrever mensagens de erro que ajudam de verdade',
    tags: ['design', 'product'],
    author: 2,
    createdTime: '2026-03-11T15:05:00.000Z',
    status: 'published',
    excerpt:
      'Uma boa mensagem de erro diz o que aconteceu, por que e o que fazer agora. Reunimos o checklist que usamos em cada revisão.',
    content: [
      '<h2>Três perguntas</h2>',
      '<p>Toda mensagem de erro precisa responder a três perguntas: <em>o que aconteceu</em>, <em>por que aconteceu</em> e <em>o que a pessoa pode fazer agora</em>. Se uma delas fica sem resposta, a mensagem provavelmente vai gerar um chamado no suporte.</p>',
      '<h3>Nosso checklist</h3>',
      '<ol><li>Fale a língua de quem lê, sem códigos internos.</li><li>Não culpe a pessoa: “não encontramos” em vez de “você digitou errado”.</li><li>Mostre a mensagem ao lado do campo, não só no topo da página.</li><li>Preserve tudo o que foi digitado.</li></ol>',
      '<blockquote><p>Uma mensagem de erro é a interface no momento em que ela mais importa.</p></blockquote>',
      '<p>Desde que adotamos o checklist, os chamados sobre o formulário de cadastro caíram pela metade.</p>',
    ].join(''),
  },
  {
    slug: 'acessibilidade-comeca-no-teclado',
    title: 'Acessibilidade começa no teclado',
    tags: ['accessibility', 'engineering'],
    author: 4,
    createdTime: '2026-04-07T12:40:00.000Z',
    status: 'published',
    excerpt:
      'Antes de qualquer ferramenta automática, desconecte o mouse. O teclado revela em minutos o que meses de testes visuais não mostram.',
    content: [
      '<h2>O teste de cinco minutos</h2>',
      '<p>Abra a tela, guarde o mouse e tente concluir a tarefa principal usando apenas <kbd>Tab</kbd>, <kbd>Enter</kbd>, <kbd>Espaço</kbd> e as setas. Anote cada vez que você se perder.</p>',
      '<h3>O que costuma aparecer</h3>',
      '<ul><li>Foco invisível: a borda foi removida para “ficar mais bonito”.</li><li>Elementos clicáveis que não são botões e por isso não recebem foco.</li><li>Janelas modais que deixam o foco escapar para a página de trás.</li></ul>',
      '<blockquote><p>Se funciona bem no teclado, quase sempre funciona bem com leitor de tela.</p></blockquote>',
      '<h3>Depois do teclado</h3>',
      '<p>Só então rodamos o axe e o leitor de tela. A essa altura, a maioria dos problemas graves já foi resolvida.</p>',
    ].join(''),
  },
  {
    slug: 'contraste-de-cores-no-modo-escuro',
    title: 'Contraste de cores no modo escuro: o que aprendemos',
    tags: ['design', 'accessibility'],
    author: 6,
    createdTime: '2026-05-19T18:10:00.000Z',
    status: 'published',
    excerpt:
      'Inverter as cores não basta. Os tons que passavam no tema claro falharam no escuro, e a correção exigiu rever a escala inteira.',
    content: [
      '<h2>Escuro não é o contrário de claro</h2>',
      '<p>Nossa primeira versão do modo escuro apenas invertia as superfícies. O resultado foi um texto secundário com contraste de 3,1:1, abaixo do mínimo de 4,5:1 exigido pelas diretrizes.</p>',
      '<h3>A correção</h3>',
      '<ul><li>Cada cor passou a ter um par específico para cada pele.</li><li>A cor primária usa um tom mais claro no fundo escuro.</li><li>Sombras deram lugar a superfícies um pouco mais claras para indicar elevação.</li></ul>',
      '<blockquote><p>Meça o contraste em cada combinação real, não na paleta isolada.</p></blockquote>',
      '<p>Hoje, a verificação de contraste roda nos testes de navegador nas duas peles, e uma regressão quebra a integração contínua.</p>',
    ].join(''),
  },
  {
    slug: 'guia-de-estilo-para-textos-da-interface',
    title: 'Textos da interface em português: nosso guia de estilo',
    tags: ['design', 'product'],
    author: 8,
    createdTime: '2026-10-28T11:30:00.000Z',
    status: 'draft',
    excerpt:
      'Tratamento, verbos nos botões, datas e números: as regras que mantêm a interface com uma só voz, do login ao relatório.',
    content: [
      '<h2>Uma só voz</h2>',
      '<p>Quando várias pessoas escrevem a interface, cada tela ganha um sotaque. O guia de estilo existe para que o produto soe como uma pessoa só.</p>',
      '<h3>Regras principais</h3>',
      '<ul><li>Botões começam com verbo: “Salvar”, “Enviar convite”.</li><li>Tratamos a pessoa por “você” e evitamos jargão técnico.</li><li>Datas e valores seguem o idioma ativo: 28 de out. de 2026, R$ 1.234,56.</li></ul>',
      '<blockquote><p>Escreva como você explicaria a um colega ao lado da mesa.</p></blockquote>',
      '<p>Este rascunho ainda recebe sugestões da equipe de suporte antes da publicação.</p>',
    ].join(''),
  },
  {
    slug: 'pesquisa-com-usuarios-em-uma-semana',
    title: 'Pesquisa com usuários em uma semana e com orçamento curto',
    tags: ['product', 'design'],
    author: 10,
    createdTime: '2026-12-02T13:00:00.000Z',
    status: 'scheduled',
    excerpt:
      'Cinco entrevistas, um roteiro enxuto e uma síntese em uma tarde: o formato que usamos para validar ideias antes de escrever código.',
    content: [
      '<h2>Por que uma semana</h2>',
      '<p>Pesquisa longa demais perde o momento da decisão. Com uma semana, o aprendizado chega enquanto o time ainda está escolhendo o caminho.</p>',
      '<h3>O cronograma</h3>',
      '<ol><li>Segunda: perguntas e recrutamento.</li><li>Terça a quinta: cinco entrevistas de 40 minutos.</li><li>Sexta: síntese em grupo e recomendações.</li></ol>',
      '<blockquote><p>Cinco conversas bem feitas valem mais do que cinquenta respostas de formulário.</p></blockquote>',
      '<p>O relatório final cabe em uma página: o que ouvimos, o que acreditamos e o que vamos testar a seguir.</p>',
    ].join(''),
  },
  {
    slug: 'seguranca-no-front-end-o-que-o-sanitizador-remove',
    title: 'Segurança no front-end: o que o sanitizador remove',
    tags: ['engineering'],
    author: 12,
    createdTime: '2026-09-15T14:45:00.000Z',
    status: 'published',
    excerpt:
      'Este artigo traz de propósito um script e uma imagem com onerror: nada deve rodar. Veja como o HTML dos dados passa por um só caminho sanitizado.',
    // On purpose: a script and an onerror handler, which the page must never run.
    content: [
      '<h2>Um só caminho para o HTML</h2>',
      '<p>Todo HTML que vem dos dados — corpo de e-mail, artigo, resposta da base de conhecimento — passa pelo mesmo componente, que o sanitiza antes de chegar à página.</p>',
      '<script>window.__xss = true; alert("xss")</script>',
      '<p>Logo acima havia um elemento <code>script</code>. Abaixo, uma imagem com <code>onerror</code>:</p>',
      '<img src="x" onerror="window.__xss = true; alert(\'xss\')" alt="Imagem quebrada">',
      '<h3>O que é removido</h3>',
      '<ul><li>Scripts, molduras e formulários.</li><li>Atributos de evento, como <code>onerror</code> e <code>onclick</code>.</li><li>Links com <code>javascript:</code>.</li></ul>',
      '<blockquote><p>Se você leu este artigo sem ver nenhum alerta, o sanitizador fez o trabalho dele.</p></blockquote>',
    ].join(''),
  },
];
