import { signExportLink, verifyExportLink } from './export-link.js';

const secret = 'a-secret-that-is-long-enough-for-hs256!!';
const other = 'another-secret-that-is-long-enough-too!!';
const claims = { exportId: '6f1c2a4e-8d5b-4a3c-9e7f-0a1b2c3d4e5f', userId: 42 };
const inADay = () => new Date(Date.now() + 24 * 3600_000);

describe('a data export download link', () => {
  it('names its export and owner until it expires', async () => {
    const token = await signExportLink(secret, claims, inADay());
    await expect(verifyExportLink([secret], token)).resolves.toEqual(claims);
  });

  it('is refused as expired once its time is over', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signExportLink(secret, claims, expiresAt);
    const later = new Date(expiresAt.getTime() + 1000);
    await expect(verifyExportLink([secret], token, later)).resolves.toEqual({ refused: 'expired' });
  });

  it('is refused as invalid when altered, signed with another secret, or not a token', async () => {
    const token = await signExportLink(secret, claims, inADay());
    const [head, body, sig] = token.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const otherPerson = Buffer.from(JSON.stringify({ ...forged, sub: '43' })).toString('base64url');
    await expect(verifyExportLink([secret], `${head}.${otherPerson}.${sig}`)).resolves.toEqual({
      refused: 'invalid',
    });
    await expect(verifyExportLink([other], token)).resolves.toEqual({ refused: 'invalid' });
    await expect(verifyExportLink([secret], 'not-a-token')).resolves.toEqual({ refused: 'invalid' });
  });

  it('still opens with the previous secret while it is rotated', async () => {
    const token = await signExportLink(other, claims, inADay());
    await expect(verifyExportLink([secret, other], token)).resolves.toEqual(claims);
  });
});
