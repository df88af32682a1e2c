import type { Migration } from '@tryon/kit';

const LEDGERS = ['balance_ledger', 'payments'] as const;

/**
 * The append-only ledgers (balance_ledger, payments) allow one change: a deleted account's entries are
 * anonymised, their owner set to 0 and nothing else moved, since accounting law keeps the entries but not
 * the person. Any other update, and any delete, is still refused.
 */
export const billingAnonymisedLedger: Migration = {
  name: '20270402000100_billing_anonymised_ledger',
  async up(db) {
    for (const table of LEDGERS) {
      await db.raw(`CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'UPDATE' AND NEW."userId" = 0
             AND (to_jsonb(NEW) - 'userId') = (to_jsonb(OLD) - 'userId') THEN
            RETURN NEW;
          END IF;
          RAISE EXCEPTION '${table} is append-only';
        END $$`);
    }
  },
  async down(db) {
    for (const table of LEDGERS) {
      await db.raw(`CREATE OR REPLACE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '${table} is append-only'; END $$`);
    }
  },
};
