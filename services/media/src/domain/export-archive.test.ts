import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readZip } from '../../../../test-support/zip.js';
import { archiveNameOf, EXPORT_JSON_NAME, writeExportZip } from './export-archive.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-archive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the data export ZIP', () => {
  it('names uploads and AI results apart', () => {
    expect(archiveNameOf('/uploads/7/AAAAAAAAAAAAAAAAAAAAAA.jpg')).toBe(
      'images/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    );
    expect(archiveNameOf('/uploads/results/7/BBBBBBBBBBBBBBBBBBBBBB.png')).toBe(
      'images/results/BBBBBBBBBBBBBBBBBBBBBB.png',
    );
  });

  it('holds every image byte for byte and the JSON, opening one image at a time', async () => {
    const images = [
      { name: 'images/uploads/a.jpg', bytes: Buffer.from('first image bytes') },
      { name: 'images/results/b.png', bytes: Buffer.alloc(300_000, 7) },
    ];
    let open = 0;
    let most = 0;
    const path = join(dir, 'out.zip');
    const size = await writeExportZip(path, {
      data: { userId: 7, jobs: [{ id: 1 }] },
      images: images.map((i) => ({
        name: i.name,
        mtime: new Date('2026-11-30T10:00:00Z'),
        open: () => {
          open++;
          most = Math.max(most, open);
          const stream = Readable.from([i.bytes]);
          stream.on('end', () => open--);
          return Promise.resolve(stream);
        },
      })),
    });
    const zip = await readFile(path);
    expect(size).toBe(zip.length);
    const files = await readZip(zip);
    expect([...files.keys()].sort()).toEqual([EXPORT_JSON_NAME, ...images.map((i) => i.name)].sort());
    for (const i of images) expect(files.get(i.name)!.equals(i.bytes)).toBe(true);
    expect(JSON.parse(files.get(EXPORT_JSON_NAME)!.toString('utf8'))).toEqual({
      userId: 7,
      jobs: [{ id: 1 }],
    });
    expect(most).toBe(1);
  });

  it('stops when it is aborted, mid-image', async () => {
    const stop = new AbortController();
    const slow = new Readable({ read() {} });
    slow.push(Buffer.alloc(1000, 1));
    const writing = writeExportZip(join(dir, 'stopped.zip'), {
      data: {},
      signal: stop.signal,
      images: [{ name: 'images/uploads/slow.jpg', mtime: new Date(), open: () => Promise.resolve(slow) }],
    });
    setTimeout(() => stop.abort(), 50);
    await expect(writing).rejects.toThrow(/abort/i);
  });

  it('fails when an image cannot be read', async () => {
    await expect(
      writeExportZip(join(dir, 'bad.zip'), {
        data: {},
        images: [
          { name: 'images/uploads/x.jpg', mtime: new Date(), open: () => Promise.reject(new Error('gone')) },
        ],
      }),
    ).rejects.toThrow('gone');
  });
});
