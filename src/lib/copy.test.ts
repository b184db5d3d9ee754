import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy';
import { toast } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: write } });
    const success = vi.spyOn(toast, 'success');
    expect(await copyText('PED-10529', { done: 'Código copiado.' })).toBe(true);
    expect(write).toHaveBeenCalledWith('PED-10529');
    expect(success).toHaveBeenCalledWith('Código copiado.');
  });

  it('says why it could not, in the common words, and selects the text for a copy by hand', async () => {
    const refused = new DOMException('denied', 'NotAllowedError');
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(refused) },
    });
    const failure = vi.spyOn(toast, 'failure');
    const field = document.createElement('input');
    field.value = 'chave-pix@mirante.com.br';
    document.body.append(field);
    expect(await copyText(field.value, { done: 'Copiada.', shown: field })).toBe(false);
    const [what, error, options] = failure.mock.calls[0] ?? [];
    expect([what, error]).toEqual(['Não foi possível copiar', refused]);
    expect(options?.reason).toMatch(/Ctrl\+C/);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    field.remove();
  });
});
