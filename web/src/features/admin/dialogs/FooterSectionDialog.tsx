import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type {
  FooterSectionDialog_FooterSectionFragment,
  FooterSectionInput,
} from '../../../__generated__/graphql';
import { evictAfterAdminChange } from '../admin-changes';
import { adminSaveTexts, useAdminSave } from '../use-admin-save';
import { useAdminForm, wholeNumber, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminFooterSectionsQuery,
  CreateFooterSectionMutation,
  UpdateFooterSectionMutation,
} from '../footer.graphql';

/** The footer everyone reads: changed by any section or item change. */
export const FOOTER_PUBLIC_FIELDS = ['footerSections'] as const;

interface SectionValues {
  title: string;
  displayOrder: number | string;
  isVisible: boolean;
}

function valuesOf(section: FooterSectionDialog_FooterSectionFragment | null | undefined): SectionValues {
  // A new section starts visible, at order 0 (spec section 2, Admin dialogs).
  return {
    title: section?.title ?? '',
    displayOrder: section?.displayOrder ?? 0,
    isVisible: section?.isVisible ?? true,
  };
}

function validateSection(values: SectionValues): FormErrors<SectionValues> {
  return values.title.trim() ? {} : { title: 'Title is required' };
}

function inputOf(values: SectionValues): FooterSectionInput {
  return {
    title: values.title.trim(),
    displayOrder: wholeNumber(values.displayOrder),
    isVisible: values.isVisible,
  };
}

/**
 * The footer section dialog: create mode without `section`, edit mode with one (the form resets each time
 * it opens or is given another section). Title is required; lower display order comes first.
 */
export function FooterSectionDialog(props: {
  opened: boolean;
  onClose: () => void;
  section?: FooterSectionDialog_FooterSectionFragment | null;
}) {
  const { opened, onClose, section } = props;
  const form = useAdminForm(
    () => valuesOf(section),
    opened ? `section:${section?.id ?? 'new'}` : null,
    validateSection,
  );
  const { values, errors, setField } = form;
  const [create] = useMutation(CreateFooterSectionMutation, {
    update: (cache, { data }) => {
      const created = data?.createFooterSection;
      if (created) {
        cache.updateQuery({ query: AdminFooterSectionsQuery }, (list) =>
          list ? { adminFooterSections: [...list.adminFooterSections, created] } : list,
        );
      }
      evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS);
    },
  });
  const [update] = useMutation(UpdateFooterSectionMutation, {
    update: (cache, { data }) => {
      const updated = data?.updateFooterSection;
      if (updated) {
        // Replaced in the list too, whether or not the cache normalizes sections.
        cache.updateQuery({ query: AdminFooterSectionsQuery }, (list) =>
          list
            ? {
                adminFooterSections: list.adminFooterSections.map((s) =>
                  s.id === updated.id ? { ...s, ...updated } : s,
                ),
              }
            : list,
        );
      }
      evictAfterAdminChange(cache, FOOTER_PUBLIC_FIELDS);
    },
  });

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    const input = inputOf(values);
    return {
      change: () =>
        section ? update({ variables: { id: section.id, input } }) : create({ variables: { input } }),
      ...adminSaveTexts(Boolean(section), 'Section', input.title),
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={section ? 'Edit Section' : 'Create Section'}
      submitLabel={section ? 'Save' : 'Create'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="Title"
        required
        maxLength={100}
        value={values.title}
        onChange={(e) => setField('title', e.currentTarget.value)}
        error={errors.title}
        data-autofocus
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
      <Switch
        label="Visible"
        checked={values.isVisible}
        onChange={(e) => setField('isVisible', e.currentTarget.checked)}
      />
    </AdminFormDialog>
  );
}
