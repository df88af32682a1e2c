import { Autocomplete, Group, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { KnowledgeEntryDialog_EntryFragment, KnowledgeEntryInput } from '../../../__generated__/graphql';
import { evictAfterAdminChange } from '../admin-changes';
import { adminSaveTexts, useAdminSave } from '../use-admin-save';
import { useAdminForm, type FormErrors } from '../admin-form';
import { AdminFormDialog } from '../AdminFormDialog';
import {
  AdminKnowledgeEntriesQuery,
  CreateKnowledgeEntryMutation,
  UpdateKnowledgeEntryMutation,
} from '../knowledge.graphql';

/** The support service's limits of an entry (services/support validation). */
export const KNOWLEDGE_LIMITS = { question: 500, answer: 4000, category: 60, keyword: 60, keywords: 40 };

interface EntryValues {
  question: string;
  answer: string;
  category: string;
  keywords: string[];
  isActive: boolean;
}

function valuesOf(entry: KnowledgeEntryDialog_EntryFragment | null | undefined, question = ''): EntryValues {
  return {
    question: entry?.question ?? question,
    answer: entry?.answer ?? '',
    category: entry?.category ?? '',
    keywords: entry ? [...entry.keywords] : [],
    // A new entry is active unless the admin says otherwise (as the server's default).
    isActive: entry?.isActive ?? true,
  };
}

/** The entry rules, with the server's messages. */
export function validateEntry(values: EntryValues): FormErrors<EntryValues> {
  const errors: FormErrors<EntryValues> = {};
  if (!values.question.trim()) errors.question = 'Question is required';
  if (!values.answer.trim()) errors.answer = 'Answer is required';
  if (!values.category.trim()) errors.category = 'Category is required';
  return errors;
}

function inputOf(values: EntryValues): KnowledgeEntryInput {
  return {
    question: values.question.trim(),
    answer: values.answer.trim(),
    category: values.category.trim().toLowerCase(),
    keywords: values.keywords.map((k) => k.trim().toLowerCase()).filter(Boolean),
    isActive: values.isActive,
  };
}

/**
 * The knowledge-base entry dialog: create mode without `entry` (the question may come filled in from an
 * unanswered question, `question`), edit mode with one; the form resets each time it opens or is given
 * another entry. Question, answer and category are required; keywords help the assistant find it.
 */
export function KnowledgeEntryDialog(props: {
  opened: boolean;
  onClose: () => void;
  entry?: KnowledgeEntryDialog_EntryFragment | null;
  /** The question a new entry starts with. */
  question?: string;
  /** The categories in use, offered as suggestions. */
  categories: string[];
}) {
  const { opened, onClose, entry, question, categories } = props;
  const form = useAdminForm(
    () => valuesOf(entry, question),
    opened ? `entry:${entry?.id ?? 'new'}:${question ?? ''}` : null,
    validateEntry,
  );
  const { values, errors, setField } = form;
  const [create] = useMutation(CreateKnowledgeEntryMutation, {
    update: (cache, { data }) => {
      const created = data?.createKnowledgeEntry;
      if (created) {
        cache.updateQuery({ query: AdminKnowledgeEntriesQuery }, (list) =>
          list ? { adminKnowledgeEntries: [...list.adminKnowledgeEntries, created] } : list,
        );
      }
      evictAfterAdminChange(cache);
    },
  });
  const [update] = useMutation(UpdateKnowledgeEntryMutation, {
    update: (cache) => evictAfterAdminChange(cache),
  });

  const { saving, submit } = useAdminSave(() => {
    if (!form.check()) return null;
    const input = inputOf(values);
    return {
      change: () =>
        entry ? update({ variables: { id: entry.id, input } }) : create({ variables: { input } }),
      ...adminSaveTexts(
        Boolean(entry),
        'Entry',
        input.question,
        `“${input.question}” has been added to the knowledge base.`,
      ),
    };
  }, onClose);

  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={entry ? 'Edit Entry' : 'Create Entry'}
      submitLabel={entry ? 'Save' : 'Create'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="Question"
        required
        maxLength={KNOWLEDGE_LIMITS.question}
        value={values.question}
        onChange={(e) => setField('question', e.currentTarget.value)}
        error={errors.question}
        data-autofocus
      />
      <Textarea
        label="Answer"
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={KNOWLEDGE_LIMITS.answer}
        value={values.answer}
        onChange={(e) => setField('answer', e.currentTarget.value)}
        error={errors.answer}
      />
      <Autocomplete
        label="Category"
        required
        description="One word, e.g. sessions, billing or account"
        maxLength={KNOWLEDGE_LIMITS.category}
        data={categories}
        value={values.category}
        onChange={(value) => setField('category', value)}
        error={errors.category}
      />
      <TagsInput
        label="Keywords"
        description="Words people use when they ask this; press Enter or a comma after each"
        maxTags={KNOWLEDGE_LIMITS.keywords}
        maxLength={KNOWLEDGE_LIMITS.keyword}
        splitChars={[',']}
        clearable
        value={values.keywords}
        onChange={(value) => setField('keywords', value)}
      />
      <Group>
        <Switch
          label="Active"
          checked={values.isActive}
          onChange={(e) => setField('isActive', e.currentTarget.checked)}
        />
      </Group>
    </AdminFormDialog>
  );
}
