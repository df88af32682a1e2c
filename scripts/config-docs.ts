#!/usr/bin/env tsx
// `npm run config-docs`: writes docs/configuration.md, every environment variable of every process with its
// default, from the zod config shapes (`serviceEnv`, `gatewayEnv`, `mediaEnv`, the launcher's
// `launcherEnv`...). Defaults, allowed values and ranges come from the schemas at run time; each
// variable's meaning from the JSDoc comment above its property in the source (`...spread` members are
// followed to the shape they come from).
//
// `npm run config-docs -- --check` (part of lint) fails when docs/configuration.md is not what it would
// write.
//
// The shapes: every exported `*Env` object of gateway/src/config.ts and services/*/src/config.ts, the
// launcher's (deploy/src/launcher/env.ts), and the shared ones of SHARED below, documented once.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC_PATH = join(ROOT, 'docs/configuration.md');

/** A zod shape: the exported object `exportName` of `file` (absolute path). */
export interface ShapeRef {
  file: string;
  exportName: string;
}

/** One property of a shape's source, or a `...spread` of another shape. */
export type ShapeMember =
  { kind: 'property'; name: string; description?: string } | { kind: 'spread'; ref: ShapeRef };

export interface ShapeSource {
  ref: ShapeRef;
  /** The JSDoc comment above the declaration. */
  description?: string;
  members: ShapeMember[];
}

/** A variable as the source declares it: its meaning and the shape that declares it. */
export interface SourceVar {
  name: string;
  description?: string;
  origin: ShapeRef;
}

/** A variable as the docs show it. */
export interface VarDoc extends SourceVar {
  /** `required`, `none` (optional, no default) or the default in backticks. */
  default: string;
  /** Allowed values or range ("One of `a`, `b`.", "Integer from 1 to 10."), or ''. */
  values: string;
}

// ---------------------------------------------------------------------------------------------------
// Source side: JSDoc comments, spreads.

/** `@tryon/kit`, `@tryon/kit/x` and `@tryon/proto-events` as their source files (as jest maps them). */
export function workspaceSource(specifier: string): string | undefined {
  if (specifier === '@tryon/kit') return join(ROOT, 'services/kit/src/index.ts');
  if (specifier.startsWith('@tryon/kit/')) return join(ROOT, 'services/kit/src', `${specifier.slice(11)}.ts`);
  if (specifier === '@tryon/proto-events') return join(ROOT, 'proto-events/src/index.ts');
  return undefined;
}

function resolveImport(specifier: string, fromFile: string): string | undefined {
  const mapped = workspaceSource(specifier);
  if (mapped) return mapped;
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  }
  return undefined;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceFile(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    parsed.set(file, sf);
  }
  return sf;
}

/** The text of a node's last JSDoc comment, on one line, `{@link X}` as `X` in backticks. */
export function jsDocText(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  if (!doc?.comment) return undefined;
  const text =
    typeof doc.comment === 'string'
      ? doc.comment
      : doc.comment
          .map((part) => {
            if (ts.isJSDocLink(part) || ts.isJSDocLinkCode(part) || ts.isJSDocLinkPlain(part)) {
              const name = part.name ? part.name.getText() : '';
              return `\`${`${name}${part.text}`.trim()}\``;
            }
            return part.text;
          })
          .join('');
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine || undefined;
}

function unwrapExpression(e: ts.Expression): ts.Expression {
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e))
    e = e.expression;
  return e;
}

