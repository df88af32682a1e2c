import { graphql } from '../../__generated__';

/** A saved uploaded person image as its card shows and hands it to the try-on screen. */
export const SavedModelsUserImageFragment = graphql(`
  fragment SavedModels_userImage on SavedUserImage {
    id
    name
    imageUrl
    thumbnailUrl
    kind
  }
`);

/** What "My Saved Models" needs of the signed-in User; the dashboard's query spreads it. */
export const SavedModelsUserFragment = graphql(`
  fragment SavedModels_user on User {
    id
    savedUserImages(kind: person) {
      id
      ...SavedModels_userImage
    }
    savedGeminiPeople {
      id
      # A saved person as every screen reads it (features/ai-jobs/use-saved-people.ts).
      ...AiPerson_savedGeminiPerson
    }
  }
`);

/**
 * Everything the dashboard asks the server for, in one request: the usage analytics (welcome banner,
 * upgrade modal) and the saved people of My Saved Models. Its own small module, so that the first load can
 * ask for it ({@link prefetchDashboard}) without the dashboard's screen.
 */
export const DashboardQuery = graphql(`
  query Dashboard {
    me {
      id
      usageAnalytics {
        currentBalance
        isFirstTimeUser
        hasUsedSessions
        avgSessionsPerWeek
        totalSessions
      }
      ...SavedModels_user
    }
  }
`);
