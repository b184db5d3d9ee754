import { HttpResponse } from 'msw';
import { cleanName } from '../text-rules';
import { badRequest, notFound, signedInApi } from './api';
import { FILES_PATH, fileIdOf, fileUrl, MAX_FILE_BYTES } from '../file-address';
import { isImage, keepFile, readFile } from './files';

/** A refusal naming the `file` field, as a form shows it beside its picker. */
const refused = (status: number, message: string) =>
  HttpResponse.json({ error: { file: [message] } }, { status });

/**
 * The files calls (ours): `POST /api/files` takes a form with one `file`, a PNG, JPEG, WebP
 * or GIF picture of at most 2 MiB, and answers 201 `{ url, name, type, size }`; the url is
 * what a row keeps. `GET /api/files/<id>` answers the bytes. Anyone signed in may do both:
 * a file means something only once a row they may write names it.
 */
export const fileHandlers = [
  signedInApi.post(FILES_PATH, async ({ request, caller }) => {
    const form = await request.formData().catch(() => null);
    const sent = form?.get('file');
    // A file part, whichever realm's `File` made it (a test's, the page's).
    const file = typeof sent === 'object' && sent !== null ? sent : null;
    if (!file || file.size === 0) {
      return badRequest({ file: ['Send one file in the form field "file".'] });
    }
    if (file.size > MAX_FILE_BYTES) return refused(413, 'Use a file of at most 2 MB.');
    const bytes = await file.arrayBuffer();
    if (!isImage(file.type, bytes)) {
      return refused(415, 'Send a PNG, JPEG, WebP or GIF picture.');
    }
    const name = cleanName(file.name).slice(0, 255) || 'imagem';
    const url = await keepFile({ type: file.type, name, bytes, owner: caller.id });
    return HttpResponse.json({ url, name, type: file.type, size: file.size }, { status: 201 });
  }),

  signedInApi.get(`${FILES_PATH}/:id`, async ({ params }) => {
    const id = fileIdOf(fileUrl(String(params.id)));
    const file = id ? await readFile(id) : undefined;
    if (!file) return notFound();
    return new HttpResponse(file.bytes, {
      headers: {
        'Content-Type': file.type,
        // A kept file never changes: a new picture is a new file.
        'Cache-Control': 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
