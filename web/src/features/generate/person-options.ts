import type {
  AgeGroup,
  Background,
  Build,
  ClothingStyle,
  Ethnicity,
  Gender,
  HairColor,
  HairStyle,
  Pose,
} from '../../__generated__/graphql';
import type { PersonAttributeKey, PersonAttributes } from '../ai-jobs/ai-jobs';

/**
 * The generate form's attribute options and defaults (spec sections 3 and 5). Each attribute's options are
 * its GraphQL enum's values (typed by codegen) with their labels, in display order; a value added to an
 * enum fails the type check here until it has a label.
 */

export interface Option {
  value: string;
  label: string;
}

export type AttributeKey = PersonAttributeKey;

export interface AttributeField {
  key: AttributeKey;
  label: string;
  options: Option[];
}

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female' };

const AGE_LABELS: Record<AgeGroup, string> = {
  young: 'Young (18-30)',
  middle_aged: 'Middle-aged (30-50)',
  older: 'Older (50+)',
};

const ETHNICITY_LABELS: Record<Ethnicity, string> = {
  caucasian: 'Caucasian',
  asian: 'Asian',
  african: 'African',
  hispanic: 'Hispanic',
  mixed: 'Mixed',
};

const BUILD_LABELS: Record<Build, string> = {
  slim: 'Slim',
  average: 'Average',
  athletic: 'Athletic',
  plus_size: 'Plus Size',
};

const HAIR_COLOR_LABELS: Record<HairColor, string> = {
  blonde: 'Blonde',
  brown: 'Brown',
  black: 'Black',
  red: 'Red',
  gray: 'Gray',
};

const HAIR_STYLE_LABELS: Record<HairStyle, string> = {
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
  curly: 'Curly',
  straight: 'Straight',
};

const CLOTHING_LABELS: Record<ClothingStyle, string> = {
  casual: 'Casual',
  business: 'Business',
  formal: 'Formal',
  athletic: 'Athletic',
};

const POSE_LABELS: Record<Pose, string> = {
  standing_front: 'Standing Front',
  standing_side: 'Standing Side',
  sitting: 'Sitting',
  casual_pose: 'Casual Pose',
};

const BACKGROUND_LABELS: Record<Background, string> = {
  white: 'White',
  gray: 'Light Gray',
  blue: 'Blue',
  green: 'Green',
  beige: 'Beige',
  studio: 'Studio',
  neutral: 'Neutral',
};

/** A select's options from an enum's labels, in their order. */
function optionsOf(labels: Record<string, string>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** Every field of the Attributes tab, in the spec's order, with its label and options. */
export const ATTRIBUTE_FIELDS: AttributeField[] = [
  { key: 'gender', label: 'Gender', options: optionsOf(GENDER_LABELS) },
  { key: 'age', label: 'Age Group', options: optionsOf(AGE_LABELS) },
  { key: 'ethnicity', label: 'Ethnicity', options: optionsOf(ETHNICITY_LABELS) },
  { key: 'build', label: 'Build', options: optionsOf(BUILD_LABELS) },
  { key: 'hairColor', label: 'Hair Color', options: optionsOf(HAIR_COLOR_LABELS) },
  { key: 'hairStyle', label: 'Hair Style', options: optionsOf(HAIR_STYLE_LABELS) },
  { key: 'clothing', label: 'Clothing Style', options: optionsOf(CLOTHING_LABELS) },
  { key: 'pose', label: 'Pose', options: optionsOf(POSE_LABELS) },
  { key: 'background', label: 'Background Color', options: optionsOf(BACKGROUND_LABELS) },
];

/** The form's values: every attribute, the background optional (null: none). */
export type AttributeValues = Omit<PersonAttributes, 'background'> & { background: Background | null };

/** The spec's defaults: female, young, caucasian, average, brown, medium, casual, standing-front, white. */
export const DEFAULT_ATTRIBUTES: AttributeValues = {
  gender: 'female',
  age: 'young',
  ethnicity: 'caucasian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'medium',
  clothing: 'casual',
  pose: 'standing_front',
  background: 'white',
};
