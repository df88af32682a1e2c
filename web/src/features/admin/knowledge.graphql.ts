import { graphql } from '../../__generated__';

// The knowledge-base tab's operations (support service; admins only). Create and update answer the entry,
// merged into the cache by id.

/** What the entries table and the entry dialog show of an entry. */
export const KnowledgeEntryDialogFragment = graphql(`
  fragment KnowledgeEntryDialog_entry on KnowledgeEntry {
    id
    question
    answer
    category
    keywords
    isActive
    timesUsed
    updatedAt
  }
`);

/** Every entry, inactive ones included, by category. */
export const AdminKnowledgeEntriesQuery = graphql(`
  query AdminKnowledgeEntries {
    adminKnowledgeEntries {
      ...KnowledgeEntryDialog_entry
    }
  }
`);

/** The questions nobody could answer, most asked first. */
export const AdminUnansweredQuestionsQuery = graphql(`
  query AdminUnansweredQuestions($limit: Int) {
    adminUnansweredQuestions(limit: $limit) {
      question
      times
      lastAskedAt
    }
  }
`);

export const CreateKnowledgeEntryMutation = graphql(`
  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {
    createKnowledgeEntry(input: $input) {
      ...KnowledgeEntryDialog_entry
    }
  }
`);

export const UpdateKnowledgeEntryMutation = graphql(`
  mutation UpdateKnowledgeEntry($id: Int!, $input: KnowledgeEntryInput!) {
    updateKnowledgeEntry(id: $id, input: $input) {
      ...KnowledgeEntryDialog_entry
    }
  }
`);
