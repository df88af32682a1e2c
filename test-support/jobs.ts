// Helpers of the tests that drive AI jobs through the gateway's REST shim: an uploaded picture, a job
// polled to its end, and a person's top-up balance set directly in billing's tables.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@tryon/kit';
import { eventually } from './infra.js';
import { apiCall } from './stack.js';

/**
 * Uploads a drawn full-body person (the offline engine's own drawing: front-facing, shoulders and hips in
 * view, so its fitted try-on accepts it) as `cookie`; answers its address.
 */
export async function uploadTestPerson(base: string, cookie: string, width = 240): Promise<string> {
  const { renderPerson } = await import('../services/ai-jobs/src/providers/local/person.js');
  const drawn = await renderPerson({
    gender: 'female',
    age: 'young',
    ethnicity: 'asian',
    build: 'average',
    hairColor: 'brown',
    hairStyle: 'long',
    clothing: 'casual',
    pose: 'standing-front',
    background: 'white',
  });
  // Small by default, so that the offline engine's try-ons and edits of it are quick.
  const data = await sharp(drawn).resize({ width }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'person.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** Uploads a picture (a coloured shape on a plain light background) as `cookie`; answers its address. */
export async function uploadTestImage(
  base: string,
  cookie: string,
  color: string,
  size = { width: 120, height: 160 },
): Promise<string> {
  const shape = await sharp({
    create: {
      width: Math.round(size.width / 2),
      height: Math.round(size.height / 2),
      channels: 3,
      background: color,
    },
  })
    .png()
    .toBuffer();
  const data = await sharp({ create: { ...size, channels: 3, background: '#f4f4f4' } })
    .composite([{ input: shape, gravity: 'center' }])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'image.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** Polls a session (or edit) at `path` the way the web app does, until it completes or fails. */
export function jobOutcome(base: string, path: string, cookie: string): Promise<any> {
  return eventually(async () => {
    const r = await apiCall(base, 'GET', path, cookie);
    return r.body?.status === 'completed' || r.body?.status === 'failed' ? r.body : null;
  }, 30_000);
}

/**
 * Gives a person `sessions` sessions in all (top-up sessions beside any subscription's), with the ledger
 * entry billing would write, once billing has made their balance (the sign-up's free trial).
 */
export async function setTopUp(billing: Db, userId: number, sessions: number): Promise<void> {
  await eventually(async () => billing('session_balances').where({ userId }).first());
  await billing.transaction(async (trx) => {
    const cur = await trx('session_balances').where({ userId }).forUpdate().first();
    await trx('balance_ledger').insert({
      userId,
      kind: 'grant',
      topUpDelta: sessions - cur.topUpSessions - cur.subscriptionSessions,
      idempotencyKey: `test:${randomBytes(6).toString('hex')}`,
    });
    await trx('session_balances')
      .where({ userId })
      .update({ topUpSessions: sessions - cur.subscriptionSessions });
  });
}
