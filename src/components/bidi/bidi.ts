import classes from './bidi.module.css';

/**
 * Props for an element that shows text from data (a name, a subject, a date) or a whole
 * sentence: it takes its direction from its own first strong letter, so in a right-to-left
 * page "6 minutes ago" keeps its order, a trailing period stays at the end and a cut-off
 * name loses its last letters, not its first ones. It still lines up with the page. (Inside a
 * sentence, a name from data is a plain `<bdi>`.)
 */
export function bidiText(className?: string) {
  return {
    dir: 'auto',
    className: className ? `${classes.text} ${className}` : classes.text,
  } as const;
}

/**
 * The same for the part of a Mantine component that holds the text (a text field's `input`,
 * a pill's `label`), through its Styles API: `<Pill {...bidiPart('label')}>`. The component
 * must take no other `attributes` or `classNames`.
 */
export function bidiPart<const Part extends string>(part: Part) {
  return {
    attributes: { [part]: { dir: 'auto' } } as Record<Part, { dir: 'auto' }>,
    classNames: { [part]: classes.text } as Record<Part, string>,
  };
}
