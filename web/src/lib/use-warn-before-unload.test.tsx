import { renderHook } from '@testing-library/react';
import { leavePrompts } from '../test-utils/before-unload';
import { useWarnBeforeUnload } from './use-warn-before-unload';

describe('useWarnBeforeUnload', () => {
  it('makes the browser ask before leaving while `when` is true, and stops when it turns false', () => {
    const { rerender } = renderHook(({ when }) => useWarnBeforeUnload(when), {
      initialProps: { when: true },
    });
    expect(leavePrompts()).toBe(true);
    rerender({ when: false });
    expect(leavePrompts()).toBe(false);
    rerender({ when: true });
    expect(leavePrompts()).toBe(true);
  });

  it('never asks while `when` is false, and lets go of the page once unmounted', () => {
    const { rerender, unmount } = renderHook(({ when }) => useWarnBeforeUnload(when), {
      initialProps: { when: false },
    });
    expect(leavePrompts()).toBe(false);
    rerender({ when: true });
    unmount();
    expect(leavePrompts()).toBe(false);
  });
});
