/** Stands in for a name in a translated sentence, so the name can be isolated in it. */
export const NAME_MARK = '\u2063';

/**
 * A translated sentence with a name from data in it, the name in a `<bdi>`: in a right-to-left
 * page "Diga olá para Ana" keeps its order. `sentence` comes from `t(key, { name: NAME_MARK })`.
 */
export function WithName({ sentence, name }: { sentence: string; name: string }) {
  const [before = '', ...after] = sentence.split(NAME_MARK);
  if (after.length === 0) return sentence;
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after.join(name)}
    </>
  );
}
