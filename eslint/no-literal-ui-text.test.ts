import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noLiteralUiText } from './no-literal-ui-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-ui-text', noLiteralUiText, {
  valid: [
    { code: "<p>{t('welcome')}</p>" },
    { code: "<Button aria-label={t('close')} />" },
    { code: '<span> · </span>' },
    { code: '<span>{count}</span>' },
    { code: '<div className="shell" data-testid="root" />' },
    { code: "<Input placeholder={t('search')} />" },
    { code: '<Badge>42</Badge>' },
  ],
  invalid: [
    { code: '<p>Bem-vindo</p>', errors: [{ messageId: 'literal' }] },
    { code: "<p>{'Olá mundo'}</p>", errors: [{ messageId: 'literal' }] },
    { code: '<Button aria-label="Fechar" />', errors: [{ messageId: 'literal' }] },
    { code: '<Input placeholder="Buscar" />', errors: [{ messageId: 'literal' }] },
    { code: '<img alt="Logotipo" />', errors: [{ messageId: 'literal' }] },
    { code: "<TextInput label={'E-mail'} />", errors: [{ messageId: 'literal' }] },
    { code: '<p>{`Olá ${name}`}</p>', errors: [{ messageId: 'literal' }] },
  ],
});
