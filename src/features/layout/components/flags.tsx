import type { Language } from '@/lib/languages';

/** Small flag drawings for the language menu; decorative, the language name is the label. */
function BrazilFlag() {
  return (
    <svg viewBox="0 0 28 20" width="22" height="16" aria-hidden="true" focusable="false">
      <rect width="28" height="20" rx="2" fill="#009b3a" />
      <path d="M14 2.5 25.5 10 14 17.5 2.5 10Z" fill="#fedf00" />
      <circle cx="14" cy="10" r="4.6" fill="#002776" />
      <path d="M9.6 9.2c2.9-.5 6.1.1 8.7 1.6" stroke="#fff" strokeWidth="0.9" fill="none" />
    </svg>
  );
}

function EnglishFlag() {
  return (
    <svg viewBox="0 0 28 20" width="22" height="16" aria-hidden="true" focusable="false">
      <rect width="28" height="20" rx="2" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="28" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </svg>
  );
}

export function Flag({ language }: { language: Language }) {
  return language === 'br' ? <BrazilFlag /> : <EnglishFlag />;
}
