import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type {
  FooterSectionDialog_FooterSectionFragment,
  FooterSectionInput,
} from '../../../__generated__/graphql';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { useAdminForm, wholeNumber, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminFooterSectionsQuery,
  CreateFooterSectionMutation,
  UpdateFooterSectionMutation,
} from '../footer.documents';
import { useSingleFlight } from '../../../lib/use-single-flight';

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
  const [saving, setSaving] = useState(false);
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

  const submit = useSingleFlight(async () => {
    if (!form.check()) return;
    const input = inputOf(values);
    setSaving(true);
    const done = await runAdminChange(
      () => (section ? update({ variables: { id: section.id, input } }) : create({ variables: { input } })),
      section
        ? { title: 'Section Updated', description: `“${input.title}” has been updated.` }
        : { title: 'Section Created', description: `“${input.title}” has been created.` },
      section
        ? { title: 'Update Failed', fallback: 'Failed to update section. Please try again.' }
        : { title: 'Creation Failed', fallback: 'Failed to create section. Please try again.' },
    );
    setSaving(false);
    if (done) onClose();
  });

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
