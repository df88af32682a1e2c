// An S3 server for the containers path where MinIO's image cannot be fetched: s3rver behind MinIO's
// contract as test-support/containers.ts uses it (`server <dir>`, MINIO_ROOT_USER / MINIO_ROOT_PASSWORD,
// port 9000, GET /minio/health/live).
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

const [command, directory = '/data'] = process.argv.slice(2);
if (command !== 'server')
  throw new Error(`usage: server <directory> (got ${process.argv.slice(2).join(' ')})`);
const user = process.env.MINIO_ROOT_USER;
const password = process.env.MINIO_ROOT_PASSWORD;
if (!user || !password) throw new Error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD are required');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(user, password);

const s3 = new S3rver({ port: 9000, address: '0.0.0.0', directory, silent: true });
s3.middleware.unshift(async (ctx, next) => {
  if (ctx.path === '/minio/health/live') ctx.status = 200;
  else await next();
});
await s3.run();
console.log(`S3 API on 0.0.0.0:9000 over ${directory}`);
