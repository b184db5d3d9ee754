import { Mark } from '@mantine/core';
import { matchParts } from '../highlight';

interface HighlightedProps {
  text: string;
  /** What was typed: its occurrences are marked, blind to accents and case. */
  query: string;
}

/** `text` with what matched `query` in a `<mark>` ("sao" marks "São"). */
export function Highlighted({ text, query }: HighlightedProps) {
  return (
    <>
      {matchParts(text, query).map((part, index) =>
        part.match ? (
          // The parts never move: their place is their identity.
          <Mark key={index} fw={600}>
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
