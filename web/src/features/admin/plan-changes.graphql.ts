import { graphql } from '../../__generated__';

/** Switches of plan and cycle, newest first (the Revenue tab's list). */
export const AdminPlanChangesQuery = graphql(`
  query AdminPlanChanges($limit: Int, $offset: Int) {
    adminPlanChanges(limit: $limit, offset: $offset) {
      total
      rows {
        id
        user {
          id
          username
        }
        kind
        state
        fromPlan {
          id
          displayName
        }
        toPlan {
          id
          displayName
        }
        fromCycle
        toCycle
        effectiveAt
        amountInCents
        sessionsGranted
        createdAt
      }
    }
  }
`);

/** Undoes a subscriber's change waiting for the period's end (recorded in the admin activity). */
export const AdminUndoPlanChangeMutation = graphql(`
  mutation AdminUndoPlanChange($userId: Int!) {
    adminUndoPlanChange(userId: $userId) {
      subscription {
        planId
      }
    }
  }
`);
