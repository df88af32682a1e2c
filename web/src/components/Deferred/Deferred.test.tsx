import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { Deferred } from './Deferred';

/** A page whose first commit records the text it holds. */
function Page({ firstCommit }: { firstCommit: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    firstCommit.push(ref.current?.textContent ?? '');
  }, [firstCommit]);
  return (
    <div ref={ref}>
      <p>On screen</p>
      <Deferred>
        <p>Below the fold</p>
      </Deferred>
    </div>
  );
}

describe('Deferred', () => {
  it('commits its children after what is around them, then keeps them', async () => {
    const firstCommit: string[] = [];
    const { rerender } = render(<Page firstCommit={firstCommit} />);
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(firstCommit).toEqual(['On screen']);
    rerender(<Page firstCommit={firstCommit} />);
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
