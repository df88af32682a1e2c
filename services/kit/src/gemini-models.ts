/**
 * Which Gemini model a service uses, found at run time. Model names are retired every few months, so a
 * service is configured with an ordered list of candidates (`GEMINI_MODEL`, `GEMINI_CHAT_MODEL`) and asks
 * Google, through the SDK's model look-up, which of them its key can use:
 *
 * 1. a model the admin pinned, while it is served;
 * 2. else the first candidate that `models.list` lists (or `models.get` finds: aliases need not be listed);
 * 3. else the newest model `models.list` offers for the purpose (images, or text for chat), and the admin
 *    is told that none of the candidates is served.
 *
 * The choice is made at start, then every hour, and again at once when a call answers 404 for the model
 * in use ({@link ModelSelector.markGone}). Imported as `@tryon/kit/gemini-models`, so that services
 * without Gemini never load the SDK.
 */
import { ApiError, type GoogleGenAI } from '@google/genai';
import type { ModelSource } from '@tryon/proto-events';
import type { Logger } from './logger.js';

/** What the model must make: images (generation, try-on, edits) or text (the support chat). */
export type ModelPurpose = 'image' | 'text';

/** A model as the catalogue describes it (the name without Google's `models/` prefix). */
export interface CatalogModel {
  name: string;
  displayName?: string;
  supportedActions?: string[];
}

/** The look-ups the selector needs; {@link geminiCatalog} answers them through the SDK. */
export interface ModelCatalog {
  /** The model, or null when it is not served to this key (404). Throws on any other failure. */
  get(name: string): Promise<CatalogModel | null>;
  /** Every model the key can use. */
  list(): Promise<CatalogModel[]>;
}

/** The SDK's `models.get` and `models.list`, with Google's `models/` prefix taken off the names. */
export function geminiCatalog(client: GoogleGenAI): ModelCatalog {
  const plain = (m: { name?: string; displayName?: string; supportedActions?: string[] }): CatalogModel => ({
    name: bareModelName(m.name ?? ''),
    ...(m.displayName ? { displayName: m.displayName } : {}),
    ...(m.supportedActions ? { supportedActions: m.supportedActions } : {}),
  });
  return {
    async get(name) {
      try {
        return plain(await client.models.get({ model: name }));
      } catch (err) {
        if (errorStatus(err) === 404) return null;
        throw err;
      }
    },
    async list() {
      const models: CatalogModel[] = [];
      for await (const m of await client.models.list({ config: { pageSize: 1000, queryBase: true } })) {
        models.push(plain(m));
      }
      return models;
    },
  };
}

/** `models/gemini-x` -> `gemini-x`. */
export function bareModelName(name: string): string {
  return name.trim().replace(/^models\//, '');
}

/** Parses a comma-separated candidate list (`a, b ,c`), in order, without empty names or repeats. */
export function parseModelList(value: string): string[] {
  return [...new Set(value.split(',').map(bareModelName).filter(Boolean))];
}

/** The HTTP status of an SDK error (any realm: errors are told apart by shape, not `instanceof`). */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof ApiError) return err.status;
  const e = err as { name?: unknown; status?: unknown } | null;
  return typeof e === 'object' && e !== null && e.name === 'ApiError' && typeof e.status === 'number'
    ? e.status
    : undefined;
}

/** Names that are not general models of the purpose (speech, embeddings, live audio, robotics, ...). */
const SPECIALISED = /(tts|embedding|embed|aqa|live|audio|robotics|computer-use|learnlm|gemma|veo|imagen)/;

/** Whether a listed model serves the purpose through `generateContent`. */
export function servesPurpose(model: CatalogModel, purpose: ModelPurpose): boolean {
  if (!/^gemini-/.test(model.name)) return false;
  if (model.supportedActions && !model.supportedActions.includes('generateContent')) return false;
  if (purpose === 'image') return /image/.test(model.name) && !/(tts|live|audio|embedding)/.test(model.name);
  return !/image/.test(model.name) && !SPECIALISED.test(model.name);
}

/**
 * Orders models newest first: the higher Gemini version (3.1 > 3 > 2.5), then a stable name before a
 * preview or experiment, then Flash (quicker and cheaper) before Pro, then the name.
 */
export function newestFirst(a: string, b: string): number {
  const rank = (name: string) => {
    const v = /^gemini-(\d+)(?:\.(\d+))?/.exec(name);
    return {
      version: v ? Number(v[1]) * 100 + Number(v[2] ?? 0) : 0,
      preview: /(preview|exp|latest)/.test(name) ? 1 : 0,
      pro: /-pro/.test(name) ? 1 : 0,
    };
  };
  const x = rank(a);
  const y = rank(b);
  return y.version - x.version || x.preview - y.preview || x.pro - y.pro || a.localeCompare(b);
}

