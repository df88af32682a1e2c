import { graphql } from '../../__generated__';

// The Settings tab's "Providers" section: what each AI and payment provider is set up with, which model
// the Gemini calls use (and pinning one), and a live test of each provider's credentials. Admin only.
// Each service is asked on its own, so one service being down leaves the other cards working.

/** ai-jobs: the image providers (Gemini and FASHN), as the service last checked them. */
export const AdminAiProviderStatusesQuery = graphql(`
  query AdminAiProviderStatuses {
    aiProviderStatuses {
      provider
      configured
      model
      modelSource
      candidates
      available
      pinnedModel
      checkedAt
      problem
      lastError
      lastErrorAt
    }
  }
`);

/** support: the support chat's Gemini model. */
export const AdminChatModelStatusQuery = graphql(`
  query AdminChatModelStatus {
    chatModelStatus {
      configured
      model
      modelSource
      candidates
      available
      pinnedModel
      checkedAt
      problem
      lastError
      lastErrorAt
    }
  }
`);

/** Pins the Gemini image model (null: the first available candidate, chosen automatically). */
export const PinGeminiModelMutation = graphql(`
  mutation PinGeminiModel($model: String) {
    pinGeminiModel(model: $model) {
      provider
      configured
      model
      modelSource
      pinnedModel
      checkedAt
    }
  }
`);

/** Pins the support chat's Gemini model (null: chosen automatically). */
export const PinChatModelMutation = graphql(`
  mutation PinChatModel($model: String) {
    pinChatModel(model: $model) {
      configured
      model
      modelSource
      pinnedModel
      checkedAt
    }
  }
`);

/** Tests an image provider's credentials with a cheap authenticated call. */
export const TestAiProviderConnectionMutation = graphql(`
  mutation TestAiProviderConnection($provider: AiProviderName!) {
    testAiProviderConnection(provider: $provider) {
      ok
      message
      checkedAt
    }
  }
`);

/** Tests the payment provider's (Stripe's) credentials. */
export const TestPaymentConnectionMutation = graphql(`
  mutation TestPaymentConnection {
    testPaymentConnection {
      ok
      message
      checkedAt
    }
  }
`);
