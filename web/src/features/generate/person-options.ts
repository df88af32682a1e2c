import type { PersonAttributes } from '../ai-jobs/ai-jobs';

/** The generate form's attribute options and defaults (spec sections 3 and 5). */

export interface Option {
  value: string;
  label: string;
}

export type AttributeKey = keyof PersonAttributes | 'background';

export interface AttributeField {
  key: AttributeKey;
  label: string;
  options: Option[];
}

/** Every field of the Attributes tab, in the spec's order, with its label and options. */
export const ATTRIBUTE_FIELDS: AttributeField[] = [
  {
    key: 'gender',
    label: 'Gender',
    options: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
  },
  {
    key: 'age',
    label: 'Age Group',
    options: [
      { value: 'young', label: 'Young (18-30)' },
      { value: 'middle-aged', label: 'Middle-aged (30-50)' },
      { value: 'older', label: 'Older (50+)' },
    ],
  },
  {
    key: 'ethnicity',
    label: 'Ethnicity',
    options: [
      { value: 'caucasian', label: 'Caucasian' },
      { value: 'asian', label: 'Asian' },
      { value: 'african', label: 'African' },
      { value: 'hispanic', label: 'Hispanic' },
      { value: 'mixed', label: 'Mixed' },
    ],
  },
  {
    key: 'build',
    label: 'Build',
    options: [
      { value: 'slim', label: 'Slim' },
      { value: 'average', label: 'Average' },
      { value: 'athletic', label: 'Athletic' },
      { value: 'plus-size', label: 'Plus Size' },
    ],
  },
  {
    key: 'hairColor',
    label: 'Hair Color',
    options: [
      { value: 'blonde', label: 'Blonde' },
      { value: 'brown', label: 'Brown' },
      { value: 'black', label: 'Black' },
      { value: 'red', label: 'Red' },
      { value: 'gray', label: 'Gray' },
    ],
  },
  {
    key: 'hairStyle',
    label: 'Hair Style',
    options: [
      { value: 'short', label: 'Short' },
      { value: 'medium', label: 'Medium' },
      { value: 'long', label: 'Long' },
      { value: 'curly', label: 'Curly' },
      { value: 'straight', label: 'Straight' },
    ],
  },
  {
    key: 'clothing',
    label: 'Clothing Style',
    options: [
      { value: 'casual', label: 'Casual' },
      { value: 'business', label: 'Business' },
      { value: 'formal', label: 'Formal' },
      { value: 'athletic', label: 'Athletic' },
    ],
  },
  {
    key: 'pose',
    label: 'Pose',
    options: [
      { value: 'standing-front', label: 'Standing Front' },
      { value: 'standing-side', label: 'Standing Side' },
      { value: 'sitting', label: 'Sitting' },
      { value: 'casual-pose', label: 'Casual Pose' },
    ],
  },
  {
    key: 'background',
    label: 'Background Color',
    options: [
      { value: 'white', label: 'White' },
      { value: 'gray', label: 'Light Gray' },
      { value: 'blue', label: 'Blue' },
      { value: 'green', label: 'Green' },
      { value: 'beige', label: 'Beige' },
      { value: 'studio', label: 'Studio' },
      { value: 'neutral', label: 'Neutral' },
    ],
  },
];

export type AttributeValues = PersonAttributes & { background: string | null };

/** The spec's defaults: female, young, caucasian, average, brown, medium, casual, standing-front, white. */
export const DEFAULT_ATTRIBUTES: AttributeValues = {
  gender: 'female',
  age: 'young',
  ethnicity: 'caucasian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'medium',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'white',
};
