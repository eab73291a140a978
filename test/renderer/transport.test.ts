import { describe, expect, it } from 'vitest';
import { httpTransport } from '../../src/renderer/lib/transport';

describe('httpTransport', () => {
  it('posts the arguments as a JSON array with the token and answers the server result', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const api = httpTransport('tok', async (url, init) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ ok: true, value: { events: 2 } }), { status: 200 });
    });
    expect(await api.undoTo('m1', 2)).toEqual({ ok: true, value: { events: 2 } });
    expect(seen[0]?.url).toBe('/api/undoTo');
    expect(seen[0]?.init.body).toBe('["m1",2]');
    expect((seen[0]?.init.headers as Record<string, string>)['x-deckside-token']).toBe('tok');
  });

  it('passes on a refusal and turns a broken answer or network failure into an error result', async () => {
    const refused = httpTransport(
      't',
      async () => new Response(JSON.stringify({ ok: false, error: { code: 'ERR_NO_TOKEN', message: 'no' } }), { status: 401 }),
    );
    expect(await refused.listMatches()).toEqual({ ok: false, error: { code: 'ERR_NO_TOKEN', message: 'no' } });
    const broken = httpTransport('t', async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await broken.listMatches()).toMatchObject({
      ok: false,
      error: { code: 'ERR_TRANSPORT', message: expect.stringContaining('502') },
    });
    const down = httpTransport('t', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await down.listMatches()).toMatchObject({
      ok: false,
      error: { code: 'ERR_TRANSPORT', message: expect.stringContaining('Failed to fetch') },
    });
  });
});
