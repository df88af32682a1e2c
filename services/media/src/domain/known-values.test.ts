import { knownPersonAttributes } from '@tryon/proto-events';
import { knownTryOnCategory } from './known-values.js';

describe('the enum fields of saved items', () => {
  it('shows a saved person attribute only when it is one of its set', () => {
    expect(
      knownPersonAttributes({ gender: 'male', age: 'middle-aged', pose: 'casual-pose', build: 'giant' }),
    ).toEqual({
      gender: 'male',
      age: 'middle-aged',
      ethnicity: null,
      build: null,
      hairColor: null,
      hairStyle: null,
      clothing: null,
      pose: 'casual-pose',
      background: null,
    });
  });

  it('shows a saved try-on category only when it is one of the categories', () => {
    expect(knownTryOnCategory('full-body')).toBe('full-body');
    expect(knownTryOnCategory('Summer')).toBeNull();
    expect(knownTryOnCategory(null)).toBeNull();
  });
});
