import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FooterItemDialog_FooterItemFragment, FooterItemInput } from '../../../__generated__/graphql';
import { evictAfterAdminChange } from '../admin-changes';
import { adminSaveTexts, useAdminSave } from '../use-admin-save';
import { isValidLink, useAdminForm, wholeNumber, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminFooterSectionsQuery,
  CreateFooterItemMutation,
  FooterItemPageOptionsQuery,
  UpdateFooterItemMutation,
} from '../footer.graphql';
import { FOOTER_PUBLIC_FIELDS } from './FooterSectionDialog';

/** Where a content page is served (spec section 2): a footer link to it is this path. */
export const PAGE_PATH_PREFIX = '/pages/';

type LinkType = 'manual' | 'page';

interface ItemValues {
  sectionId: string;
  label: string;
  linkType: LinkType;
  url: string;
  displayOrder: number | string;
  isVisible: boolean;
  openInNewTab: boolean;
}

function valuesOf(
  item: FooterItemDialog_FooterItemFragment | null | undefined,
  sectionId?: number,
): ItemValues {
  const url = item?.url ?? '';
  return {
    sectionId: String(item?.sectionId ?? sectionId ?? ''),
    label: item?.label ?? '',
    // An item already linking to /pages/... is edited as a content-page link.
    linkType: url.startsWith(PAGE_PATH_PREFIX) ? 'page' : 'manual',
    url,
    displayOrder: item?.displayOrder ?? 0,
    // A new item starts visible, in the same tab (spec section 2, Admin dialogs).
    isVisible: item?.isVisible ?? true,
    openInNewTab: item?.openInNewTab ?? false,
  };
}

function validateItem(values: ItemValues): FormErrors<ItemValues> {
  const errors: FormErrors<ItemValues> = {};
  if (!(Number(values.sectionId) >= 1)) errors.sectionId = 'Section is required';
  if (!values.label.trim()) errors.label = 'Label is required';
  const url = values.url.trim();
  if (!url) errors.url = 'URL is required';
  else if (!isValidLink(url, { mailto: true })) errors.url = 'Must be a valid URL';
  return errors;
}

/** The slug a content-page link points at ("/pages/about" gives "about"), or null for any other link. */
function slugOf(url: string): string | null {
  return url.startsWith(PAGE_PATH_PREFIX) ? url.slice(PAGE_PATH_PREFIX.length) : null;
}

/** The content-page choice: the admin page list (asked only while this link type is chosen). */
function usePageOptions(active: boolean, currentSlug: string | null) {
  const { data, loading } = useQuery(FooterItemPageOptionsQuery, active ? {} : skipToken);
  const options = useMemo(() => {
    const pages = [...(data?.adminContentPages ?? [])].sort((a, b) => a.title.localeCompare(b.title));
    const list = pages.map((page) => ({ value: page.slug, label: `${page.title} (/pages/${page.slug})` }));
    // A link to a page that is no longer listed still shows what it points at.
    if (data && currentSlug && !pages.some((page) => page.slug === currentSlug)) {
      list.push({ value: currentSlug, label: `${PAGE_PATH_PREFIX}${currentSlug}` });
    }
    return list;
  }, [data, currentSlug]);
  return { options, loading };
}

/**
 * The footer item dialog: create mode without `item` (in `sectionId`'s section when given), edit mode with
 * one, whose section then cannot change. The link is a manual URL or a content page; choosing a page sets
 * the URL to /pages/{slug}. Section, label and URL are required; lower display order comes first.
 */
