import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  loadChecker,
  MIN_PASSWORD_SCORE,
  ownWordsProblem,
  STRENGTH_LABELS,
  userInputsOf,
} from './password-strength';

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * The strength of a new password as it is typed (zxcvbn, loaded on first use): a bar, a label, and
 * what the server would refuse it for. Nothing shows for an empty password.
 */
export function PasswordStrength({ password, email }: { password: string; email?: string | null }) {
  const [result, setResult] = useState<{ score: number } | null>(null);
  useEffect(() => {
    if (!password) {
      setResult(null);
      return;
    }
    let live = true;
    void loadChecker().then((check) => {
      if (live) setResult(check(password, userInputsOf(email)));
    });
    return () => {
      live = false;
    };
  }, [password, email]);

  if (!password || !result) return null;
  const own = ownWordsProblem(password, email);
  const score = own ? Math.min(result.score, 1) : result.score;
  const enough = score >= MIN_PASSWORD_SCORE && password.length >= 8;
  // zxcvbn's own feedback is only translation keys without a language pack: a hint of our own instead.
  const hint = own ?? (enough ? null : 'Add more words or characters that are hard to guess');
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={((score + 1) / 5) * 100}
        color={COLORS[score]}
        size="sm"
        aria-label={`Password strength: ${STRENGTH_LABELS[score]}`}
      />
      <Text size="xs" c={enough ? 'teal' : 'dimmed'}>
        Strength: {STRENGTH_LABELS[score]}
        {hint ? ` — ${hint}` : ''}
      </Text>
    </Stack>
  );
}
