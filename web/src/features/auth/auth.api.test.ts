import { mockFetch } from '../../test-utils/fetch-mock';
import { login, register } from './auth.api';

// POST /api/login and /api/register answer the user under the documented REST keys; the app keeps the
// graph's (subscriptionStatus is the graph's subscriptionState).
const restUser = {
  id: 7,
  username: 'grace@example.com',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'user',
  subscriptionStatus: 'past_due',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const graphUser = {
  id: 7,
  username: 'grace@example.com',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'user',
  subscriptionState: 'past_due',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('sign-in and sign-up answers', () => {
  it('answer the user as the graph does: subscriptionStatus becomes subscriptionState', async () => {
    mockFetch({
      'POST /api/login': { body: restUser },
      'POST /api/register': { status: 201, body: restUser },
    });
    expect(await login({ email: 'grace@example.com', password: 'correct-horse' })).toEqual(graphUser);
    expect(await register({ email: 'grace@example.com', password: 'correct-horse' })).toEqual(graphUser);
  });
});
