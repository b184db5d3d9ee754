/**
 * Picture addresses from data that are never shown, whoever allows what: no address, another
 * scheme, a protocol-relative or backslashed host, script, a document as `data:`, junk.
 */
export const neverShownImages = [
  undefined,
  null,
  '',
  '   ',
  'http://exemplo.com.br/foto.png',
  '//pixel.example.test/a.png',
  '/\\pixel.example.test/a.png',
  '\\\\pixel.example.test/a.png',
  'javascript:alert(1)',
  ' java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://exemplo.com.br/1',
  'https://[invalid',
  'ftp://exemplo.com.br/a.png',
];
