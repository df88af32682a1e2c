import { renderWithProviders, screen, within } from '../../test-utils/render';
import { ResultHistory, versionLabel } from './ResultHistory';
import { ResultViewer } from './ResultViewer';

const RESULT = '/uploads/results/1/after.png';
const PERSON = '/uploads/1/person.jpg';

describe('ResultViewer', () => {
  it('shows the result, and the before/after slider against the person photo on demand', async () => {
    const { events } = renderWithProviders(<ResultViewer src={RESULT} offline beforeUrl={PERSON} />);
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);
    expect(screen.getByText('Offline preview')).toBeInTheDocument();
    expect(screen.queryByTestId('result-compare')).not.toBeInTheDocument();

    await events.click(screen.getByRole('radio', { name: 'Before / After' }));
    const compare = screen.getByTestId('result-compare');
    expect(within(compare).getByRole('img', { name: 'Before: the person photo' })).toHaveAttribute(
      'src',
      PERSON,
    );
    expect(within(compare).getByRole('img', { name: 'After: the try-on result' })).toHaveAttribute(
      'src',
      RESULT,
    );
    // The slider's handle is a keyboard-operable slider.
    expect(within(compare).getByRole('slider')).toBeInTheDocument();

    await events.click(screen.getByRole('radio', { name: 'Result' }));
    expect(screen.getByRole('img', { name: 'Try-on result' })).toBeInTheDocument();
  });

  it('has no slider without a person photo to compare with', () => {
    renderWithProviders(<ResultViewer src={RESULT} offline={false} />);
    expect(screen.queryByRole('radio', { name: 'Before / After' })).not.toBeInTheDocument();
    expect(screen.queryByText('Offline preview')).not.toBeInTheDocument();
  });

  it('opens a zoom view with zoom in, zoom out and reset', async () => {
    const { events } = renderWithProviders(<ResultViewer src={RESULT} offline={false} beforeUrl={PERSON} />);
    await events.click(screen.getByRole('button', { name: 'Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try-on result' });
    expect(within(dialog).getByRole('img', { name: 'Try-on result, zoomable' })).toHaveAttribute(
      'src',
      RESULT,
    );
    for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    await events.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
  });
});

describe('ResultHistory', () => {
  const versions = [
    { url: '/uploads/results/1/a.png', offline: true, instruction: null },
    { url: '/uploads/results/1/b.png', offline: true, instruction: 'make it blue' },
    { url: '/uploads/results/1/c.png', offline: true, instruction: 'make the background gray' },
  ];

  it('names the original and each edit by its instruction', () => {
    expect(versions.map((v, i) => versionLabel(v, i))).toEqual([
      'Original',
      'Edit 1: make it blue',
      'Edit 2: make the background gray',
    ]);
  });

  it('marks the shown version and goes back to the one picked', async () => {
    const picked: number[] = [];
    const { events } = renderWithProviders(
      <ResultHistory versions={versions} shownIndex={2} onShow={(i) => picked.push(i)} />,
    );
    const strip = screen.getByRole('group', { name: 'Result history' });
    expect(within(strip).getByRole('button', { name: 'Edit 2: make the background gray' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.click(within(strip).getByRole('button', { name: 'Original' }));
    expect(picked).toEqual([0]);
  });

  it('is not shown with nothing to go back to, and cannot be used while a refinement runs', async () => {
    const { rerender } = renderWithProviders(
      <ResultHistory versions={versions.slice(0, 1)} shownIndex={0} onShow={() => {}} />,
    );
    expect(screen.queryByRole('group', { name: 'Result history' })).not.toBeInTheDocument();
    rerender(<ResultHistory versions={versions} shownIndex={1} onShow={() => {}} disabled />);
    expect(screen.getByRole('button', { name: 'Original' })).toBeDisabled();
  });
});
