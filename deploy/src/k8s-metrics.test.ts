import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Prometheus finds the pods by their annotations: every Deployment is scraped on the port that serves
// /metrics (a service's own PORT; the gateway's METRICS_PORT, never its public one).

const k8s = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'k8s');

/** The Deployment manifests (a file may hold several documents; only the Deployment's part is read). */
async function deployments(): Promise<{ file: string; text: string }[]> {
  const out: { file: string; text: string }[] = [];
  for (const file of (await readdir(k8s)).filter((f) => f.endsWith('.yaml'))) {
    for (const doc of (await readFile(path.join(k8s, file), 'utf8')).split(/^---$/m)) {
      if (/^kind: Deployment$/m.test(doc)) out.push({ file, text: doc });
    }
  }
  return out;
}

const env = (text: string, name: string) =>
  new RegExp(`- \\{ name: ${name}, value: '?([^'}\\s]+)'? \\}`).exec(text)?.[1];

describe('Kubernetes scrape annotations', () => {
  it('every Deployment is scraped at /metrics on the port that serves it', async () => {
    const found = await deployments();
    expect(found.length).toBeGreaterThanOrEqual(8);
    for (const { file, text } of found) {
      const annotation = (key: string) =>
        new RegExp(`prometheus\\.io/${key}: '?([^'\\n]+)'?`).exec(text)?.[1];
      const port = file === 'gateway.yaml' ? env(text, 'METRICS_PORT') : env(text, 'PORT');
      expect({
        file,
        scrape: annotation('scrape'),
        path: annotation('path'),
        port: annotation('port'),
      }).toEqual({
        file,
        scrape: 'true',
        path: '/metrics',
        port,
      });
      expect(port).toMatch(/^\d+$/);
    }
  });

  it("never scrapes the gateway's public port, and its Service does not publish the metrics port", async () => {
    const gateway = await readFile(path.join(k8s, 'gateway.yaml'), 'utf8');
    expect(env(gateway, 'METRICS_PORT')).not.toBe(env(gateway, 'PORT'));
    const service = gateway.split(/^---$/m).find((d) => /^kind: Service$/m.test(d))!;
    expect(service).not.toContain('metrics');
    expect(service).not.toContain(env(gateway, 'METRICS_PORT'));
  });
});
