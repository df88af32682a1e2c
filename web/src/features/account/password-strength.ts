/**
 * The strength of a password as the person types it: zxcvbn's score (0-4) with their own e-mail and
 * name counted as guessable, the same measure the server applies (identity's password-policy: a new
 * password needs 3 and must not contain the e-mail or username). zxcvbn and its dictionaries are large,
 * so they load on first use, in a chunk of their own.
 */

/** The lowest score the server accepts. */
export const MIN_PASSWORD_SCORE = 3;

export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

type Checker = (password: string, userInputs: string[]) => { score: number };

let checker: Promise<Checker> | undefined;

/** Loads zxcvbn once. */
export function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => {
        const result = zxcvbn.check(password.slice(0, 256), userInputs);
        return { score: result.score };
      };
    },
  );
  return checker;
}

/** Why the server would refuse `password` for a person with `email` (and username), or null. */
export function ownWordsProblem(password: string, email: string | null | undefined): string | null {
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase() ?? '';
  const local = address.split('@')[0] ?? '';
  if ((address && lower.includes(address)) || (local.length >= 3 && lower.includes(local))) {
    return 'Must not contain your email address';
  }
  return null;
}

/** The words of the person that a password should not be built from. */
export function userInputsOf(email: string | null | undefined): string[] {
  const address = email?.trim().toLowerCase() ?? '';
  return [address, address.split('@')[0] ?? ''].filter((s) => s.length > 0);
}
