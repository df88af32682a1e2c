import { Switch, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { ContentPageDialog_ContentPageFragment, ContentPageInput } from '../../../__generated__/graphql';
import { evictAfterAdminChange } from '../admin-changes';
import { adminSaveTexts, useAdminSave } from '../use-admin-save';
import { SLUG_PATTERN, slugFromTitle, useAdminForm, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminContentPagesQuery,
  CreateContentPageMutation,
  UpdateContentPageMutation,
} from '../pages.graphql';

/** The pages everyone reads: changed by any page change. */
export const PAGE_PUBLIC_FIELDS = ['contentPage'] as const;

/** The meta description length search engines show in full (spec section 9). */
export const META_DESCRIPTION_RECOMMENDED = { min: 150, max: 160 } as const;

interface PageValues {
  title: string;
  slug: string;
  content: string;
  metaDescription: string;
  isVisible: boolean;
  /** The slug was typed by hand: it no longer follows the title (create mode). */
  ownSlug: boolean;
}

function valuesOf(page: ContentPageDialog_ContentPageFragment | null | undefined): PageValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    content: page?.content ?? '',
    metaDescription: page?.metaDescription ?? '',
    // A new page starts visible (spec section 2, Admin dialogs).
    isVisible: page?.isVisible ?? true,
    ownSlug: false,
  };
}

function validatePage(values: PageValues): FormErrors<PageValues> {
  const errors: FormErrors<PageValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  const slug = values.slug.trim();
  if (!slug) errors.slug = 'Slug is required';
  else if (!SLUG_PATTERN.test(slug))
    errors.slug = 'Slug must contain only lowercase letters, numbers, and hyphens';
  if (!values.content.trim()) errors.content = 'Content is required';
  return errors;
}

function inputOf(values: PageValues): ContentPageInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    // Blank is sent as null: the server clears it.
    metaDescription: values.metaDescription.trim() || null,
    isVisible: values.isVisible,
  };
}

/** The meta description's counter, in red outside the recommended length once something is typed. */
function metaDescriptionHint(length: number) {
  const { min, max } = META_DESCRIPTION_RECOMMENDED;
  const off = length > 0 && (length < min || length > max);
  return (
    <span style={off ? { color: 'var(--mantine-color-orange-text)' } : undefined}>
      {`${length} characters, recommended ${min}-${max} characters`}
    </span>
  );
}

/**
 * The content page dialog: create mode without `page`, edit mode with one (the form resets each time it
 * opens or is given another page). While creating only, the slug follows the title as it is typed
 * ({@link slugFromTitle}) until the admin writes a slug of their own.
 */
export function ContentPageDialog(props: {
  opened: boolean;
  onClose: () => void;
  page?: ContentPageDialog_ContentPageFragment | null;
}) {
  const { opened, onClose, page } = props;
  const form = useAdminForm(() => valuesOf(page), opened ? `page:${page?.id ?? 'new'}` : null, validatePage);
  const { values, errors, setField, patch } = form;
  const [create] = useMutation(CreateContentPageMutation, {
    update: (cache, { data }) => {
      const created = data?.createContentPage;
      if (created) {
        cache.updateQuery({ query: AdminContentPagesQuery }, (list) =>
          list ? { adminContentPages: [...list.adminContentPages, created] } : list,
        );
      }
      evictAfterAdminChange(cache, PAGE_PUBLIC_FIELDS);
    },
  });
  const [update] = useMutation(UpdateContentPageMutation, {
    update: (cache) => evictAfterAdminChange(cache, PAGE_PUBLIC_FIELDS),
  });

  const changeTitle = (title: string) =>
    patch((current) => ({
      title,
      slug: page || current.ownSlug ? current.slug : slugFromTitle(title),
    }));

  // A slug typed by hand wins over the title's; emptied, it follows the title again.
  const changeSlug = (slug: string) => patch(() => ({ slug, ownSlug: slug !== '' }));

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    const input = inputOf(values);
    return {
      change: () => (page ? update({ variables: { id: page.id, input } }) : create({ variables: { input } })),
      ...adminSaveTexts(Boolean(page), 'Page', input.title),
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={page ? 'Edit Page' : 'Create Page'}
      submitLabel={page ? 'Save' : 'Create'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="Title"
        required
        maxLength={200}
        value={values.title}
        onChange={(e) => changeTitle(e.currentTarget.value)}
        error={errors.title}
        data-autofocus
      />
      <TextInput
        label="Slug"
        required
        maxLength={100}
        description={`The page will be reachable at /pages/${values.slug.trim()}`}
        value={values.slug}
        onChange={(e) => changeSlug(e.currentTarget.value)}
        error={errors.slug}
      />
      <Textarea
        label="Content"
        description="Markdown"
        required
        autosize
        minRows={8}
        maxRows={20}
        maxLength={100_000}
        value={values.content}
        onChange={(e) => setField('content', e.currentTarget.value)}
        error={errors.content}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Textarea
        label="Meta description"
        description={metaDescriptionHint(values.metaDescription.length)}
        autosize
        minRows={2}
        maxLength={320}
        value={values.metaDescription}
        onChange={(e) => setField('metaDescription', e.currentTarget.value)}
      />
      <Switch
        label="Visible"
        checked={values.isVisible}
        onChange={(e) => setField('isVisible', e.currentTarget.checked)}
      />
    </AdminFormDialog>
  );
}
