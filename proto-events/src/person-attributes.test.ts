import { knownPersonAttributes } from './enums.js';

describe('knownPersonAttributes (the graph PersonAttributes)', () => {
  it('keeps each attribute that is a value of its set, in the stored form', () => {
    expect(
      knownPersonAttributes({
        gender: 'male',
        age: 'middle-aged',
        ethnicity: 'asian',
        build: 'plus-size',
        hairColor: 'gray',
        hairStyle: 'curly',
        clothing: 'formal',
        pose: 'standing-side',
        background: 'studio',
      }),
    ).toEqual({
      gender: 'male',
      age: 'middle-aged',
      ethnicity: 'asian',
      build: 'plus-size',
      hairColor: 'gray',
      hairStyle: 'curly',
      clothing: 'formal',
      pose: 'standing-side',
      background: 'studio',
    });
  });

  it('answers null for a missing attribute or one outside its set (a saved person keeps free text)', () => {
    expect(knownPersonAttributes({ gender: 'robot', age: null, pose: 'sitting' })).toEqual({
      gender: null,
      age: null,
      ethnicity: null,
      build: null,
      hairColor: null,
      hairStyle: null,
      clothing: null,
      pose: 'sitting',
      background: null,
    });
  });
});
