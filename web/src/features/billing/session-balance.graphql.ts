import { graphql } from '../../__generated__';

export const SessionBalanceQuery = graphql(`
  query SessionBalance {
    me {
      id
      sessionBalance {
        subscriptionSessions
        topUpSessions
        balance
      }
    }
  }
`);

export const SessionBalanceChangedSubscription = graphql(`
  subscription SessionBalanceChanged {
    sessionBalanceChanged {
      id
      sessionBalance {
        subscriptionSessions
        topUpSessions
        balance
      }
    }
  }
`);
