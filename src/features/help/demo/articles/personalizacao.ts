import { html, type CategorySeed } from './article-seed';

export const personalizacao: CategorySeed = {
  category: 'personalizacao',
  img: 'palette',
  title: 'Personalização',
  desc: 'Tema claro ou escuro, idioma, menu e a aparência do seu painel.',
  groups: [
    {
      title: 'Aparência',
      icon: 'Palette',
      iconColor: 'pink',
      articles: [
        {
          slug: 'ativar-tema-escuro',
          question: 'Como ativar o tema escuro?',
          lastUpdated: '2026-10-04',
          content: html(
            '<p>Clique no ícone da lua, na barra superior, para alternar entre os temas claro e escuro.</p>',
            '<p>No <strong>Personalizador</strong> (o botão de engrenagem na lateral da tela) há ainda os temas <strong>Com bordas</strong> e <strong>Semiescuro</strong>, que deixa só o menu escuro. A escolha fica guardada neste navegador.</p>',
          ),
        },
        {
          slug: 'trocar-idioma',
          question: 'Como trocar o idioma da interface?',
          lastUpdated: '2026-09-22',
          content: html(
            '<p>Use o seletor de idioma, com a bandeira, na barra superior. O Mirante está disponível em português do Brasil e em inglês.</p>',
            '<p>Datas, números e valores em dinheiro passam a seguir o formato do idioma escolhido: em português, por exemplo, <strong>1.234,56</strong> e <strong>23/11/2026</strong>.</p>',
          ),
        },
        {
          slug: 'layout-da-direita-para-a-esquerda',
          question: 'O painel funciona da direita para a esquerda?',
          lastUpdated: '2026-06-11',
          content: html(
            '<p>Sim. No <strong>Personalizador</strong>, em <strong>Direção do texto</strong>, escolha <strong>Direita → esquerda</strong>.</p>',
            '<p>O menu passa para o outro lado, os ícones de seta se invertem e os textos se alinham pela direita, como em árabe e hebraico. Nomes e textos em português continuam legíveis na ordem certa.</p>',
          ),
        },
      ],
    },
    {
      title: 'Menu e páginas',
      icon: 'LayoutGrid',
      iconColor: 'yellow',
      articles: [
        {
          slug: 'recolher-o-menu',
          question: 'Como recolher o menu lateral?',
          lastUpdated: '2026-08-27',
          content: html(
            '<p>Clique no botão <strong>Recolher menu</strong>, no topo do menu lateral. Ele passa a mostrar só os ícones e se abre de novo quando o ponteiro passa por cima.</p>',
            '<p>Em telas pequenas, o menu fica escondido e se abre pelo botão com três linhas, na barra superior.</p>',
          ),
        },
        {
          slug: 'escolher-pagina-inicial',
          question: 'Posso escolher minha página inicial?',
          lastUpdated: '2026-05-16',
          content: html(
            '<p>A página inicial é o painel de comércio eletrônico para quem tem acesso a ele. Para os demais papéis, é a primeira página do menu que a pessoa pode abrir.</p>',
            '<p>Para chegar mais rápido às páginas que você mais usa, marque-as como favoritas: elas ficam sempre à mão na barra superior.</p>',
          ),
        },
        {
          slug: 'largura-do-conteudo',
          question: 'Como mudar a largura do conteúdo?',
          lastUpdated: '2026-03-30',
          content: html(
            '<p>No <strong>Personalizador</strong>, em <strong>Largura do conteúdo</strong>, escolha entre <strong>Centralizada</strong>, que limita a largura em telas grandes, e <strong>Total</strong>, que ocupa a tela inteira.</p>',
            '<p>A opção Total é útil para tabelas com muitas colunas e quadros kanban.</p>',
          ),
        },
      ],
    },
  ],
};