/** Where `name` is declared as an object literal, following imports and re-exports (`export *`). */
function findDeclaration(
  file: string,
  name: string,
  seen = new Set<string>(),
): { file: string; decl: ts.VariableDeclaration; literal: ts.ObjectLiteralExpression } | undefined {
  const key = `${file}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const sf = sourceFile(file);
  for (const stmt of sf.statements) {
    if (ts.isVariableStatement(stmt)) {
      for (const decl of stmt.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) {
          const init = unwrapExpression(decl.initializer);
          if (ts.isObjectLiteralExpression(init)) return { file, decl, literal: init };
        }
      }
    }
  }
  for (const stmt of sf.statements) {
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const bindings = stmt.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        if (el.name.text !== name) continue;
        const target = resolveImport(stmt.moduleSpecifier.text, file);
        if (target) return findDeclaration(target, (el.propertyName ?? el.name).text, seen);
      }
    }
    if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const target = resolveImport(stmt.moduleSpecifier.text, file);
      if (!target) continue;
      if (!stmt.exportClause) {
        const found = findDeclaration(target, name, seen);
        if (found) return found;
      } else if (ts.isNamedExports(stmt.exportClause)) {
        for (const el of stmt.exportClause.elements) {
          if (el.name.text === name) return findDeclaration(target, (el.propertyName ?? el.name).text, seen);
        }
      }
    }
  }
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return undefined;
}

/** The members of the shape `ref` in source order, with their JSDoc descriptions. */
export function readShapeSource(ref: ShapeRef): ShapeSource {
  const found = findDeclaration(ref.file, ref.exportName);
  if (!found) throw new Error(`${relative(ROOT, ref.file)}: no object literal \`${ref.exportName}\``);
  const members: ShapeMember[] = [];
  for (const p of found.literal.properties) {
    if (ts.isSpreadAssignment(p)) {
      const e = unwrapExpression(p.expression);
      if (!ts.isIdentifier(e))
        throw new Error(`${relative(ROOT, found.file)}: cannot follow ...${e.getText()}`);
      const target = findDeclaration(found.file, e.text);
      if (!target) throw new Error(`${relative(ROOT, found.file)}: cannot find the shape ...${e.text}`);
      members.push({ kind: 'spread', ref: { file: target.file, exportName: e.text } });
    } else if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) {
      const name = propertyName(p.name);
      if (name) members.push({ kind: 'property', name, description: jsDocText(p) });
    }
  }
  // The JSDoc of `export const x = {` sits on the statement.
  const description = jsDocText(found.decl.parent.parent) ?? jsDocText(found.decl);
  return { ref: { file: found.file, exportName: ref.exportName }, description, members };
}

/**
 * Every variable of a shape, spreads followed, in the object's key order: a later property replaces an
 * earlier one of the same name (in its place, as in the object), keeping the earlier description when it
 * has none of its own.
 */
export function flattenShape(ref: ShapeRef): SourceVar[] {
  const out = new Map<string, SourceVar>();
  const source = readShapeSource(ref);
  for (const m of source.members) {
    const vars =
      m.kind === 'spread'
        ? flattenShape(m.ref)
        : [{ name: m.name, description: m.description, origin: source.ref }];
    for (const v of vars) {
      const earlier = out.get(v.name);
      out.set(v.name, { ...v, description: v.description ?? earlier?.description });
    }
  }
  return [...out.values()];
}

// ---------------------------------------------------------------------------------------------------
// Run-time side: defaults, allowed values.

interface ZodLike {
  _zod: { def: Record<string, any>; bag?: Record<string, any> };
  safeParse(input: unknown): { success: boolean; data?: unknown };
}

const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'catch', 'nonoptional', 'success']);

/** The `.default()` / `.prefault()` value of a schema, looking through wrappers and pipes. */
function declaredDefault(schema: ZodLike): { value: unknown } | undefined {
  const def = schema._zod.def;
  if (def.type === 'default' || def.type === 'prefault') return { value: def.defaultValue };
  if (WRAPPERS.has(def.type)) return declaredDefault(def.innerType);
  if (def.type === 'pipe') return declaredDefault(def.in) ?? declaredDefault(def.out);
  return undefined;
}

function relativeToRoot(value: string): string {
  return value.startsWith(ROOT + sep) ? relative(ROOT, value).split(sep).join('/') : value;
}

