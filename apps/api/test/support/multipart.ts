import type { FastifyInstance } from 'fastify';

/** Multipart bodies for the file-taking calls (tickets, chat) and sample files by their first bytes. */
export type Part =
  { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = 'x-ticket-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`),
      );
      chunks.push(Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const fields = (values: Record<string, string | number>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));

export const samples = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
  pdf: Buffer.from('%PDF-1.4\n%test\n'),
};

/** Posts a multipart body with a bearer token (client or staff) and answers the status and JSON body. */
export async function sendParts(
  app: FastifyInstance,
  url: string,
  token: string,
  parts: Part[],
  lang: 'ar' | 'en' = 'en',
) {
  const { payload, contentType } = multipart(parts);
  const raw = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': lang },
    payload,
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body), raw };
}
