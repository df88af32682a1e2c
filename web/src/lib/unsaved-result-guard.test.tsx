import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { leavePrompts } from '../test-utils/before-unload';
import { renderWithProviders, screen, waitFor, within } from '../test-utils/render';
import { leaveScreen } from './leave-confirmation';
import { UnsavedResultGuard } from './unsaved-result-guard';

const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

/**
 * A screen with a result that is unsaved while `unsaved` is true, its ways out (a link to another screen, one
 * to the same screen with another search, the browser's back button), and a sign-out through `leaveScreen`
 * as the header's: it signs out (when `signOutFails` is not set) and goes to the landing page.
 */
function Screen({ unsaved, signOutFails = false }: { unsaved: boolean; signOutFails?: boolean }) {
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);
  return (
    <>
      <Link to="/gemini-generate">AI Models</Link>
      <Link to="/gallery">My Gallery</Link>
      <Link to="/gemini-virtual-tryon?view=compare#result">Compare</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button
        type="button"
        onClick={() =>
          void leaveScreen(async () => {
            if (signOutFails) return;
            setSignedOut(true);
            await navigate('/');
          })
        }
      >
        Sign Out
      </button>
      {signedOut ? <p>Signed out</p> : null}
      <UnsavedResultGuard when={unsaved} />
    </>
  );
}

function renderScreen(unsaved: boolean) {
  return renderWithProviders(<Screen unsaved={unsaved} />, { route: '/gemini-virtual-tryon' });
}

describe('UnsavedResultGuard', () => {
  it('holds a link to another screen and asks, the location unchanged; Stay (focused first) keeps the screen', async () => {
    const { events } = renderScreen(true);
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(asked).getByText(
        'Your result is not saved to your gallery yet. If you leave now, it will not be kept.',
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/gemini-virtual-tryon');
    const stay = within(asked).getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    // Both answers are reachable from the keyboard.
    await events.tab();
    expect(within(asked).getByRole('button', { name: 'Leave' })).toHaveFocus();

    await events.click(stay);
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(location()).toBe('/gemini-virtual-tryon');
    // Held again on the next try: Stay let go of that navigation only.
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('Leave goes on to the screen asked for', async () => {
    const { events } = renderScreen(true);
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await events.click(within(asked).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/gallery'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Esc answers Stay', async () => {
    const { events } = renderScreen(true);
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(location()).toBe('/gemini-virtual-tryon');
  });

  it('holds the browser back button too', async () => {
    const { events, rerender } = renderScreen(false);
    await events.click(screen.getByRole('link', { name: 'AI Models' }));
    await waitFor(() => expect(location()).toBe('/gemini-generate'));
    rerender(<Screen unsaved />);

    await events.click(screen.getByRole('button', { name: 'Back' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(location()).toBe('/gemini-generate');
    await events.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(location()).toBe('/gemini-generate');

    await events.click(screen.getByRole('button', { name: 'Back' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(location()).toBe('/gemini-virtual-tryon'));
  });

  it('lets a change of only the search or hash through: the same screen', async () => {
    const { events } = renderScreen(true);
    await events.click(screen.getByRole('link', { name: 'Compare' }));
    await waitFor(() => expect(location()).toBe('/gemini-virtual-tryon?view=compare'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('holds nothing once the result is saved', async () => {
    const { events, rerender } = renderScreen(true);
    rerender(<Screen unsaved={false} />);
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    await waitFor(() => expect(location()).toBe('/gallery'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('asks before signing out: Stay runs nothing; Leave signs out, the move that follows not held', async () => {
    const { events } = renderScreen(true);
    await events.click(screen.getByRole('button', { name: 'Sign Out' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Stay',
      }),
    );
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();
    expect(location()).toBe('/gemini-virtual-tryon');

    await events.click(screen.getByRole('button', { name: 'Sign Out' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    // The screen (still here in this test) does not hold the move to the landing page.
    await waitFor(() => expect(location()).toBe('/'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('guards the result again when the sign-out agreed to fails', async () => {
    const { events } = renderWithProviders(<Screen unsaved signOutFails />, {
      route: '/gemini-virtual-tryon',
    });
    await events.click(screen.getByRole('button', { name: 'Sign Out' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await events.click(screen.getByRole('link', { name: 'My Gallery' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(location()).toBe('/gemini-virtual-tryon');
  });

  it('signs out at once, without asking, once the result is saved', async () => {
    const { events } = renderScreen(false);
    await events.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('makes the browser ask before a reload or tab close while unsaved, and stops once saved or gone', () => {
    const { rerender, unmount } = renderScreen(true);
    expect(leavePrompts()).toBe(true);
    rerender(<Screen unsaved={false} />);
    expect(leavePrompts()).toBe(false);
    rerender(<Screen unsaved />);
    expect(leavePrompts()).toBe(true);
    unmount();
    expect(leavePrompts()).toBe(false);
  });
});
