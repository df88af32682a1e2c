import type { SelectedPerson } from '../tryon/selected-person';
import type { PersonAttributeKey } from './ai-jobs';

/**
 * Reading saved AI people (spec section 3, "Saved AI person"): the image address comes from `imageUrl` or
 * `resultUrl`, or from inside `sessionData`, a model's `sessionData`, or a `geminiSession`; only addresses
 * containing `/uploads/` are accepted. The attributes are read from `person` (the graph's PersonAttributes:
 * the enums' GraphQL names), `attributes`, `sessionData` or the top level. The server answers the flat shape
 * with `person` today; the older nestings are still understood.
 */

/** A saved AI person as the screens use it. */
export interface AiPerson {
  id: number;
  name: string;
  /** The resolved `/uploads/...` address, or `null` when there is no usable one. */
  imageUrl: string | null;
  /** The attributes it was generated with, as they were read (carried to the try-on screen as they are). */
  attributes: Partial<Record<SavedAttributeKey, string>>;
}

/** The attributes a saved person keeps (every one of the generate form but the background). */
type SavedAttributeKey = Exclude<PersonAttributeKey, 'background'>;

const ATTRIBUTE_KEYS = [
  'gender',
  'age',
  'ethnicity',
  'build',
  'hairColor',
  'hairStyle',
  'clothing',
  'pose',
] as const satisfies readonly SavedAttributeKey[];

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
}

function uploadsAddress(value: unknown): string | null {
  return typeof value === 'string' && value.includes('/uploads/') ? value : null;
}

function addressIn(source: Loose | undefined): string | null {
  if (!source) return null;
  return uploadsAddress(source.imageUrl) ?? uploadsAddress(source.resultUrl);
}

/** The spec's image address resolver for a saved AI person; `null` when no accepted address is found. */
export function resolvePersonImage(raw: unknown): string | null {
  const person = asObject(raw);
  if (!person) return null;
  const sessionData = asObject(person.sessionData);
  const model = asObject(person.model);
  return (
    addressIn(person) ??
    addressIn(sessionData) ??
    addressIn(asObject(model?.sessionData)) ??
    addressIn(asObject(person.geminiSession)) ??
    addressIn(asObject(sessionData?.geminiSession))
  );
}

/**
 * The person's attributes from `person`, `attributes`, `sessionData` or the top level (first found wins per
 * key).
 */
export function resolvePersonAttributes(raw: unknown): AiPerson['attributes'] {
  const person = asObject(raw) ?? {};
  const sources = [
    asObject(person.person),
    asObject(person.attributes),
    asObject(person.sessionData),
    person,
  ];
  const attributes: AiPerson['attributes'] = {};
  for (const key of ATTRIBUTE_KEYS) {
    for (const source of sources) {
      const value = source?.[key];
      if (typeof value === 'string' && value) {
        attributes[key] = value;
        break;
      }
    }
  }
  return attributes;
}

/** Reads one entry of the saved people list (`me { savedGeminiPeople }`). */
export function toAiPerson(raw: unknown): AiPerson | null {
  const person = asObject(raw);
  if (!person || typeof person.id !== 'number') return null;
  return {
    id: person.id,
    name: typeof person.name === 'string' && person.name ? person.name : 'AI Model',
    imageUrl: resolvePersonImage(person),
    attributes: resolvePersonAttributes(person),
  };
}

/** Reads the whole list (entries that are not objects with an id are skipped). */
export function toAiPeople(list: unknown): AiPerson[] {
  if (!Array.isArray(list)) return [];
  return list.map(toAiPerson).filter((person): person is AiPerson => person !== null);
}

/** The person as stored for the try-on screen (`selectedPersonForTryOn`), or `null` without a usable image. */
export function normalizeAiPerson(person: AiPerson): SelectedPerson | null {
  if (!person.imageUrl) return null;
  const attributes = Object.fromEntries(
    Object.entries(person.attributes).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return { id: person.id, name: person.name, imageUrl: person.imageUrl, source: 'ai', attributes };
}
