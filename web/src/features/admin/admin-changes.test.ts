import { ApiError } from '../../lib/errors';
import { adminFailureText } from './admin-changes';

const FALLBACK = 'Failed to create page. Please try again.';

describe('adminFailureText', () => {
  it("gives the server's reason for a refused change", () => {
    expect(adminFailureText(new ApiError(400, 'Title is required', 'VALIDATION'), FALLBACK)).toBe(
      'Title is required',
    );
    expect(
      adminFailureText(
        new ApiError(409, 'A page with the slug "about" already exists', 'CONFLICT'),
        FALLBACK,
      ),
    ).toBe('A page with the slug "about" already exists');
  });

  it('words a refusal of the admin or a missing row with the friendly text', () => {
    expect(adminFailureText(new ApiError(403, 'Admin access required', 'FORBIDDEN'), FALLBACK)).toBe(
      'This action is only available to administrators.',
    );
    expect(adminFailureText(new ApiError(404, 'Page not found', 'NOT_FOUND'), FALLBACK)).toBe(
      "We couldn't find what you're looking for.",
    );
  });

  it('falls back to the spec text for anything else', () => {
    expect(adminFailureText(new ApiError(500, 'boom', 'INTERNAL'), FALLBACK)).toBe(FALLBACK);
    expect(
      adminFailureText(
        new ApiError(400, 'Variable "$input" got invalid value', 'GRAPHQL_VALIDATION_FAILED'),
        FALLBACK,
      ),
    ).toBe(FALLBACK);
    expect(adminFailureText(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });
});
