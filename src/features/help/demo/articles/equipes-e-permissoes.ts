import { html, type CategorySeed } from './article-seed';

export const equipesEPermissoes: CategorySeed = {
  category: 'equipes-e-permissoes',
  img: 'team',
  title: 'Equipes e permissões',
  desc: 'Convide pessoas, defina papéis e controle quem vê e altera cada coisa.',
  groups: [
    {
      title: 'Papéis e permissões',
      icon: 'Shield',
      iconColor: 'grape',
      articles: [
        {
          slug: 'papeis-disponiveis',
          question: 'Quais papéis existem no Mirante?',
          lastUpdated: '2026-10-08',
          content: html(
            '<p>Cada pessoa tem um papel, que reúne um conjunto de permissões:</p>',
            '<ul><li><strong>Administrador:</strong> acesso total, inclusive cobrança e papéis.</li><li><strong>Gerente:</strong> gerencia usuários, clientes e finanças.</li><li><strong>Usuário:</strong> trabalha com projetos, e-mails e tarefas.</li><li><strong>Suporte:</strong> atende clientes e acompanha as tarefas de outras pessoas.</li><li><strong>Usuário restrito:</strong> apenas consulta.</li></ul>',
          ),
        },
        {
          slug: 'criar-permissao',
          question: 'Como criar uma nova permissão?',
          lastUpdated: '2026-09-12',
          content: html(
            '<p>Em <strong>Funções e permissões › Permissões</strong>, escolha <strong>Adicionar permissão</strong> e dê a ela um nome claro, como "Exportar relatórios".</p>',
            '<p>Toda permissão nova é atribuída apenas aos administradores. Para dá-la a outros papéis, edite cada papel em <strong>Funções</strong>.</p>',
          ),
        },
        {
          slug: 'acesso-negado',
          question: 'Por que vejo a página “Acesso negado”?',
          lastUpdated: '2026-07-19',
          content: html(
            '<p>Ela aparece quando o seu papel não tem permissão para a página ou a ação que você tentou abrir.</p>',
            '<p>Peça a um administrador que revise o seu papel. Assim que a permissão for concedida, entre novamente para que ela passe a valer.</p>',
          ),
        },
      ],
    },
    {
      title: 'Pessoas',
      icon: 'Users',
      iconColor: 'lime',
      articles: [
        {
          slug: 'convidar-membros',
          question: 'Como convidar membros para a equipe?',
          lastUpdated: '2026-10-01',
          content: html(
            '<p>Em <strong>Usuários › Lista</strong>, escolha <strong>Adicionar usuário</strong>, informe nome, e-mail, empresa e papel, e confirme.</p>',
            '<p>A pessoa recebe um convite por e-mail para criar a senha. Convites não aceitos expiram em sete dias e podem ser reenviados da mesma lista.</p>',
          ),
        },
        {
          slug: 'desativar-usuario',
          question: 'Como desativar um usuário?',
          lastUpdated: '2026-08-11',
          content: html(
            '<p>Abra o usuário na lista e escolha <strong>Suspender</strong>. A pessoa deixa de conseguir entrar, mas tudo o que ela criou continua no lugar.</p>',
            '<p>Usuários suspensos não contam no limite do seu plano. Para devolver o acesso, abra o usuário e escolha <strong>Reativar</strong>.</p>',
          ),
        },
        {
          slug: 'transferir-propriedade',
          question: 'Como transferir a propriedade da conta?',
          lastUpdated: '2026-05-05',
          content: html(
            '<p>O proprietário é o administrador responsável pela assinatura. Para passar essa função adiante:</p>',
            '<ol><li>Garanta que a outra pessoa já seja administradora.</li><li>Peça a transferência ao atendimento, a partir do e-mail do proprietário atual.</li><li>A nova pessoa confirma pelo link que enviamos a ela.</li></ol>',
            '<p>Depois da transferência, você continua administrador, a menos que peça para mudar de papel.</p>',
          ),
        },
      ],
    },
  ],
};