/** Where the model in use came from. */
export type { ModelSource };

/** The selector's state, as the admin's Settings tab shows it. */
export interface ModelChoice {
  purpose: ModelPurpose;
  /** The model calls use now (null: none is available to this key). */
  model: string | null;
  source: ModelSource;
  /** The configured candidates, in order. */
  candidates: string[];
  /** The models of the purpose that the key can use (newest first), from the last look-up. */
  available: string[];
  /** The model the admin pinned, if any. */
  pinned: string | null;
  /** When the catalogue was last read (ISO), null before the first look-up. */
  checkedAt: string | null;
  /** What the admin should know: no candidate served, a pinned model gone, or the provider's own error. */
  problem: string | null;
}

export interface ModelSelectorOptions {
  catalog: ModelCatalog;
  purpose: ModelPurpose;
  /** The configured candidates, in order (at least one). */
  candidates: string[];
  /** How often the catalogue is read again; default one hour. */
  refreshMs?: number;
  /** How soon a look-up that failed (network, 5xx) is tried again; default one minute. */
  retryMs?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Told of every new choice (a service records it for the admin). */
  onChange?: (choice: ModelChoice) => void | Promise<void>;
  now?: () => Date;
}

/** Picks and keeps the Gemini model of one purpose (see the module's comment). */
export class ModelSelector {
  private readonly opts: Required<Omit<ModelSelectorOptions, 'logger' | 'onChange'>> &
    Pick<ModelSelectorOptions, 'logger' | 'onChange'>;
  /** Models that answered 404 to a call: never chosen again by this process. */
  private readonly gone = new Set<string>();
  private choice: ModelChoice;
  private looking: Promise<ModelChoice> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastLookup = 0;
  private failedLookup = false;
  /** The first candidate the last look-up found served. */
  private found: string | null = null;

  constructor(options: ModelSelectorOptions) {
    if (options.candidates.length === 0) throw new Error('ModelSelector needs at least one candidate');
    this.opts = {
      refreshMs: 3_600_000,
      retryMs: 60_000,
      now: () => new Date(),
      ...options,
      candidates: options.candidates.map(bareModelName),
    };
    this.choice = {
      purpose: options.purpose,
      model: null,
      source: 'none',
      candidates: this.opts.candidates,
      available: [],
      pinned: null,
      checkedAt: null,
      problem: null,
    };
  }

  /** The current state (a copy). */
  status(): ModelChoice {
    return { ...this.choice, candidates: [...this.choice.candidates], available: [...this.choice.available] };
  }

  /**
   * The model to call now. `pinned` is the admin's pin (read per call from the service's settings); a
   * pinned model that answered 404 is passed over. Looks the catalogue up first when it never was, or
   * when the last look-up is older than the refresh interval (a failed one: the retry interval).
   */
  async model(pinned?: string | null): Promise<string | null> {
    const pin = pinned ? bareModelName(pinned) : null;
    if (pin !== this.choice.pinned) await this.setPinned(pin);
    const age = this.opts.now().getTime() - this.lastLookup;
    if (this.lastLookup === 0 || age >= (this.failedLookup ? this.opts.retryMs : this.opts.refreshMs)) {
      await this.refresh();
    }
    return this.choice.model;
  }

  /**
   * A call answered 404 for `model`: it is not served any more. Chooses again without it and answers the
   * next model (null when none is left).
   */
  async markGone(model: string): Promise<string | null> {
    const name = bareModelName(model);
    if (!this.gone.has(name)) {
      this.gone.add(name);
      this.opts.logger?.warn(
        { model: name, purpose: this.opts.purpose },
        'Gemini model is not served; choosing again',
      );
    }
    if (this.choice.model !== name) return this.choice.model;
    return (await this.refresh()).model;
  }

  /** Reads the catalogue and chooses (one look-up at a time: callers meanwhile share it). */
  refresh(): Promise<ModelChoice> {
    this.looking ??= this.lookUp().finally(() => (this.looking = null));
    return this.looking;
  }

