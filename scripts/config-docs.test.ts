import { join } from 'node:path';
import { z } from 'zod';
import {
  ROOT,
  defaultText,
  describeShape,
  flattenShape,
  readShapeSource,
  renderTable,
  valuesText,
  type VarDoc,
} from './config-docs.js';
import { fixtureEnv } from './config-docs-fixtures/service.js';

const SERVICE = join(ROOT, 'scripts/config-docs-fixtures/service.ts');
const SHARED = join(ROOT, 'scripts/config-docs-fixtures/shared.ts');
const fixture = { file: SERVICE, exportName: 'fixtureEnv' };

describe('config-docs extraction', () => {
  let docs: Map<string, VarDoc>;
  beforeAll(() => {
    docs = new Map(describeShape(fixtureEnv, fixture).map((v) => [v.name, v]));
  });

  it('takes each description from the JSDoc above the property, on one line, links as code', () => {
    expect(docs.get('SECRET')?.description).toBe('Required: no default.');
    expect(docs.get('MODE')?.description).toBe('The mode, written over two lines, with a `sharedEnv` link.');
    expect(docs.get('NO_DOC')?.description).toBeUndefined();
  });

  it('follows spreads, local and imported, to the shape that declares each variable', () => {
    expect(docs.get('HOST')).toMatchObject({
      description: 'Where the fixture listens.',
      origin: { file: SHARED, exportName: 'sharedEnv' },
    });
    expect(docs.get('LOCAL_FLAG')).toMatchObject({
      description: 'A variable of a local shape.',
      origin: { file: SERVICE, exportName: 'local' },
    });
    expect(docs.get('LEVEL')?.origin.exportName).toBe('sharedEnv');
    // A variable written again replaces the spread one (keeping its place, as the object does).
    expect(docs.get('PORT')).toMatchObject({
      description: 'Overrides the shared port with a default.',
      origin: { file: SERVICE, exportName: 'fixtureEnv' },
      default: '`8080`',
    });
    expect(flattenShape(fixture).map((v) => v.name)).toEqual(Object.keys(fixtureEnv));
  });

  it('shows the default, "required" or "none"', () => {
    expect(docs.get('HOST')?.default).toBe('`127.0.0.1`');
    expect(docs.get('MODE')?.default).toBe('`b`');
    expect(docs.get('RATIO')?.default).toBe('`0.5`');
    expect(docs.get('DELAY_MS')?.default).toBe('`5000`');
    expect(docs.get('LIST')?.default).toBe('`x,y`');
    expect(docs.get('SECRET')?.default).toBe('required');
    expect(docs.get('OPTIONAL_URL')?.default).toBe('none');
    expect(docs.get('LOCAL_FLAG')?.default).toBe('none');
    expect(defaultText(z.coerce.number().default(0))).toBe('`0`');
    expect(defaultText(z.string().default(join(ROOT, 'gateway/x.graphql')))).toBe('`gateway/x.graphql`');
  });

  it('describes enums and number ranges', () => {
    expect(docs.get('MODE')?.values).toBe('One of `a`, `b`, `c`.');
    expect(docs.get('LOCAL_FLAG')?.values).toBe('One of `true`, `false`.');
    expect(docs.get('LEVEL')?.values).toBe('One of `low`, `high`.');
    expect(docs.get('PORT')?.values).toBe('Integer from 1 to 65535.');
    expect(docs.get('RATIO')?.values).toBe('Number from 0 to 1.');
    expect(docs.get('DELAY_MS')?.values).toBe('Integer, at least 1.');
    expect(docs.get('OPTIONAL_URL')?.values).toBe('URL.');
    expect(docs.get('SECRET')?.values).toBe('At least 32 characters.');
    expect(docs.get('NO_DOC')?.values).toBe('');
    expect(valuesText(z.coerce.number().positive())).toBe('Number, more than 0.');
    expect(valuesText(z.preprocess((v) => v, z.coerce.number().int().max(9).default(1)))).toBe(
      'Integer, at most 9.',
    );
  });

  it('reads the JSDoc of the declaration', () => {
    expect(readShapeSource({ file: SHARED, exportName: 'sharedEnv' }).description).toBe(
      'Settings every fixture process has.',
    );
  });

  it('refuses a shape whose source does not declare a run-time variable', () => {
    expect(() => describeShape({ ...fixtureEnv, EXTRA: z.string() }, fixture)).toThrow(/EXTRA/);
  });

  it('renders a table sorted by name, pipes escaped', () => {
    const table = renderTable([
      { ...docs.get('SECRET')!, description: 'a | b' },
      docs.get('HOST')!,
      docs.get('NO_DOC')!,
    ]);
    expect(table.split('\n')).toEqual([
      '| Variable | Default | Meaning |',
      '| --- | --- | --- |',
      '| `HOST` | `127.0.0.1` | Where the fixture listens. |',
      '| `NO_DOC` | none |  |',
      '| `SECRET` | required | a \\| b. At least 32 characters. |',
    ]);
  });
});
