import { z } from 'zod';
import { eitherOf, keepOnNull, requiredText } from '@tryon/kit';
import { CampaignAudience, oneOfMessage } from '@tryon/proto-events';

// The admin forms' rules (spec business-admin-data section 5), with the spec's messages. Each form has a
// create schema (required fields, defaults applied by the domain) and an update schema in which a field
// left out keeps its value; an optional text given as null or blank is cleared.

/** An optional text: blank or null becomes null. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `Invalid format: ${field} must be text` })
    .trim()
    .max(max, `Invalid data: ${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

const integer = (field: string, min: number, max: number) =>
  z
    .number({ error: `Invalid format: ${field} must be an integer` })
    .int(`Invalid format: ${field} must be an integer`)
    .min(min, `Invalid data: ${field} must be ${min} to ${max}`)
    .max(max, `Invalid data: ${field} must be ${min} to ${max}`);

const bool = (field: string) => z.boolean({ error: `Invalid format: ${field} must be true or false` });

/** A path inside the app: one leading slash (not `//host`), no spaces or backslashes. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Whether `value` is an in-app path or an absolute http(s) URL (never javascript:, data: or //host). */
export function isSafeLink(value: string, extraProtocols: readonly string[] = []): boolean {
  if (APP_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return ['http:', 'https:', ...extraProtocols].includes(url.protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const ctaUrl = optionalText('ctaUrl', 2000).refine((v) => v == null || isSafeLink(v), 'Must be a valid URL');

/** yyyy-mm-dd, or an ISO date-time (its UTC day is kept); blank or null for none. */
const dateField = (field: string) =>
  optionalText(field, 40).transform((v, ctx) => {
    if (v == null) return v;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : new Date(v);
    if (Number.isNaN(day.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) {
      ctx.addIssue({ code: 'custom', message: `Invalid format: ${field} must be a date (yyyy-mm-dd)` });
      return z.NEVER;
    }
    const text = day.toISOString().slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(v) && text !== v) {
      ctx.addIssue({ code: 'custom', message: `Invalid format: ${field} must be a date (yyyy-mm-dd)` });
      return z.NEVER;
    }
    return text;
  });

/** A campaign's audience, given as `audience` or as the deprecated `targetAudience` (the same values). */
const audience = (field: string) =>
  z.enum(CampaignAudience.enum, { error: oneOfMessage(field, CampaignAudience) }).nullish();

/** In create mode an optional field left out is null. */
const orNull = <T extends z.ZodType>(schema: T) => schema.transform((v) => v ?? null);

const campaignFields = {
  ctaText: optionalText('ctaText', 100),
  ctaUrl,
  startDate: dateField('startDate'),
  endDate: dateField('endDate'),
};

/** A new campaign: title and message required; audience all, priority 0, inactive unless given. */
export const createCampaignInput = z
  .object({
    title: requiredText('Title is required', 'title', 200),
    message: requiredText('Message is required', 'message', 1000),
    ctaText: orNull(campaignFields.ctaText),
    ctaUrl: orNull(campaignFields.ctaUrl),
    startDate: orNull(campaignFields.startDate),
    endDate: orNull(campaignFields.endDate),
    targetAudience: audience('targetAudience'),
    audience: audience('audience'),
    priority: integer('priority', -1000, 1000)
      .nullish()
      .transform((v) => v ?? 0),
    isActive: bool('isActive')
      .nullish()
      .transform((v) => v ?? false),
  })
  .transform(({ audience: given, targetAudience, ...fields }, ctx) => ({
    ...fields,
    targetAudience: eitherOf(ctx, ['audience', given], ['targetAudience', targetAudience]) ?? 'all',
  }));

/** A campaign's changes; the audience (`audience` or `targetAudience`) is kept when neither is given. */
export const updateCampaignInput = z
  .object({
    title: keepOnNull(requiredText('Title is required', 'title', 200)),
    message: keepOnNull(requiredText('Message is required', 'message', 1000)),
    ...campaignFields,
    targetAudience: audience('targetAudience'),
    audience: audience('audience'),
    priority: keepOnNull(integer('priority', -1000, 1000)),
    isActive: keepOnNull(bool('isActive')),
  })
  .transform(({ audience: given, targetAudience, ...fields }, ctx) => ({
    ...fields,
    targetAudience: eitherOf(ctx, ['audience', given], ['targetAudience', targetAudience]),
  }));

/** A new footer section: title required; order 0 and visible unless given. */
export const createSectionInput = z.object({
  title: requiredText('Title is required', 'title', 100),
  displayOrder: integer('displayOrder', -10000, 10000)
    .nullish()
    .transform((v) => v ?? 0),
  isVisible: bool('isVisible')
    .nullish()
    .transform((v) => v ?? true),
});

export const updateSectionInput = z.object({
  title: keepOnNull(requiredText('Title is required', 'title', 100)),
  displayOrder: keepOnNull(integer('displayOrder', -10000, 10000)),
  isVisible: keepOnNull(bool('isVisible')),
});

const itemUrl = (schema: z.ZodString) =>
  schema.refine(
    (v) => isSafeLink(v, ['mailto:']),
    'Invalid format: url must be a path starting with / or an http(s) or mailto: address',
  );

/** A new footer item: section, label and url required; order 0, visible, same tab unless given. */
export const createItemInput = z.object({
  sectionId: z
    .number({ error: 'Section is required' })
    .int('Section is required')
    .min(1, 'Section is required'),
  label: requiredText('Label is required', 'label', 100),
  url: itemUrl(requiredText('URL is required', 'url', 2000)),
  displayOrder: integer('displayOrder', -10000, 10000)
    .nullish()
    .transform((v) => v ?? 0),
  isVisible: bool('isVisible')
    .nullish()
    .transform((v) => v ?? true),
  openInNewTab: bool('openInNewTab')
    .nullish()
    .transform((v) => v ?? false),
});

/** An item's changes; its section is fixed (a sectionId other than its own is refused by the domain). */
export const updateItemInput = z.object({
  sectionId: keepOnNull(z.number({ error: 'Section is required' }).int('Section is required')),
  label: keepOnNull(requiredText('Label is required', 'label', 100)),
  url: keepOnNull(itemUrl(requiredText('URL is required', 'url', 2000))),
  displayOrder: keepOnNull(integer('displayOrder', -10000, 10000)),
  isVisible: keepOnNull(bool('isVisible')),
  openInNewTab: keepOnNull(bool('openInNewTab')),
});

/** The page-content limit (not shown by the spec): 100,000 characters of markdown. */
export const PAGE_CONTENT_MAX = 100_000;

const slug = requiredText('Slug is required', 'slug', 100).regex(
  /^[a-z0-9-]+$/,
  'Slug must contain only lowercase letters, numbers, and hyphens',
);

/** A new page: title, slug and content required; visible unless given. */
export const createPageInput = z.object({
  title: requiredText('Title is required', 'title', 200),
  slug,
  content: requiredText('Content is required', 'content', PAGE_CONTENT_MAX),
  metaDescription: orNull(optionalText('metaDescription', 320)),
  isVisible: bool('isVisible')
    .nullish()
    .transform((v) => v ?? true),
});

export const updatePageInput = z.object({
  title: keepOnNull(requiredText('Title is required', 'title', 200)),
  slug: keepOnNull(slug),
  content: keepOnNull(requiredText('Content is required', 'content', PAGE_CONTENT_MAX)),
  metaDescription: optionalText('metaDescription', 320),
  isVisible: keepOnNull(bool('isVisible')),
});

/** A public page's slug as asked for (anything else is simply not found). */
export const slugArgument = z.string().max(200);

/** An id in a path or argument. */
export const idArgument = z
  .number({ error: 'Invalid format: id must be an integer' })
  .int('Invalid format: id must be an integer')
  .min(1, 'Invalid data: id must be 1 or more');
