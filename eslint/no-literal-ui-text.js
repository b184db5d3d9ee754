/**
 * Every visible string goes through i18next: this rule reports letters written straight
 * into JSX text, into `{'…'}` children, and into the attributes people read or hear.
 */
const spokenAttributes = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'description',
  'label',
  'placeholder',
  'title',
  'tooltip',
]);

const hasWords = (text) => /\p{L}{2,}/u.test(text);

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid untranslated UI text in JSX' },
    messages: { literal: 'UI text "{{text}}" must come from i18next (t(...)).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (
          typeof node.value === 'string' &&
          node.parent.parent?.type !== 'JSXAttribute' &&
          hasWords(node.value)
        ) {
          report(node, node.value);
        }
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        if (node.parent.parent?.type === 'JSXAttribute') return;
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ');
        if (hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!spokenAttributes.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (typeof value === 'string' && hasWords(value)) report(node.value, value);
      },
    };
  },
};