  /** Looks up at once, then every `refreshMs` (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.refresh().catch(() => undefined);
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.opts.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async setPinned(pin: string | null): Promise<void> {
    this.choice = { ...this.choice, pinned: pin };
    // A new pin (or none) is chosen from what the last look-up found, without a new one.
    if (this.lastLookup !== 0) await this.choose(this.choice.available);
  }

  private async lookUp(): Promise<ModelChoice> {
    const { catalog, purpose } = this.opts;
    let listed: CatalogModel[];
    try {
      listed = await catalog.list();
    } catch (err) {
      // Callers meanwhile wait for this look-up (refresh() is shared), not for a clock that moved on.
      this.lastLookup = this.opts.now().getTime();
      this.failedLookup = true;
      const message = providerMessage(err);
      this.opts.logger?.warn({ err: message, purpose }, 'could not list the Gemini models');
      // Without a catalogue the first candidate is tried: the call then says what is wrong.
      const pin = this.choice.pinned && !this.gone.has(this.choice.pinned) ? this.choice.pinned : null;
      const current = this.choice.model && !this.gone.has(this.choice.model) ? this.choice.model : null;
      const model = pin ?? current ?? this.usable(this.opts.candidates)[0] ?? null;
      await this.publish({
        ...this.choice,
        model,
        source: pin
          ? 'pinned'
          : model
            ? this.choice.source === 'none'
              ? 'candidate'
              : this.choice.source
            : 'none',
        checkedAt: this.opts.now().toISOString(),
        problem: `Could not list the models: ${message}`,
      });
      return this.choice;
    }
    this.failedLookup = false;
    const available = listed
      .filter((m) => servesPurpose(m, purpose))
      .map((m) => m.name)
      .sort(newestFirst);
    const listedNames = new Set(listed.map((m) => m.name));
    // The first usable candidate: listed, or found by name (an alias need not be listed).
    let found: string | null = null;
    for (const candidate of this.usable(this.opts.candidates)) {
      if (listedNames.has(candidate)) {
        found = candidate;
        break;
      }
      try {
        if (await catalog.get(candidate)) {
          found = candidate;
          break;
        }
      } catch {
        // Not knowable now: the next candidate.
      }
    }
    this.found = found;
    this.lastLookup = this.opts.now().getTime();
    await this.choose(available);
    return this.choice;
  }

  /** Chooses from a look-up's results (`available`) and the candidate it found served. */
  private async choose(available: string[]): Promise<void> {
    const pinned = this.choice.pinned;
    const usable = this.usable(available);
    const candidate = this.found && !this.gone.has(this.found) ? this.found : null;
    let next: Pick<ModelChoice, 'model' | 'source' | 'problem'>;
    const pinGone = pinned !== null && (this.gone.has(pinned) || !available.includes(pinned));
    if (pinned && !pinGone) {
      next = { model: pinned, source: 'pinned', problem: null };
    } else if (candidate) {
      next = { model: candidate, source: 'candidate', problem: null };
    } else if (usable[0]) {
      next = {
        model: usable[0],
        source: 'discovered',
        problem: `None of the configured models (${this.opts.candidates.join(', ')}) is served to this key; using ${usable[0]}, the newest one available.`,
      };
    } else {
      next = {
        model: null,
        source: 'none',
        problem: `No Gemini model that makes ${this.opts.purpose === 'image' ? 'images' : 'text'} is available to this key.`,
      };
    }
    if (pinned && pinGone) {
      next.problem = [`The pinned model ${pinned} is not served; using the automatic choice.`, next.problem]
        .filter(Boolean)
        .join(' ');
    }
    await this.publish({ ...this.choice, ...next, available, checkedAt: this.opts.now().toISOString() });
  }

  private usable(names: string[]): string[] {
    return names.filter((n) => !this.gone.has(n));
  }

  private async publish(choice: ModelChoice): Promise<void> {
    const before = this.choice;
    this.choice = choice;
    if (before.model !== choice.model) {
      this.opts.logger?.info(
        { purpose: choice.purpose, model: choice.model, source: choice.source, was: before.model },
        'Gemini model chosen',
      );
    }
    try {
      await this.opts.onChange?.(this.status());
    } catch (err) {
      this.opts.logger?.warn({ err }, 'could not record the Gemini model choice');
    }
  }
}

/**
 * Google's own message of an SDK error (its JSON error body's `error.message`), else the error's message;
 * never longer than 300 characters.
 */
export function providerMessage(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  let message = raw;
  try {
    const body = JSON.parse(raw) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // not JSON: the message as it is
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/**
 * Whether a Gemini error is one that no retry can fix: an invalid or unauthorised key, a quota of zero
 * (billing not enabled: "limit: 0"), or a model that is not served (404). Answers the reason, or null
 * for a failure worth trying again (other 429s, 5xx, network).
 */
export function permanentGeminiError(err: unknown): 'key' | 'quota' | 'model' | null {
  const status = errorStatus(err);
  if (status === undefined) return null;
  const text = err instanceof Error ? err.message : String(err);
  if (status === 404) return 'model';
  if (status === 401 || status === 403 || /API_KEY_INVALID|api key not valid/i.test(text)) return 'key';
  if (status === 429 && /limit:\s*0\b/.test(text)) return 'quota';
  return null;
}