function showValue(value: unknown): string {
  if (Array.isArray(value)) return showValue(value.join(','));
  if (typeof value === 'string') return value === '' ? '`""`' : code(relativeToRoot(value));
  return code(String(value));
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** `required` (no default), `none` (optional) or the default (a path under the repository shown relative). */
export function defaultText(schema: unknown): string {
  const s = schema as ZodLike;
  const declared = declaredDefault(s);
  if (declared) return showValue(declared.value);
  const r = s.safeParse(undefined);
  if (!r.success) return 'required';
  return r.data === undefined ? 'none' : showValue(r.data);
}

/** The schema that says what the value may be: wrappers, defaults and transforms looked through. */
function coreSchema(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (def.type === 'default' || def.type === 'prefault' || WRAPPERS.has(def.type))
    return coreSchema(def.innerType);
  if (def.type === 'pipe') return coreSchema(def.out._zod.def.type === 'transform' ? def.in : def.out);
  return schema;
}

function checksOf(schema: ZodLike): Array<Record<string, any>> {
  return (schema._zod.def.checks ?? []).map((c: ZodLike) => c._zod.def);
}

/** "One of `a`, `b`.", "Integer from 1 to 65535.", "Number, at least 0.", "URL.", "At least 32 characters." or ''. */
export function valuesText(schema: unknown): string {
  const core = coreSchema(schema as ZodLike);
  const def = core._zod.def;
  if (def.type === 'enum') return `One of ${Object.values(def.entries).map(showValue).join(', ')}.`;
  if (def.type === 'literal') return `One of ${def.values.map(showValue).join(', ')}.`;
  if (def.type === 'boolean') return 'Boolean.';
  if (def.type === 'number') {
    const checks = checksOf(core);
    const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format));
    // The tightest bounds; an exclusive bound of an integer becomes the inclusive one next to it.
    let lower: { value: number; inclusive: boolean } | undefined;
    let upper: { value: number; inclusive: boolean } | undefined;
    for (const c of checks) {
      if (c.check !== 'greater_than' && c.check !== 'less_than') continue;
      const up = c.check === 'less_than';
      const b =
        integer && !c.inclusive
          ? { value: up ? Math.ceil(c.value) - 1 : Math.floor(c.value) + 1, inclusive: true }
          : { value: c.value as number, inclusive: Boolean(c.inclusive) };
      if (up) {
        if (!upper || b.value < upper.value || (b.value === upper.value && !b.inclusive)) upper = b;
      } else if (!lower || b.value > lower.value || (b.value === lower.value && !b.inclusive)) lower = b;
    }
    const kind = integer ? 'Integer' : 'Number';
    if (lower?.inclusive && upper?.inclusive) return `${kind} from ${lower.value} to ${upper.value}.`;
    const parts = [
      lower && `${lower.inclusive ? 'at least' : 'more than'} ${lower.value}`,
      upper && `${upper.inclusive ? 'at most' : 'less than'} ${upper.value}`,
    ].filter(Boolean);
    return parts.length ? `${kind}, ${parts.join(', ')}.` : `${kind}.`;
  }
  if (def.type === 'string') {
    if (def.format === 'url') return 'URL.';
    const min = checksOf(core).find((c) => c.check === 'min_length')?.minimum;
    if (typeof min === 'number' && min > 1) return `At least ${min} characters.`;
  }
  return '';
}

/** The docs of every variable of a shape: `runtime` is the shape object, `ref` where its source is. */
export function describeShape(runtime: Record<string, unknown>, ref: ShapeRef): VarDoc[] {
  const source = flattenShape(ref);
  const names = new Set(source.map((v) => v.name));
  const missing = Object.keys(runtime).filter((k) => !names.has(k));
  if (missing.length)
    throw new Error(
      `${relative(ROOT, ref.file)} ${ref.exportName}: not found in the source: ${missing.join(', ')}`,
    );
  return source
    .filter((v) => v.name in runtime)
    .map((v) => ({ ...v, default: defaultText(runtime[v.name]), values: valuesText(runtime[v.name]) }));
}

