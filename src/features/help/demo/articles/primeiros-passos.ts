import { html, type CategorySeed } from './article-seed';

export const primeirosPassos: CategorySeed = {
  category: 'primeiros-passos',
  img: 'rocket',
  title: 'Primeiros passos',
  desc: 'Crie sua conta, conheça o painel e deixe o essencial pronto em poucos minutos.',
  groups: [
    {
      title: 'Começando',
      icon: 'Rocket',
      iconColor: 'blue',
      articles: [
        {
          slug: 'criar-sua-conta',
          question: 'Como criar minha conta no Mirante?',
          lastUpdated: '2026-09-14',
          content: html(
            '<p>Na tela de entrada, escolha <strong>Criar conta</strong> e informe seu nome de usuário, e-mail e uma senha com pelo menos oito caracteres.</p>',
            '<ol><li>Preencha os dados e aceite os termos de uso.</li><li>Abra o e-mail de confirmação que enviamos e toque em <strong>Verificar e-mail</strong>.</li><li>Volte ao Mirante e entre com o e-mail e a senha escolhidos.</li></ol>',
            '<p>Quem cria a conta recebe o papel de administrador e pode convidar o restante da equipe depois.</p>',
          ),
        },
        {
          slug: 'conhecer-o-painel',
          question: 'O que aparece no painel inicial?',
          lastUpdated: '2026-10-02',
          content: html(
            '<p>O painel inicial reúne os números mais importantes do dia: vendas, pedidos, novos clientes e a receita do mês, cada um em um cartão.</p>',
            '<p>Abaixo dos cartões ficam os gráficos de desempenho e a lista dos últimos pedidos. Passe o ponteiro sobre um gráfico para ver o valor exato de cada ponto.</p>',
            '<p>O menu lateral leva aos aplicativos (e-mail, agenda, tarefas, faturas) e às páginas de configuração.</p>',
          ),
        },
        {
          slug: 'completar-seu-perfil',
          question: 'Como completar meu perfil?',
          lastUpdated: '2026-08-21',
          content: html(
            '<p>Abra o menu da sua foto, no canto da barra superior, e escolha <strong>Configurações da conta</strong>.</p>',
            '<ul><li><strong>Geral:</strong> foto, nome, e-mail e empresa.</li><li><strong>Informações:</strong> biografia, data de nascimento, país, site e telefone.</li><li><strong>Redes sociais:</strong> links para os seus perfis públicos.</li></ul>',
            '<p>Cada aba é salva separadamente, no botão <strong>Salvar alterações</strong> ao final dela.</p>',
          ),
        },
        {
          slug: 'importar-dados',
          question: 'Como importar meus dados de uma planilha?',
          lastUpdated: '2026-07-30',
          content: html(
            '<p>Clientes e produtos podem ser importados de arquivos CSV. Salve a planilha no formato CSV (separado por ponto e vírgula) com uma linha de cabeçalho.</p>',
            '<ol><li>Abra a lista que deseja preencher.</li><li>Escolha <strong>Importar</strong> e selecione o arquivo.</li><li>Associe cada coluna da planilha a um campo do Mirante e confirme.</li></ol>',
            '<p>Linhas com erro não são importadas: ao final, o Mirante mostra quais foram e por quê, para você corrigir e enviar de novo.</p>',
          ),
        },
      ],
    },
    {
      title: 'Navegação',
      icon: 'Compass',
      iconColor: 'teal',
      articles: [
        {
          slug: 'usar-a-busca-global',
          question: 'Como usar a busca global?',
          lastUpdated: '2026-10-11',
          content: html(
            '<p>A busca global encontra páginas, arquivos e contatos a partir de qualquer tela. Clique na lupa da barra superior ou use o atalho <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> no Mac).</p>',
            '<p>Os resultados aparecem em três grupos, com até quatro itens cada. Use as setas para escolher um resultado e <kbd>Enter</kbd> para abri-lo.</p>',
          ),
        },
        {
          slug: 'favoritar-paginas',
          question: 'Como adicionar páginas aos favoritos?',
          lastUpdated: '2026-06-18',
          content: html(
            '<p>Na busca global, cada página tem uma estrela ao lado do nome. Clique nela para fixar a página na barra superior, entre os seus favoritos.</p>',
            '<p>Para tirar uma página dos favoritos, clique de novo na estrela. E-mail, Chat, Tarefas e Agenda já vêm marcados na primeira vez que você entra.</p>',
          ),
        },
        {
          slug: 'atalhos-de-teclado',
          question: 'Quais atalhos de teclado existem?',
          lastUpdated: '2026-05-09',
          content: html(
            '<p>Os atalhos ajudam quem prefere não tirar as mãos do teclado:</p>',
            '<ul><li><kbd>Ctrl</kbd> + <kbd>K</kbd> ou <kbd>/</kbd>: abre a busca global.</li><li><kbd>Esc</kbd>: fecha janelas, menus e a busca.</li><li><kbd>Tab</kbd> e <kbd>Shift</kbd> + <kbd>Tab</kbd>: passam de um controle a outro.</li><li>Setas: percorrem abas, menus e listas de opções.</li></ul>',
            '<p>No início de cada página há um link <strong>Pular para o conteúdo</strong>, que aparece ao pressionar <kbd>Tab</kbd>.</p>',
          ),
        },
      ],
    },
  ],
};
