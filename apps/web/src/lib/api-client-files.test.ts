import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFields } from '@/test/fixtures';
import { apiDownload, apiUpload, ApiError, fileNameOf, type TransferProgress } from './api-client';
import { sessionFromFields, sessionStore } from './session-store';

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const fetchMock = vi.fn<typeof fetch>();

function fileForm() {
  const form = new FormData();
  form.append('import_file', new Blob(['PK']), 'orders.xlsx');
  return form;
}

describe('apiUpload', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    sessionStore.clear();
    FakeXhr.last = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with the token and language, reports upload progress, and unwraps success', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'abc' })));
    const seen: TransferProgress[] = [];
    const form = fileForm();
    const pending = apiUpload<{ success: 1; created: number }>('order/add-excelsheet', form, {
      onProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/client/order/add-excelsheet');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.headers['Accept-Language']).toBe('ar');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { success: 1, created: 3 });
    await expect(pending).resolves.toEqual({ success: 1, created: 3 });
    expect(seen).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
    ]);
  });

  it('turns a failure envelope into ApiError and keeps its extra fields (the per-row report)', async () => {
    const pending = apiUpload('order/add-excelsheet', fileForm());
    FakeXhr.last!.answer(422, {
      success: 0,
      code: 'IMPORT_ROWS_INVALID',
      error_msg: 'بعض الصفوف غير صحيحة',
      row_errors: [{ row: 3, column: 'B', field: 'phone1', message: 'رقم غير صحيح' }],
    });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('IMPORT_ROWS_INVALID');
    expect((error.payload as unknown as { row_errors: unknown[] }).row_errors).toHaveLength(1);
  });

  it('a 413 without the envelope (refused by a proxy) still says the file is too large', async () => {
    const pending = apiUpload('order/add-excelsheet', fileForm());
    FakeXhr.last!.answer(413, '<html>Request Entity Too Large</html>');
    await expect(pending).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a network failure is NETWORK; aborting rejects with the abort reason', async () => {
    const failed = apiUpload('order/add-excelsheet', fileForm());
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'NETWORK' });

    const controller = new AbortController();
    const aborted = apiUpload('order/add-excelsheet', fileForm(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a 401 flagged logout ends the session, as for every other call', async () => {
    sessionStore.set(sessionFromFields(sessionFields()));
    const pending = apiUpload('order/add-excelsheet', fileForm());
    FakeXhr.last!.answer(401, { success: 0, code: 'SESSION_EXPIRED', error_msg: 'x', logout: true });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
  });
});

describe('apiDownload', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    sessionStore.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns the file with its name and reports bytes received', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 5, 6]);
    fetchMock.mockResolvedValueOnce(
      new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Length': '6',
          'Content-Disposition': `attachment; filename="orders.xlsx"; filename*=UTF-8''${encodeURIComponent('طلبات.xlsx')}`,
        },
      }),
    );
    const seen: TransferProgress[] = [];
    const form = new FormData();
    form.append('date_from', '2026-01-01');
    const file = await apiDownload('order/export-my-orders', {
      method: 'POST',
      body: form,
      onProgress: (p) => seen.push(p),
    });
    expect(file.fileName).toBe('طلبات.xlsx');
    expect(file.blob.size).toBe(bytes.length);
    expect(file.blob.type).toContain('spreadsheetml');
    expect(seen.at(-1)).toEqual({ loaded: 6, total: 6 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('a JSON body is sent as JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1]), { status: 200 }));
    await apiDownload('x', { method: 'POST', body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('a JSON failure becomes ApiError with the server text', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: 0, code: 'VALIDATION_FAILED', error_msg: 'تاريخ غير صحيح' }), {
        status: 422,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(apiDownload('order/export-my-orders', { method: 'POST' })).rejects.toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'تاريخ غير صحيح',
    });
  });
});

describe('fileNameOf', () => {
  it('reads plain, quoted and extended names', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=a.xlsx')).toBe('a.xlsx');
    expect(fileNameOf('attachment; filename="b c.xlsx"')).toBe('b c.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%D8%B7.xlsx")).toBe('ط.xlsx');
  });
});
