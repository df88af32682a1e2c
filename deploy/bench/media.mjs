// Media figures for `npm run bench` (issue 3): memory of media during ten 10 MB uploads at once, saved-list
// latency with 500 items, and what the gallery transfers for 100 items; issue 14: a page of 50 from 5,000
// saved items (the first page and a deep one, REST and GraphQL through the gateway).
import { readFile, readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { childEnv } from './billing.mjs';

/** Saved images of the big gallery (issue 14's goal: p99 < 50 ms for a page of 50 from 5,000). */
const BIG_GALLERY = Number(process.env.BENCH_MEDIA_ITEMS || 5000);

function rssMiB(pid) {
  return readFile(`/proc/${pid}/status`, 'utf8').then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)[1]) / 1024);
}

async function upload(gateway, cookie, data, name = 'photo.jpg') {
  const form = new FormData();
  form.append('image', new Blob([data], { type: 'image/jpeg' }), name);
  const res = await fetch(`${gateway}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return (await res.json()).url;
}

async function save(gateway, cookie, imageUrl, name) {
  const res = await fetch(`${gateway}/api/save-user-image`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ imageUrl, name, category: 'person' }),
  });
  if (res.status !== 201) throw new Error(`save answered ${res.status}: ${await res.text()}`);
}

/** A photo-like JPEG of about `mb` megabytes (noise does not compress, so size tracks pixels). */
async function noiseJpeg(sharp, width, height, quality) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  return sharp(raw.subarray(0, width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export async function measureMedia({ root, gateway, cookie, userId, state, say }) {
  const sharp = createRequire(path.join(root, 'package.json'))('sharp');
  const mediaPid = state.children?.find((c) => c.name === 'media')?.pid;
  const out = [];

  // 1. Ten ~10 MB uploads at once; media's RSS sampled every 20 ms.
  // The largest noise JPEG under the 10 MB limit (3000 x 3000 at the highest quality that fits).
  let big;
  for (let q = 99; q > 50; q -= 1) {
    big = await noiseJpeg(sharp, 3000, 3000, q);
    if (big.length <= 10 * 1024 * 1024 - 1024) break;
  }
  await upload(gateway, cookie, big); // warm-up
  await new Promise((r) => setTimeout(r, 1000));
  const idle = mediaPid ? await rssMiB(mediaPid) : NaN;
  let peak = idle;
  const timer = mediaPid
    ? setInterval(
        () =>
          rssMiB(mediaPid).then(
            (v) => (peak = Math.max(peak, v)),
            () => {},
          ),
        20,
      )
    : undefined;
  const t0 = Date.now();
  await Promise.all(Array.from({ length: 10 }, () => upload(gateway, cookie, big)));
  const secs = (Date.now() - t0) / 1000;
  clearInterval(timer);
  out.push(
    `ten ${(big.length / 1048576).toFixed(1)} MB uploads at once: ${(10 / secs).toFixed(2)} uploads/s; media RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${(peak - idle).toFixed(0)} MB above idle (goal < 100 MB)`,
  );

  // 2. 100 distinct photos saved (the gallery case), then 400 more records (500 in all) for the list latency.
  say('saving 500 gallery items');
  const urls = [];
  for (let i = 0; i < 100; i++) {
    const photo = await noiseJpeg(sharp, 900, 1200, 85);
    const url = await upload(gateway, cookie, photo, `p${i}.jpg`);
    urls.push(url);
    await save(gateway, cookie, url, `Photo ${i}`);
  }
  const listUrl = `${gateway}/api/saved-user-images-by-category/${userId}/person?limit=100`;
  const list100 = Buffer.from(await (await fetch(listUrl, { headers: { cookie } })).arrayBuffer());
  let thumbs = 0;
  for (const item of JSON.parse(list100.toString())) {
    const res = await fetch(`${gateway}${item.thumbnailUrl}`, { headers: { cookie } });
    thumbs += (await res.arrayBuffer()).byteLength;
  }
  const assetsDir = path.join(root, 'web', 'dist', 'assets');
  // Every app asset (admin's charts included, which the gallery never loads) once: as built, and as a
  // browser that accepts brotli gets it (the build's .br copy where it wrote one).
  let assets = 0;
  let assetsSent = 0;
  const files = await readdir(assetsDir);
  for (const f of files) {
    if (/\.(br|gz)$/.test(f)) continue;
    const size = (await stat(path.join(assetsDir, f))).size;
    assets += size;
    assetsSent += files.includes(`${f}.br`) ? (await stat(path.join(assetsDir, `${f}.br`))).size : size;
  }
  const mb = (n) => (n / 1048576).toFixed(2);
  const listAndThumbs = list100.length + thumbs;
  out.push(
    `gallery with 100 items: list ${(list100.length / 1024).toFixed(0)} KB + 100 thumbnails ${(thumbs / 1024).toFixed(0)} KB + every app asset ${(assetsSent / 1024).toFixed(0)} KB as sent (brotli; ${(assets / 1024).toFixed(0)} KB uncompressed) = ${mb(listAndThumbs + assetsSent)} MB (${mb(listAndThumbs + assets)} MB uncompressed; goal < 3 MB; full images would be ${((urls.length * 900 * 1200 * 0.5) / 1048576).toFixed(0)} MB+)`,
  );
  for (let i = 100; i < 500; i++) await save(gateway, cookie, urls[i % urls.length], `Copy ${i}`);
  const cannon = (opts) =>
    new Promise((resolve, reject) =>
      autocannon({ headers: { cookie }, connections: 10, duration: 5, ...opts }, (err, res) =>
        err ? reject(err) : resolve(res),
      ),
    );
  const figures = (r) =>
    `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}${r.cpu ?? ''}`;
  const r = await cannon({ url: `${gateway}/api/saved-user-images/${userId}` });
  out.push(
    `GET /api/saved-user-images/{userId} with 500 items, first page of 50 (10 connections, 5 s): ${figures(r)}`,
  );

  // 3. Issue 14: 5,000 saved items (rows written straight into media's table, as an import would, reusing
  // the 100 photos), then a page of 50 at the start and deep in the list.
  if (!mediaPid) return [...out, 'media is not running: no figures for 5,000 items'];
  const db = new pg.Client({ connectionString: (await childEnv(mediaPid)).DATABASE_URL });
  await db.connect();
  try {
    say(`seeding ${BIG_GALLERY} saved items`);
    await db.query(
      `INSERT INTO media.saved_user_images ("userId", "imageUrl", name, category, "uploadedAt")
       SELECT $1, ($2::text[])[1 + i % array_length($2::text[], 1)], 'Seeded ' || i, 'person',
              now() - interval '1 second' * i
       FROM generate_series(1, $3::int) AS i`,
      [userId, urls, BIG_GALLERY - 500],
    );
    await db.query('ANALYZE media.saved_user_images');
  } finally {
    await db.end();
  }
  // CPU time the gateway and media spend per request (from /proc): a figure the machine's load does not distort.
  const gatewayPid = state.children?.find((c) => c.name === 'gateway')?.pid;
  const cpuMs = async (pid) => {
    if (!pid) return NaN;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  };
  const withCpu = async (run) => {
    const before = [await cpuMs(gatewayPid), await cpuMs(mediaPid)];
    const r = await run();
    const after = [await cpuMs(gatewayPid), await cpuMs(mediaPid)];
    const per = (i) => ((after[i] - before[i]) / Math.max(1, r.requests.total)).toFixed(2);
    return { ...r, cpu: `; CPU per request: gateway ${per(0)} ms, media ${per(1)} ms` };
  };
  const base = `${gateway}/api/saved-user-images/${userId}`;
  // The cursor of the page that starts at item 4,000 (walked with the largest pages).
  let cursor = null;
  for (let seen = 0; seen < BIG_GALLERY * 0.8; seen += 100) {
    const res = await fetch(`${base}?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`paging answered ${res.status}: ${await res.text()}`);
    cursor = res.headers.get('x-next-cursor');
  }
  const count = (await fetch(base, { headers: { cookie } })).headers.get('x-total-count');
  const first = await withCpu(() => cannon({ url: base }));
  const deep = await withCpu(() => cannon({ url: `${base}?limit=50&cursor=${cursor}` }));
  const gqlBody = (after) =>
    JSON.stringify({
      query: `query BenchGalleryPage($userId: Int!, $cursor: String) { savedUserImagesPage(userId: $userId, limit: 50, cursor: $cursor) {
        items { id userId imageUrl thumbnailUrl thumbnail2xUrl name category isFavorite uploadedAt } nextCursor totalCount } }`,
      variables: { userId: Number(userId), cursor: after },
    });
  const gql = (after) =>
    withCpu(() =>
      cannon({
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: gqlBody(after),
      }),
    );
  const gqlFirst = await gql(null);
  const gqlDeep = await gql(cursor);
  // Before pages: the array field answers every item at once.
  const whole = await withCpu(() =>
    cannon({
      url: `${gateway}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query BenchGalleryAll($userId: Int!) { savedUserImages(userId: $userId) {
          id userId imageUrl thumbnailUrl name category isFavorite uploadedAt } }`,
        variables: { userId: Number(userId) },
      }),
    }),
  );
  out.push(
    `a page of 50 from ${count} saved items (10 connections, 5 s; goal p99 < 50 ms):`,
    `  REST first page  (GET /api/saved-user-images/{userId}):             ${figures(first)}`,
    `  REST page at 4,000 (?limit=50&cursor=...):                          ${figures(deep)}`,
    `  GraphQL savedUserImagesPage first page (with totalCount):            ${figures(gqlFirst)}`,
    `  GraphQL savedUserImagesPage at 4,000:                                ${figures(gqlDeep)}`,
    `  before pages: GraphQL savedUserImages, all ${count} at once:          ${figures(whole)}`,
  );
  return out;
}