// ---------------------------------------------------------------------------------------------------
// The document.

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** A `| Variable | Default | Meaning |` table, by variable name. */
export function renderTable(vars: readonly VarDoc[]): string {
  const rows = [...vars]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((v) => {
      const description =
        v.description && !/[.!?]$/.test(v.description) ? `${v.description}.` : v.description;
      const meaning = [description ?? '', v.values].filter(Boolean).join(' ');
      return `| \`${v.name}\` | ${cell(v.default)} | ${cell(meaning)} |`;
    });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

interface SharedShape extends ShapeRef {
  title: string;
}

/** Shapes documented once, in "Every process/service", in this order. */
const SHARED: readonly SharedShape[] = [
  { title: 'Every process', file: 'services/kit/src/config.ts', exportName: 'baseEnv' },
  { title: 'NATS', file: 'services/kit/src/config.ts', exportName: 'natsEnv' },
  { title: 'Context-token secret', file: 'services/kit/src/config.ts', exportName: 'tokenSecretEnv' },
  { title: 'Backend services', file: 'services/kit/src/config.ts', exportName: 'serviceEnv' },
  { title: 'Object storage', file: 'services/kit/src/storage.ts', exportName: 'storageEnv' },
  { title: 'Tracing', file: 'deploy/src/launcher/env.ts', exportName: 'tracingEnv' },
].map((s) => ({ ...s, file: join(ROOT, s.file) }));

/** Section titles that are not just the folder's name. */
const TITLES: Record<string, string> = {
  'ai-jobs': 'ai-jobs (API and worker)',
};

interface ProcessShape extends ShapeRef {
  title: string;
  /** What the section says before the table. */
  note?: string;
}

/** The exported `const xxxEnv = { ... }` shapes of a file. */
function exportedEnvShapes(file: string): string[] {
  const names: string[] = [];
  for (const stmt of sourceFile(file).statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    if (!stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of stmt.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && /Env$/.test(d.name.text) && d.initializer) {
        if (ts.isObjectLiteralExpression(unwrapExpression(d.initializer))) names.push(d.name.text);
      }
    }
  }
  return names;
}

/** gateway, the services (manifest order of the launcher, then any other), the launcher. */
export function processShapes(): ProcessShape[] {
  const order = ['gateway', 'identity', 'media', 'billing', 'ai-jobs', 'content', 'support'];
  const services = readdirSync(join(ROOT, 'services'))
    .filter((d) => d !== 'kit' && existsSync(join(ROOT, 'services', d, 'src/config.ts')))
    .sort((a, b) => {
      const [x, y] = [order.indexOf(a), order.indexOf(b)];
      return x === y ? (a < b ? -1 : 1) : (x < 0 ? 1e9 : x) - (y < 0 ? 1e9 : y);
    });
  const shapes: ProcessShape[] = [];
  for (const [name, file] of [
    ['gateway', join(ROOT, 'gateway/src/config.ts')],
    ...services.map((s) => [s, join(ROOT, 'services', s, 'src/config.ts')]),
  ]) {
    for (const exportName of exportedEnvShapes(file)) {
      shapes.push({ title: TITLES[name] ?? name, file, exportName });
    }
  }
  shapes.push({
    title: 'launcher (`npm start`)',
    file: join(ROOT, 'deploy/src/launcher/env.ts'),
    exportName: 'launcherEnv',
    note:
      'The launcher passes the rest of its environment on to every process (`ADMIN_*` to the seeds only, ' +
      'its own knobs to none), and gives each process `DATABASE_URL`, `NATS_URL`, its own `NATS_USER` / ' +
      '`NATS_PASSWORD`, `INTERNAL_TOKEN_SECRET`, `APP_MODE`, `LOG_LEVEL`, `PUBLIC_URL`, `HOST`, `PORT`, ' +
      '`OTEL_SERVICE_NAME` (and the gateway `SUBGRAPHS` and `WEB_DIST`).',
  });
  return shapes;
}

