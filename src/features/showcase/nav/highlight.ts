import { normalizeText } from '@/lib/list-query';

/** A run of a text: `match` when it is (part of) what was searched for. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut where `query` occurs, blind to accents and case as the API's search is ("sao"
 * marks "São" in "O Farol de São Marcos"), each occurrence once, left to right. An empty
 * query, or none found, is the whole text unmarked. The parts joined are `text` unchanged.
 */
export function matchParts(text: string, query: string): TextPart[] {
  const needle = normalizeText(query.trim());
  if (!needle) return [{ text, match: false }];

  // The normalised text, and for each of its characters where its source starts and ends.
  let normal = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const folded = normalizeText(char);
    for (let i = 0; i < folded.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    normal += folded;
    offset += char.length;
    // A lone combining mark folds to nothing: it belongs with the letter before it.
    if (!folded && ends.length > 0) ends[ends.length - 1] = offset;
  }

  const parts: TextPart[] = [];
  let done = 0;
  let from = normal.indexOf(needle);
  while (from !== -1) {
    const start = starts[from] ?? done;
    const end = ends[from + needle.length - 1] ?? text.length;
    if (start > done) parts.push({ text: text.slice(done, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    done = end;
    from = normal.indexOf(needle, from + needle.length);
  }
  if (done < text.length) parts.push({ text: text.slice(done), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
