import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query-string names the admin screen keeps its state in (tab, page, search and filters). */
export type AdminParam =
  | 'tab'
  | 'page'
  | 'q'
  | 'status'
  | 'type'
  | 'adminId'
  | 'action'
  /** The conversation whose drawer is open (Chatbot tab; a hand-over mail links to it). */
  | 'conversation';

/**
 * The admin screen's state in the URL, so that a reload, a shared link, back and forward show the same
 * tab, page, search and filters. Changing a filter or the tab starts again at page 1.
 */
export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: AdminParam) => params.get(name) ?? '', [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = useCallback(
    (changes: Partial<Record<AdminParam, string | number | null>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === undefined) next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        if ('tab' in changes)
          for (const name of ['q', 'status', 'type', 'adminId', 'action', 'conversation']) next.delete(name);
        if (next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return { get, page, set };
}
