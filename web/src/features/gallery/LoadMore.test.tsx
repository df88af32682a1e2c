import { jest } from '@jest/globals';
import { act, renderWithProviders, screen } from '../../test-utils/render';
import { LoadMore } from './LoadMore';

/** A stand-in IntersectionObserver whose entries the test decides. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

describe('LoadMore', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads the next page when its end comes into view, once, and watches again after the page', () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWithProviders(
      <LoadMore label="Load more items" loading={false} onLoadMore={onLoadMore} />,
    );
    const first = FakeObserver.all.at(-1)!;
    act(() => first.fire(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => first.fire(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(first.disconnected).toBe(true);

    rerender(<LoadMore label="Load more items" loading onLoadMore={onLoadMore} />);
    expect(FakeObserver.all).toHaveLength(1);
    rerender(<LoadMore label="Load more items" loading={false} onLoadMore={onLoadMore} />);
    const second = FakeObserver.all.at(-1)!;
    expect(second).not.toBe(first);
    act(() => second.fire(true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('offers a button that does the same (keyboards, screen readers, no observer)', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const onLoadMore = jest.fn();
    const { events } = renderWithProviders(
      <LoadMore label="Load more person images" loading={false} onLoadMore={onLoadMore} />,
    );
    await events.click(screen.getByRole('button', { name: 'Load more person images' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
