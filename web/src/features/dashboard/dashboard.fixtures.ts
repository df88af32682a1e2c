import type {
  AiPerson_SavedGeminiPersonFragment,
  ImageCategory,
  SavedModels_UserImageFragment,
} from '../../__generated__/graphql';
import { gqlCalls, gqlData, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import type { UsageAnalytics } from '../billing/billing.api';

/** Test helpers for the dashboard screen. Used by the tests only. */

type SavedImageAnswer = SavedModels_UserImageFragment & { __typename: 'SavedUserImage' };
type SavedAiPersonAnswer = AiPerson_SavedGeminiPersonFragment & { __typename: 'SavedGeminiPerson' };

/** A saved uploaded image as the graph answers it (kind person unless given). */
export function savedImage(id: number, name: string, kind: ImageCategory = 'person'): SavedImageAnswer {
  return {
    __typename: 'SavedUserImage',
    id,
    name,
    imageUrl: `/uploads/1/img${id}.jpg`,
    thumbnailUrl: `/uploads/1/img${id}.jpg?size=thumb`,
    kind,
  };
}

/** A saved AI person as the graph answers it. */
export function savedAiPerson(
  id: number,
  name: string,
  overrides: Partial<AiPerson_SavedGeminiPersonFragment> = {},
): SavedAiPersonAnswer {
  return {
    __typename: 'SavedGeminiPerson',
    id,
    name,
    imageUrl: `/uploads/results/1/ai${id}.png`,
    person: {
      __typename: 'PersonAttributes',
      gender: 'female',
      age: 'young',
      ethnicity: null,
      build: null,
      hairColor: null,
      hairStyle: null,
      clothing: null,
      pose: 'standing_front',
    },
    ...overrides,
  } as SavedAiPersonAnswer;
}

export interface DashboardAnswer {
  analytics?: UsageAnalytics;
  images?: SavedImageAnswer[];
  aiPeople?: SavedAiPersonAnswer[];
}

/** The `Dashboard` query's answer for user 1. */
export function dashboardAnswer({ analytics, images = [], aiPeople = [] }: DashboardAnswer = {}): MockAnswer {
  return gqlData({
    me: {
      __typename: 'User',
      id: 1,
      usageAnalytics: {
        __typename: 'UsageAnalytics',
        currentBalance: 2,
        isFirstTimeUser: false,
        hasUsedSessions: false,
        avgSessionsPerWeek: 0,
        totalSessions: 0,
        ...analytics,
      },
      savedUserImages: images,
      savedGeminiPeople: aiPeople,
    },
  });
}

/** A fake backend for user 1's dashboard: no saved people, and these usage analytics. */
export function mockDashboard(analytics: UsageAnalytics) {
  return mockFetch({ 'GQL Dashboard': dashboardAnswer({ analytics }) });
}

/** How many times the dashboard asked for the usage analytics (its one query). */
export const analyticsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  gqlCalls(fetchMock, 'Dashboard').length;