export function FooterItemDialog(props: {
  opened: boolean;
  onClose: () => void;
  item?: FooterItemDialog_FooterItemFragment | null;
  /** The section a new item goes in, until the admin picks another. */
  sectionId?: number;
  sections: readonly { id: number; title: string }[];
}) {
  const { opened, onClose, item, sections } = props;
  const form = useAdminForm(
    () => valuesOf(item, props.sectionId),
    opened ? `item:${item?.id ?? `new:${props.sectionId ?? ''}`}` : null,
    validateItem,
  );
  const { values, errors, setField, patch } = form;
  const pageSlug = slugOf(values.url);
  const pages = usePageOptions(opened && values.linkType === 'page', pageSlug);
  const [create] = useMutation(CreateFooterItemMutation, {
    update: (cache, { data }) => {
      const created = data?.createFooterItem;
      if (created) {
        cache.updateQuery({ query: AdminFooterSectionsQuery }, (list) =>
          list
            ? {
                adminFooterSections: list.adminFooterSections.map((s) =>
                  s.id === created.sectionId ? { ...s, items: [...s.items, created] } : s,
                ),
              }
            : list,
        );
      }
      evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS);
    },
  });
  const [update] = useMutation(UpdateFooterItemMutation, {
    update: (cache) => evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS),
  });

  const chooseLinkType = (linkType: LinkType) =>
    patch((current) => ({
      linkType,
      // A manual address is not a page: the page choice starts empty.
      url: linkType === 'page' && !slugOf(current.url) ? '' : current.url,
    }));

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    const fields: FooterItemInput = {
      label: values.label.trim(),
      url: values.url.trim(),
      displayOrder: wholeNumber(values.displayOrder),
      isVisible: values.isVisible,
      openInNewTab: values.openInNewTab,
    };
    return {
      change: () =>
        item
          ? update({ variables: { id: item.id, input: fields } })
          : create({ variables: { input: { sectionId: Number(values.sectionId), ...fields } } }),
      ...adminSaveTexts(Boolean(item), 'Item', fields.label),
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit Item' : 'Create Item'}
      submitLabel={item ? 'Save' : 'Create'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <Select
        label="Section"
        required
        data={sections.map((s) => ({ value: String(s.id), label: s.title }))}
        value={values.sectionId || null}
        onChange={(value) => setField('sectionId', value ?? '')}
        disabled={Boolean(item)}
        description={item ? 'An item stays in its section' : undefined}
        error={errors.sectionId}
        allowDeselect={false}
      />
      <TextInput
        label="Label"
        required
        maxLength={100}
        value={values.label}
        onChange={(e) => setField('label', e.currentTarget.value)}
        error={errors.label}
        data-autofocus
      />
      <Input.Wrapper label="Link type">
        <SegmentedControl
          fullWidth
          data={[
            { value: 'manual', label: 'Manual URL' },
            { value: 'page', label: 'Content page' },
          ]}
          value={values.linkType}
          onChange={(value) => chooseLinkType(value as LinkType)}
        />
      </Input.Wrapper>
      {values.linkType === 'page' && (
        <Select
          label="Content page"
          placeholder={pages.loading ? 'Loading pages…' : 'Choose a page'}
          data={pages.options}
          value={pageSlug || null}
          onChange={(slug) => setField('url', slug ? `${PAGE_PATH_PREFIX}${slug}` : '')}
          searchable
          nothingFoundMessage="No pages"
          error={errors.url}
        />
      )}
      <TextInput
        label="URL"
        required
        maxLength={2000}
        description={
          values.linkType === 'page'
            ? 'Set from the chosen page'
            : 'An app path (/pricing), or an http(s) or mailto: address'
        }
        readOnly={values.linkType === 'page'}
        value={values.url}
        onChange={(e) => setField('url', e.currentTarget.value)}
        error={values.linkType === 'manual' ? errors.url : undefined}
      />
      <NumberInput
        label="Display order"
        description="Lower shows first"
        allowDecimal={false}
        min={-10000}
        max={10000}
        clampBehavior="strict"
        value={values.displayOrder}
        onChange={(value) => setField('displayOrder', value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Switch
          label="Visible"
          checked={values.isVisible}
          onChange={(e) => setField('isVisible', e.currentTarget.checked)}
        />
        <Switch
          label="Open in new tab"
          checked={values.openInNewTab}
          onChange={(e) => setField('openInNewTab', e.currentTarget.checked)}
        />
      </SimpleGrid>
    </AdminFormDialog>
  );
}
