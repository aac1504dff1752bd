import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_BASE, DEFAULT_MAX_BODY_BYTES } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { bootedServer, parseAnswer } from './harness';

const server = bootedServer();

describe('booted like main.ts, over real HTTP', () => {
  it('migrates, seeds, listens on a free port and answers appConfig', async () => {
    expect(server().seeded).toBe(true);
    expect(server().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server().url}${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ channel: 'WEB', platform: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const data = parseAnswer('appConfig', await res.json());
    expect(data.gameList).toHaveLength(120);
  });

  it('answers 413 to an oversized body sent over the wire and keeps serving', async () => {
    const res = await fetch(`${server().url}${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errcode: 9003 });
    const again = await fetch(`${server().url}${API_BASE}${endpoints.getCustomerServices.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await again.json()) as { errcode: number }).errcode).toBe(0);
  });

  it('reads a chunked body (no Content-Length) from the socket: many small chunks parse, one byte over the cap is 413', async () => {
    const path = `${server().url}${API_BASE}${endpoints.appConfig.path}`;
    const sendChunked = (chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (part: string) => {
            body += part;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    const json = JSON.stringify({ channel: 'WEB', platform: 0, gameListVersion: 'x' });
    const small = await sendChunked(json.split(''));
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toMatchObject({ errcode: 0 });

    const padding = ' '.repeat(DEFAULT_MAX_BODY_BYTES - json.length + 1);
    const over = await sendChunked([json, padding.slice(0, 4096), padding.slice(4096)]);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({ errcode: 9003 });

    const exact = await sendChunked([json, padding.slice(1)]);
    expect(exact.status).toBe(200);
  });
});
