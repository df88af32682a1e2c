import type { Knex } from 'knex';

export interface KnowledgeRow {
  id: number;
  question: string;
  answer: string;
  category: string;
  keywords: string[];
  isActive: boolean;
  createdBy: number | null;
  timesUsed: number;
  createdAt: Date;
  updatedAt: Date;
}

export type KnowledgeFields = Pick<
  KnowledgeRow,
  'question' | 'answer' | 'category' | 'keywords' | 'isActive'
>;

/** An active entry that shares at least one word with a question, with what its score is made of. */
export interface Candidate {
  entry: KnowledgeRow;
  /** ts_rank of the weighted vector (question and keywords A, answer C) against the question's words. */
  rank: number;
  /** The stemmed words of the entry's question and keywords. */
  questionLexemes: string[];
  /** The stemmed words of the whole entry. */
  allLexemes: string[];
}

/** A question nobody could answer, with how often it was asked. */
export interface UnansweredRow {
  question: string;
  times: number;
  bestScore: number;
  lastAskedAt: Date;
}

type Q = Knex | Knex.Transaction;

const COLUMNS = [
  'id',
  'question',
  'answer',
  'category',
  'keywords',
  'isActive',
  'createdBy',
  'timesUsed',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Rebuilds kb_vocabulary: every word of three letters or more that the active knowledge base uses (the
 * words a misspelling is corrected to).
 */
export async function refreshVocabulary(db: Q): Promise<void> {
  await db.raw(`DELETE FROM kb_vocabulary`);
  await db.raw(`INSERT INTO kb_vocabulary (word)
    SELECT DISTINCT w FROM chatbot_knowledge_base kb,
      regexp_split_to_table(lower(kb.question || ' ' || kb_keywords_text(kb.keywords) || ' ' || kb.answer), '[^a-z0-9]+') AS w
    WHERE kb."isActive" AND length(w) >= 3
    ON CONFLICT DO NOTHING`);
}

/** chatbot_knowledge_base: the admin's entries and the search the assistant answers from. */
export class KnowledgeRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Each word of `words` as the knowledge base spells it: itself when the base uses it, else the most
   * similar word it uses (pg_trgm, words of 4 letters or more), else itself.
   */
  async correct(words: string[]): Promise<string[]> {
    if (words.length === 0) return [];
    const { rows } = await this.db.raw(
      `SELECT coalesce(
         (SELECT v.word FROM kb_vocabulary v WHERE v.word = w.word),
         (SELECT v.word FROM kb_vocabulary v
           WHERE length(w.word) >= 4 AND v.word % w.word
           ORDER BY similarity(v.word, w.word) DESC, v.word LIMIT 1),
         w.word) AS word
       FROM unnest(?::text[]) WITH ORDINALITY AS w(word, n) ORDER BY w.n`,
      [words],
    );
    return rows.map((r: { word: string }) => r.word);
  }

  /** The stemmed words of a text, as the search sees them (stop words dropped). */
  async lexemes(text: string): Promise<string[]> {
    const { rows } = await this.db.raw(`SELECT tsvector_to_array(to_tsvector('english', ?)) AS l`, [text]);
    return rows[0].l as string[];
  }

  /** Active entries that share a stemmed word with `lexemes`, best ts_rank first. */
  async candidates(lexemes: string[], limit = 20): Promise<Candidate[]> {
    if (lexemes.length === 0) return [];
    const { rows } = await this.db.raw(
      `WITH q AS (SELECT string_agg(quote_literal(l), ' | ')::tsquery AS query FROM unnest(?::text[]) l)
       SELECT ${COLUMNS.map((c) => `kb."${c}"`).join(', ')}, ts_rank(kb.search, q.query) AS rank,
              kb."questionLexemes", tsvector_to_array(kb.search) AS "allLexemes"
       FROM chatbot_knowledge_base kb, q
       WHERE kb."isActive" AND kb.search @@ q.query
       ORDER BY rank DESC, kb.id LIMIT ?`,
      [lexemes, limit],
    );
    return rows.map((r: KnowledgeRow & { rank: number; questionLexemes: string[]; allLexemes: string[] }) => {
      const { rank, questionLexemes, allLexemes, ...entry } = r;
      return { entry, rank, questionLexemes, allLexemes };
    });
  }

  async markUsed(id: number): Promise<void> {
    await this.db('chatbot_knowledge_base').where({ id }).increment('timesUsed', 1);
  }

  /** Counts a question nobody could answer (lower-cased, spaces collapsed). */
  async recordUnanswered(question: string, bestScore: number): Promise<void> {
    const key = question.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 500);
    if (!key) return;
    await this.db.raw(
      `INSERT INTO chatbot_unanswered (question, "bestScore") VALUES (?, ?)
       ON CONFLICT (question) DO UPDATE SET times = chatbot_unanswered.times + 1,
         "bestScore" = excluded."bestScore", "lastAskedAt" = now()`,
      [key, bestScore],
    );
  }

  async unanswered(limit: number): Promise<UnansweredRow[]> {
    return this.db('chatbot_unanswered')
      .select('question', 'times', 'bestScore', 'lastAskedAt')
      .orderBy([
        { column: 'times', order: 'desc' },
        { column: 'lastAskedAt', order: 'desc' },
      ])
      .limit(limit);
  }

  async all(): Promise<KnowledgeRow[]> {
    return this.db('chatbot_knowledge_base')
      .select(COLUMNS)
      .orderBy([{ column: 'category' }, { column: 'id' }]);
  }

  async byId(id: number, q: Q = this.db): Promise<KnowledgeRow | undefined> {
    return q('chatbot_knowledge_base').select(COLUMNS).where({ id }).first();
  }

  async insert(
    trx: Knex.Transaction,
    fields: KnowledgeFields & { createdBy: number },
  ): Promise<KnowledgeRow> {
    const [{ id }] = await trx('chatbot_knowledge_base').insert(fields).returning('id');
    await refreshVocabulary(trx);
    return (await this.byId(id, trx))!;
  }

  async update(
    trx: Knex.Transaction,
    id: number,
    patch: Partial<KnowledgeFields>,
  ): Promise<KnowledgeRow | undefined> {
    const n = await trx('chatbot_knowledge_base')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() });
    if (n === 0) return undefined;
    await refreshVocabulary(trx);
    return this.byId(id, trx);
  }
}