function anchor(title: string): string {
  // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const sameRef = (a: ShapeRef, b: ShapeRef) => a.file === b.file && a.exportName === b.exportName;

function sharedTitle(s: SharedShape): string {
  return `${s.title} (${s.exportName})`;
}

function sourceLine(ref: ShapeRef): string {
  return `\`${ref.exportName}\` in \`${relative(ROOT, ref.file).split(sep).join('/')}\``;
}

/** Imports a TypeScript module of the repository (workspace packages from their source). */
export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

async function runtimeShape(load: ModuleLoader, ref: ShapeRef): Promise<Record<string, unknown>> {
  const mod = await load(ref.file);
  const shape = mod[ref.exportName];
  if (!shape || typeof shape !== 'object')
    throw new Error(`${relative(ROOT, ref.file)} does not export ${ref.exportName}`);
  return shape as Record<string, unknown>;
}

/** The whole document (before prettier), and the variables that have no description. */
export async function buildDocument(load: ModuleLoader): Promise<{ text: string; undescribed: VarDoc[] }> {
  const undescribed: VarDoc[] = [];
  const out: string[] = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run config-docs` (scripts/config-docs.ts) from the zod config shapes and their ' +
      'JSDoc comments: edit those, then run it again. `npm run lint` fails when this file is stale. -->',
    '',
    'Every environment variable each process reads, with its default ("required": no default, the ' +
      'process refuses to start without it; "none": optional, unset unless given).',
    '',
    '## Every process/service',
    '',
    'Shared settings, declared once in kit (and the tracing variables every process reads). Each process ' +
      'section below names the ones it reads.',
  ];
  for (const s of SHARED) {
    const source = readShapeSource(s);
    const vars = describeShape(await runtimeShape(load, s), s);
    const own = vars.filter((v) => sameRef(v.origin, s));
    const spreads = source.members.flatMap((m) => (m.kind === 'spread' ? [m.ref] : []));
    out.push(
      '',
      `### ${sharedTitle(s)}`,
      '',
      `${sourceLine(s)}.${source.description ? ` ${source.description}` : ''}`,
    );
    const included = spreads.map((r) => SHARED.find((x) => sameRef(x, r)));
    if (included.length) {
      out.push(
        '',
        `Also ${included
          .map((x, i) =>
            x ? `[${sharedTitle(x)}](#${anchor(sharedTitle(x))})` : `\`${spreads[i].exportName}\``,
          )
          .join(', ')}.`,
      );
    }
    out.push('', renderTable(own));
    undescribed.push(...own.filter((v) => !v.description));
  }
  for (const p of processShapes()) {
    const source = readShapeSource(p);
    const vars = describeShape(await runtimeShape(load, p), p);
    // Variables of shared shapes are referenced, the others listed (an override of a shared one too).
    const own = vars.filter((v) => !SHARED.some((s) => sameRef(s, v.origin)));
    const referenced = SHARED.filter((s) =>
      source.members.some((m) => m.kind === 'spread' && sameRef(m.ref, s)),
    );
    out.push(
      '',
      `## ${p.title}`,
      '',
      `${sourceLine(p)}.${source.description ? ` ${source.description}` : ''}`,
    );
    if (p.note) out.push('', p.note);
    if (referenced.length) {
      const overrides = own.filter((v) =>
        referenced.some((s) => flattenShape(s).some((sv) => sv.name === v.name)),
      );
      out.push(
        '',
        `Also the variables of ${referenced
          .map((s) => `[${sharedTitle(s)}](#${anchor(sharedTitle(s))})`)
          .join(', ')}${
          overrides.length
            ? ` (${overrides.map((v) => `\`${v.name}\``).join(', ')} as below, not as there)`
            : ''
        }.`,
      );
    }
    out.push('', renderTable(own));
    undescribed.push(...own.filter((v) => !v.description));
  }
  return { text: out.join('\n') + '\n', undescribed };
}

/** Loads repository modules with tsx, `@tryon/kit` (and its subpaths) and `@tryon/proto-events` from source. */
export function sourceLoader(): ModuleLoader {
  const hooks = `
    const map = ${JSON.stringify({
      kit: pathToFileURL(join(ROOT, 'services/kit/src')).href,
      events: pathToFileURL(join(ROOT, 'proto-events/src/index.ts')).href,
    })};
    export async function resolve(specifier, context, next) {
      if (specifier === '@tryon/kit') return next(map.kit + '/index.ts', context);
      if (specifier.startsWith('@tryon/kit/')) return next(map.kit + '/' + specifier.slice(11) + '.ts', context);
      if (specifier === '@tryon/proto-events') return next(map.events, context);
      return next(specifier, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);
  return (file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { format, resolveConfig } = await import('prettier');
  const { text, undescribed } = await buildDocument(sourceLoader());
  const formatted = await format(text, { ...(await resolveConfig(DOC_PATH)), filepath: DOC_PATH });
  for (const v of check ? [] : undescribed) {
    console.warn(`config-docs: ${v.name} (${sourceLine(v.origin)}) has no JSDoc description`);
  }
  const current = existsSync(DOC_PATH) ? readFileSync(DOC_PATH, 'utf8') : '';
  if (check) {
    if (current !== formatted) {
      console.error(
        'docs/configuration.md is out of date with the config schemas: run `npm run config-docs` and commit it.',
      );
      process.exit(1);
    }
    console.log('docs/configuration.md is up to date.');
    return;
  }
  if (current === formatted) {
    console.log('docs/configuration.md: unchanged');
  } else {
    writeFileSync(DOC_PATH, formatted);
    console.log('docs/configuration.md: written');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
