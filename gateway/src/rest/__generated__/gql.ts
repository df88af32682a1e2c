/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PersonAttributesFields on PersonAttributes {\n    gender\n    age\n    ethnicity\n    build\n    hairColor\n    hairStyle\n    clothing\n    pose\n    background\n  }\n": typeof types.PersonAttributesFieldsFragmentDoc,
    "\n  fragment GeminiSessionFields on GeminiSession {\n    id\n    userId\n    sessionType: kind\n    status: state\n    person {\n      ...PersonAttributesFields\n    }\n    prompt\n    personImageUrl\n    clothingImageUrl\n    clothingImageUrl2\n    garmentType1: firstGarmentType\n    garmentType2: secondGarmentType\n    category: tryOnCategory\n    style\n    resultUrl\n    errorMessage\n    offline\n    resultNote\n    createdAt\n    completedAt\n  }\n": typeof types.GeminiSessionFieldsFragmentDoc,
    "\n  fragment EditSessionFields on EditSession {\n    id\n    userId\n    geminiSessionId\n    baseImageUrl\n    editInstructions\n    status: state\n    resultUrl\n    errorMessage\n    offline\n    refinementNumber\n    createdAt\n    completedAt\n    session {\n      id\n    }\n  }\n": typeof types.EditSessionFieldsFragmentDoc,
    "\n  fragment ApiConfigurationFields on ApiConfiguration {\n    key\n    value\n    description\n    updatedAt\n  }\n": typeof types.ApiConfigurationFieldsFragmentDoc,
    "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n": typeof types.GeneratePersonDocument,
    "\n  query GeminiSession($id: Int!) {\n    geminiSession(id: $id) {\n      ...GeminiSessionFields\n    }\n  }\n": typeof types.GeminiSessionDocument,
    "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n": typeof types.VirtualTryOnDocument,
    "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...EditSessionFields\n    }\n  }\n": typeof types.EditImageDocument,
    "\n  query EditSession($id: Int!) {\n    editSession(id: $id) {\n      ...EditSessionFields\n    }\n  }\n": typeof types.EditSessionDocument,
    "\n  query ApiConfigurations {\n    apiConfigurations {\n      ...ApiConfigurationFields\n    }\n  }\n": typeof types.ApiConfigurationsDocument,
    "\n  mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {\n    setApiConfiguration(key: $key, value: $value, description: $description) {\n      ...ApiConfigurationFields\n    }\n  }\n": typeof types.SetApiConfigurationDocument,
    "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {\n      id\n      userId\n      geminiSessionId\n      name\n      imageUrl\n      isFavorite\n      savedAt\n      person {\n        ...PersonAttributesFields\n      }\n    }\n  }\n": typeof types.SaveGeminiPersonDocument,
    "\n  query SavedGeminiPeople($userId: Int!, $limit: Int, $cursor: String) {\n    savedGeminiPeoplePage(userId: $userId, limit: $limit, cursor: $cursor) {\n      nextCursor\n      totalCount\n      items {\n        id\n        userId\n        geminiSessionId\n        name\n        imageUrl\n        thumbnailUrl\n        thumbnail2xUrl\n        isFavorite\n        savedAt\n        person {\n          ...PersonAttributesFields\n        }\n      }\n    }\n  }\n": typeof types.SavedGeminiPeopleDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    maxRefinementsPerSession\n    includesModelGeneration\n    features\n    sortOrder\n  }\n": typeof types.SubscriptionPlanFieldsFragmentDoc,
    "\n  fragment SubscriptionStatusFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      plan {\n        ...SubscriptionPlanFields\n      }\n      status: state\n      billingCycle: cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n": typeof types.SubscriptionStatusFieldsFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  query SessionBalance {\n    me {\n      sessionBalance {\n        balance\n        subscriptionSessions\n        topUpSessions\n      }\n    }\n  }\n": typeof types.SessionBalanceDocument,
    "\n  query SubscriptionStatus {\n    me {\n      subscriptionInfo {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n": typeof types.SubscriptionStatusDocument,
    "\n  query UsageLogs {\n    me {\n      usageLogs {\n        id\n        createdAt\n        actionType: action\n        sessionsCost\n        deductedFrom: source\n      }\n    }\n  }\n": typeof types.UsageLogsDocument,
    "\n  query UsageAnalytics {\n    me {\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n": typeof types.UsageAnalyticsDocument,
    "\n  mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $billingPeriod) {\n      url\n    }\n  }\n": typeof types.CreateSubscriptionCheckoutDocument,
    "\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n": typeof types.CreateTopUpCheckoutDocument,
    "\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n": typeof types.CreatePortalSessionDocument,
    "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      mode: kind\n      status: state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      billingPeriod: cycle\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n      message\n    }\n  }\n": typeof types.CompleteSandboxCheckoutDocument,
    "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n": typeof types.CheckoutOutcomeDocument,
    "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": typeof types.CancelSandboxCheckoutDocument,
    "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionStatusFields\n    }\n  }\n": typeof types.SetSandboxCancelAtPeriodEndDocument,
    "\n  query AdminRevenueStats {\n    adminStats {\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      monthlyGrowth\n    }\n  }\n": typeof types.AdminRevenueStatsDocument,
    "\n  query AdminSubscriptionStats {\n    adminStats {\n      totalActiveSubscriptions\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n    }\n  }\n": typeof types.AdminSubscriptionStatsDocument,
    "\n  query AdminSubscriptionsPage($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        plan {\n          id\n          name\n          displayName\n          priceMonthly\n          priceAnnual\n        }\n        status: state\n        billingCycle: cycle\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminSubscriptionsPageDocument,
    "\n  query AdminTopUpsPage($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        sessions\n        priceInCents\n        status: state\n        stripePaymentIntentId\n        purchasedAt\n      }\n    }\n  }\n": typeof types.AdminTopUpsPageDocument,
    "\n  fragment PromoCampaignFields on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    targetAudience: audience\n    priority\n    isActive\n    startDate\n    endDate\n    createdBy\n    createdAt\n  }\n": typeof types.PromoCampaignFieldsFragmentDoc,
    "\n  fragment FooterItemFields on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    createdAt\n    updatedAt\n  }\n": typeof types.FooterItemFieldsFragmentDoc,
    "\n  fragment FooterSectionFields on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n    createdAt\n    updatedAt\n    items {\n      ...FooterItemFields\n    }\n  }\n": typeof types.FooterSectionFieldsFragmentDoc,
    "\n  fragment ContentPageFields on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    createdAt\n    updatedAt\n  }\n": typeof types.ContentPageFieldsFragmentDoc,
    "\n  query FooterSectionsRest {\n    footerSections {\n      ...FooterSectionFields\n    }\n  }\n": typeof types.FooterSectionsRestDocument,
    "\n  query ContentPageRest($slug: String!) {\n    contentPage(slug: $slug) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.ContentPageRestDocument,
    "\n  query ActivePromoCampaignsRest {\n    activePromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n": typeof types.ActivePromoCampaignsRestDocument,
    "\n  query AdminPromoCampaignsRest {\n    adminPromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n": typeof types.AdminPromoCampaignsRestDocument,
    "\n  mutation CreatePromoCampaignRest($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n": typeof types.CreatePromoCampaignRestDocument,
    "\n  mutation UpdatePromoCampaignRest($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n": typeof types.UpdatePromoCampaignRestDocument,
    "\n  mutation DeletePromoCampaignRest($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n": typeof types.DeletePromoCampaignRestDocument,
    "\n  query AdminFooterSectionsRest {\n    adminFooterSections {\n      ...FooterSectionFields\n    }\n  }\n": typeof types.AdminFooterSectionsRestDocument,
    "\n  mutation CreateFooterSectionRest($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionFields\n    }\n  }\n": typeof types.CreateFooterSectionRestDocument,
    "\n  mutation UpdateFooterSectionRest($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionFields\n    }\n  }\n": typeof types.UpdateFooterSectionRestDocument,
    "\n  mutation DeleteFooterSectionRest($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n": typeof types.DeleteFooterSectionRestDocument,
    "\n  mutation CreateFooterItemRest($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemFields\n    }\n  }\n": typeof types.CreateFooterItemRestDocument,
    "\n  mutation UpdateFooterItemRest($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemFields\n    }\n  }\n": typeof types.UpdateFooterItemRestDocument,
    "\n  mutation DeleteFooterItemRest($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n": typeof types.DeleteFooterItemRestDocument,
    "\n  query AdminContentPagesRest {\n    adminContentPages {\n      ...ContentPageFields\n    }\n  }\n": typeof types.AdminContentPagesRestDocument,
    "\n  mutation CreateContentPageRest($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.CreateContentPageRestDocument,
    "\n  mutation UpdateContentPageRest($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageFields\n    }\n  }\n": typeof types.UpdateContentPageRestDocument,
    "\n  mutation DeleteContentPageRest($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": typeof types.DeleteContentPageRestDocument,
    "\n  fragment UserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment NotificationPreferenceFields on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n": typeof types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query NotificationPreferences {\n    me {\n      notificationPreferences {\n        ...NotificationPreferenceFields\n      }\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferenceFields\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query AdminUserStats {\n    adminStats {\n      totalUsers\n      usersWithActiveSubscriptions\n    }\n  }\n": typeof types.AdminUserStatsDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsersPage($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.AdminUsersPageDocument,
    "\n  query AdminActivityPage($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        adminId\n        admin {\n          id\n          username\n        }\n        actionType\n        targetUserId\n        description\n        metadata\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminActivityPageDocument,
    "\n  fragment SavedUserImageFields on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    category: kind\n    isFavorite\n    uploadedAt\n  }\n": typeof types.SavedUserImageFieldsFragmentDoc,
    "\n  fragment SavedTryOnResultFields on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    category\n    style\n    isFavorite\n    savedAt\n  }\n": typeof types.SavedTryOnResultFieldsFragmentDoc,
    "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...SavedUserImageFields\n    }\n  }\n": typeof types.SaveUserImageDocument,
    "\n  query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) {\n    savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": typeof types.SavedUserImagesDocument,
    "\n  query SavedUserImagesByCategory(\n    $userId: Int!\n    $kind: ImageCategory\n    $category: String\n    $limit: Int\n    $cursor: String\n  ) {\n    savedUserImagesPage(userId: $userId, kind: $kind, category: $category, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": typeof types.SavedUserImagesByCategoryDocument,
    "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n": typeof types.DeleteSavedUserImageDocument,
    "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      ...SavedTryOnResultFields\n    }\n  }\n": typeof types.SaveTryOnResultDocument,
    "\n  query SavedTryOnResults($userId: Int!, $limit: Int, $cursor: String) {\n    savedTryOnResultsPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedTryOnResultFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": typeof types.SavedTryOnResultsDocument,
    "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n": typeof types.DeleteSavedTryOnResultDocument,
    "\n  fragment ChatbotConversationFields on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      role: author\n      content\n      timestamp\n    }\n    feedbackType: feedback\n    status: state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n": typeof types.ChatbotConversationFieldsFragmentDoc,
    "\n  fragment KnowledgeEntryFields on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    createdBy\n    timesUsed\n    createdAt\n    updatedAt\n  }\n": typeof types.KnowledgeEntryFieldsFragmentDoc,
    "\n  mutation SendChatMessageRest(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n": typeof types.SendChatMessageRestDocument,
    "\n  mutation CreateChatConversationRest($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n": typeof types.CreateChatConversationRestDocument,
    "\n  mutation SetChatConversationContactRest(\n    $id: String!\n    $email: String\n    $name: String\n    $feedback: FeedbackType\n  ) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n": typeof types.SetChatConversationContactRestDocument,
    "\n  query AdminChatConversationsRest($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ChatbotConversationFields\n    }\n  }\n": typeof types.AdminChatConversationsRestDocument,
    "\n  mutation UpdateChatConversationRest($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ChatbotConversationFields\n    }\n  }\n": typeof types.UpdateChatConversationRestDocument,
    "\n  query AdminKnowledgeEntriesRest {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryFields\n    }\n  }\n": typeof types.AdminKnowledgeEntriesRestDocument,
    "\n  mutation CreateKnowledgeEntryRest($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n": typeof types.CreateKnowledgeEntryRestDocument,
    "\n  mutation UpdateKnowledgeEntryRest($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n": typeof types.UpdateKnowledgeEntryRestDocument,
    "\n  fragment EmailNotificationFields on EmailNotification {\n    id\n    userId\n    recipient\n    type: kind\n    subject\n    status: state\n    attempts\n    sentAt\n    errorMessage\n    nextAttemptAt\n    createdAt\n  }\n": typeof types.EmailNotificationFieldsFragmentDoc,
    "\n  query AdminEmailNotificationsRest($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...EmailNotificationFields\n      }\n    }\n  }\n": typeof types.AdminEmailNotificationsRestDocument,
    "\n  query AdminEmailMessageRest($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      userId\n      recipient\n      type: kind\n      subject\n      status: state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n": typeof types.AdminEmailMessageRestDocument,
    "\n  mutation SendMarketingEmailRest($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n": typeof types.SendMarketingEmailRestDocument,
};
const documents: Documents = {
    "\n  fragment PersonAttributesFields on PersonAttributes {\n    gender\n    age\n    ethnicity\n    build\n    hairColor\n    hairStyle\n    clothing\n    pose\n    background\n  }\n": types.PersonAttributesFieldsFragmentDoc,
    "\n  fragment GeminiSessionFields on GeminiSession {\n    id\n    userId\n    sessionType: kind\n    status: state\n    person {\n      ...PersonAttributesFields\n    }\n    prompt\n    personImageUrl\n    clothingImageUrl\n    clothingImageUrl2\n    garmentType1: firstGarmentType\n    garmentType2: secondGarmentType\n    category: tryOnCategory\n    style\n    resultUrl\n    errorMessage\n    offline\n    resultNote\n    createdAt\n    completedAt\n  }\n": types.GeminiSessionFieldsFragmentDoc,
    "\n  fragment EditSessionFields on EditSession {\n    id\n    userId\n    geminiSessionId\n    baseImageUrl\n    editInstructions\n    status: state\n    resultUrl\n    errorMessage\n    offline\n    refinementNumber\n    createdAt\n    completedAt\n    session {\n      id\n    }\n  }\n": types.EditSessionFieldsFragmentDoc,
    "\n  fragment ApiConfigurationFields on ApiConfiguration {\n    key\n    value\n    description\n    updatedAt\n  }\n": types.ApiConfigurationFieldsFragmentDoc,
    "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n": types.GeneratePersonDocument,
    "\n  query GeminiSession($id: Int!) {\n    geminiSession(id: $id) {\n      ...GeminiSessionFields\n    }\n  }\n": types.GeminiSessionDocument,
    "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n": types.VirtualTryOnDocument,
    "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...EditSessionFields\n    }\n  }\n": types.EditImageDocument,
    "\n  query EditSession($id: Int!) {\n    editSession(id: $id) {\n      ...EditSessionFields\n    }\n  }\n": types.EditSessionDocument,
    "\n  query ApiConfigurations {\n    apiConfigurations {\n      ...ApiConfigurationFields\n    }\n  }\n": types.ApiConfigurationsDocument,
    "\n  mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {\n    setApiConfiguration(key: $key, value: $value, description: $description) {\n      ...ApiConfigurationFields\n    }\n  }\n": types.SetApiConfigurationDocument,
    "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {\n      id\n      userId\n      geminiSessionId\n      name\n      imageUrl\n      isFavorite\n      savedAt\n      person {\n        ...PersonAttributesFields\n      }\n    }\n  }\n": types.SaveGeminiPersonDocument,
    "\n  query SavedGeminiPeople($userId: Int!, $limit: Int, $cursor: String) {\n    savedGeminiPeoplePage(userId: $userId, limit: $limit, cursor: $cursor) {\n      nextCursor\n      totalCount\n      items {\n        id\n        userId\n        geminiSessionId\n        name\n        imageUrl\n        thumbnailUrl\n        thumbnail2xUrl\n        isFavorite\n        savedAt\n        person {\n          ...PersonAttributesFields\n        }\n      }\n    }\n  }\n": types.SavedGeminiPeopleDocument,
    "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    maxRefinementsPerSession\n    includesModelGeneration\n    features\n    sortOrder\n  }\n": types.SubscriptionPlanFieldsFragmentDoc,
    "\n  fragment SubscriptionStatusFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      plan {\n        ...SubscriptionPlanFields\n      }\n      status: state\n      billingCycle: cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n": types.SubscriptionStatusFieldsFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  query SessionBalance {\n    me {\n      sessionBalance {\n        balance\n        subscriptionSessions\n        topUpSessions\n      }\n    }\n  }\n": types.SessionBalanceDocument,
    "\n  query SubscriptionStatus {\n    me {\n      subscriptionInfo {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n": types.SubscriptionStatusDocument,
    "\n  query UsageLogs {\n    me {\n      usageLogs {\n        id\n        createdAt\n        actionType: action\n        sessionsCost\n        deductedFrom: source\n      }\n    }\n  }\n": types.UsageLogsDocument,
    "\n  query UsageAnalytics {\n    me {\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n": types.UsageAnalyticsDocument,
    "\n  mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $billingPeriod) {\n      url\n    }\n  }\n": types.CreateSubscriptionCheckoutDocument,
    "\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n": types.CreateTopUpCheckoutDocument,
    "\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n": types.CreatePortalSessionDocument,
    "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      mode: kind\n      status: state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      billingPeriod: cycle\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n      message\n    }\n  }\n": types.CompleteSandboxCheckoutDocument,
    "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n": types.CheckoutOutcomeDocument,
    "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": types.CancelSandboxCheckoutDocument,
    "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionStatusFields\n    }\n  }\n": types.SetSandboxCancelAtPeriodEndDocument,
    "\n  query AdminRevenueStats {\n    adminStats {\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      monthlyGrowth\n    }\n  }\n": types.AdminRevenueStatsDocument,
    "\n  query AdminSubscriptionStats {\n    adminStats {\n      totalActiveSubscriptions\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n    }\n  }\n": types.AdminSubscriptionStatsDocument,
    "\n  query AdminSubscriptionsPage($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        plan {\n          id\n          name\n          displayName\n          priceMonthly\n          priceAnnual\n        }\n        status: state\n        billingCycle: cycle\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n        createdAt\n      }\n    }\n  }\n": types.AdminSubscriptionsPageDocument,
    "\n  query AdminTopUpsPage($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        sessions\n        priceInCents\n        status: state\n        stripePaymentIntentId\n        purchasedAt\n      }\n    }\n  }\n": types.AdminTopUpsPageDocument,
    "\n  fragment PromoCampaignFields on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    targetAudience: audience\n    priority\n    isActive\n    startDate\n    endDate\n    createdBy\n    createdAt\n  }\n": types.PromoCampaignFieldsFragmentDoc,
    "\n  fragment FooterItemFields on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    createdAt\n    updatedAt\n  }\n": types.FooterItemFieldsFragmentDoc,
    "\n  fragment FooterSectionFields on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n    createdAt\n    updatedAt\n    items {\n      ...FooterItemFields\n    }\n  }\n": types.FooterSectionFieldsFragmentDoc,
    "\n  fragment ContentPageFields on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    createdAt\n    updatedAt\n  }\n": types.ContentPageFieldsFragmentDoc,
    "\n  query FooterSectionsRest {\n    footerSections {\n      ...FooterSectionFields\n    }\n  }\n": types.FooterSectionsRestDocument,
    "\n  query ContentPageRest($slug: String!) {\n    contentPage(slug: $slug) {\n      ...ContentPageFields\n    }\n  }\n": types.ContentPageRestDocument,
    "\n  query ActivePromoCampaignsRest {\n    activePromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n": types.ActivePromoCampaignsRestDocument,
    "\n  query AdminPromoCampaignsRest {\n    adminPromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n": types.AdminPromoCampaignsRestDocument,
    "\n  mutation CreatePromoCampaignRest($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n": types.CreatePromoCampaignRestDocument,
    "\n  mutation UpdatePromoCampaignRest($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n": types.UpdatePromoCampaignRestDocument,
    "\n  mutation DeletePromoCampaignRest($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n": types.DeletePromoCampaignRestDocument,
    "\n  query AdminFooterSectionsRest {\n    adminFooterSections {\n      ...FooterSectionFields\n    }\n  }\n": types.AdminFooterSectionsRestDocument,
    "\n  mutation CreateFooterSectionRest($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionFields\n    }\n  }\n": types.CreateFooterSectionRestDocument,
    "\n  mutation UpdateFooterSectionRest($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionFields\n    }\n  }\n": types.UpdateFooterSectionRestDocument,
    "\n  mutation DeleteFooterSectionRest($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n": types.DeleteFooterSectionRestDocument,
    "\n  mutation CreateFooterItemRest($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemFields\n    }\n  }\n": types.CreateFooterItemRestDocument,
    "\n  mutation UpdateFooterItemRest($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemFields\n    }\n  }\n": types.UpdateFooterItemRestDocument,
    "\n  mutation DeleteFooterItemRest($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n": types.DeleteFooterItemRestDocument,
    "\n  query AdminContentPagesRest {\n    adminContentPages {\n      ...ContentPageFields\n    }\n  }\n": types.AdminContentPagesRestDocument,
    "\n  mutation CreateContentPageRest($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n": types.CreateContentPageRestDocument,
    "\n  mutation UpdateContentPageRest($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageFields\n    }\n  }\n": types.UpdateContentPageRestDocument,
    "\n  mutation DeleteContentPageRest($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": types.DeleteContentPageRestDocument,
    "\n  fragment UserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment NotificationPreferenceFields on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n": types.NotificationPreferenceFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...UserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query NotificationPreferences {\n    me {\n      notificationPreferences {\n        ...NotificationPreferenceFields\n      }\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferenceFields\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query AdminUserStats {\n    adminStats {\n      totalUsers\n      usersWithActiveSubscriptions\n    }\n  }\n": types.AdminUserStatsDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsersPage($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.AdminUsersPageDocument,
    "\n  query AdminActivityPage($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        adminId\n        admin {\n          id\n          username\n        }\n        actionType\n        targetUserId\n        description\n        metadata\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": types.AdminActivityPageDocument,
    "\n  fragment SavedUserImageFields on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    category: kind\n    isFavorite\n    uploadedAt\n  }\n": types.SavedUserImageFieldsFragmentDoc,
    "\n  fragment SavedTryOnResultFields on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    category\n    style\n    isFavorite\n    savedAt\n  }\n": types.SavedTryOnResultFieldsFragmentDoc,
    "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...SavedUserImageFields\n    }\n  }\n": types.SaveUserImageDocument,
    "\n  query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) {\n    savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": types.SavedUserImagesDocument,
    "\n  query SavedUserImagesByCategory(\n    $userId: Int!\n    $kind: ImageCategory\n    $category: String\n    $limit: Int\n    $cursor: String\n  ) {\n    savedUserImagesPage(userId: $userId, kind: $kind, category: $category, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": types.SavedUserImagesByCategoryDocument,
    "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n": types.DeleteSavedUserImageDocument,
    "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      ...SavedTryOnResultFields\n    }\n  }\n": types.SaveTryOnResultDocument,
    "\n  query SavedTryOnResults($userId: Int!, $limit: Int, $cursor: String) {\n    savedTryOnResultsPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedTryOnResultFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n": types.SavedTryOnResultsDocument,
    "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n": types.DeleteSavedTryOnResultDocument,
    "\n  fragment ChatbotConversationFields on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      role: author\n      content\n      timestamp\n    }\n    feedbackType: feedback\n    status: state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n": types.ChatbotConversationFieldsFragmentDoc,
    "\n  fragment KnowledgeEntryFields on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    createdBy\n    timesUsed\n    createdAt\n    updatedAt\n  }\n": types.KnowledgeEntryFieldsFragmentDoc,
    "\n  mutation SendChatMessageRest(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n": types.SendChatMessageRestDocument,
    "\n  mutation CreateChatConversationRest($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n": types.CreateChatConversationRestDocument,
    "\n  mutation SetChatConversationContactRest(\n    $id: String!\n    $email: String\n    $name: String\n    $feedback: FeedbackType\n  ) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n": types.SetChatConversationContactRestDocument,
    "\n  query AdminChatConversationsRest($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ChatbotConversationFields\n    }\n  }\n": types.AdminChatConversationsRestDocument,
    "\n  mutation UpdateChatConversationRest($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ChatbotConversationFields\n    }\n  }\n": types.UpdateChatConversationRestDocument,
    "\n  query AdminKnowledgeEntriesRest {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryFields\n    }\n  }\n": types.AdminKnowledgeEntriesRestDocument,
    "\n  mutation CreateKnowledgeEntryRest($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n": types.CreateKnowledgeEntryRestDocument,
    "\n  mutation UpdateKnowledgeEntryRest($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n": types.UpdateKnowledgeEntryRestDocument,
    "\n  fragment EmailNotificationFields on EmailNotification {\n    id\n    userId\n    recipient\n    type: kind\n    subject\n    status: state\n    attempts\n    sentAt\n    errorMessage\n    nextAttemptAt\n    createdAt\n  }\n": types.EmailNotificationFieldsFragmentDoc,
    "\n  query AdminEmailNotificationsRest($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...EmailNotificationFields\n      }\n    }\n  }\n": types.AdminEmailNotificationsRestDocument,
    "\n  query AdminEmailMessageRest($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      userId\n      recipient\n      type: kind\n      subject\n      status: state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n": types.AdminEmailMessageRestDocument,
    "\n  mutation SendMarketingEmailRest($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n": types.SendMarketingEmailRestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonAttributesFields on PersonAttributes {\n    gender\n    age\n    ethnicity\n    build\n    hairColor\n    hairStyle\n    clothing\n    pose\n    background\n  }\n"): (typeof documents)["\n  fragment PersonAttributesFields on PersonAttributes {\n    gender\n    age\n    ethnicity\n    build\n    hairColor\n    hairStyle\n    clothing\n    pose\n    background\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GeminiSessionFields on GeminiSession {\n    id\n    userId\n    sessionType: kind\n    status: state\n    person {\n      ...PersonAttributesFields\n    }\n    prompt\n    personImageUrl\n    clothingImageUrl\n    clothingImageUrl2\n    garmentType1: firstGarmentType\n    garmentType2: secondGarmentType\n    category: tryOnCategory\n    style\n    resultUrl\n    errorMessage\n    offline\n    resultNote\n    createdAt\n    completedAt\n  }\n"): (typeof documents)["\n  fragment GeminiSessionFields on GeminiSession {\n    id\n    userId\n    sessionType: kind\n    status: state\n    person {\n      ...PersonAttributesFields\n    }\n    prompt\n    personImageUrl\n    clothingImageUrl\n    clothingImageUrl2\n    garmentType1: firstGarmentType\n    garmentType2: secondGarmentType\n    category: tryOnCategory\n    style\n    resultUrl\n    errorMessage\n    offline\n    resultNote\n    createdAt\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditSessionFields on EditSession {\n    id\n    userId\n    geminiSessionId\n    baseImageUrl\n    editInstructions\n    status: state\n    resultUrl\n    errorMessage\n    offline\n    refinementNumber\n    createdAt\n    completedAt\n    session {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment EditSessionFields on EditSession {\n    id\n    userId\n    geminiSessionId\n    baseImageUrl\n    editInstructions\n    status: state\n    resultUrl\n    errorMessage\n    offline\n    refinementNumber\n    createdAt\n    completedAt\n    session {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiConfigurationFields on ApiConfiguration {\n    key\n    value\n    description\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ApiConfigurationFields on ApiConfiguration {\n    key\n    value\n    description\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeminiSession($id: Int!) {\n    geminiSession(id: $id) {\n      ...GeminiSessionFields\n    }\n  }\n"): (typeof documents)["\n  query GeminiSession($id: Int!) {\n    geminiSession(id: $id) {\n      ...GeminiSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...GeminiSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...EditSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...EditSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditSession($id: Int!) {\n    editSession(id: $id) {\n      ...EditSessionFields\n    }\n  }\n"): (typeof documents)["\n  query EditSession($id: Int!) {\n    editSession(id: $id) {\n      ...EditSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiConfigurations {\n    apiConfigurations {\n      ...ApiConfigurationFields\n    }\n  }\n"): (typeof documents)["\n  query ApiConfigurations {\n    apiConfigurations {\n      ...ApiConfigurationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {\n    setApiConfiguration(key: $key, value: $value, description: $description) {\n      ...ApiConfigurationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {\n    setApiConfiguration(key: $key, value: $value, description: $description) {\n      ...ApiConfigurationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {\n      id\n      userId\n      geminiSessionId\n      name\n      imageUrl\n      isFavorite\n      savedAt\n      person {\n        ...PersonAttributesFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {\n      id\n      userId\n      geminiSessionId\n      name\n      imageUrl\n      isFavorite\n      savedAt\n      person {\n        ...PersonAttributesFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedGeminiPeople($userId: Int!, $limit: Int, $cursor: String) {\n    savedGeminiPeoplePage(userId: $userId, limit: $limit, cursor: $cursor) {\n      nextCursor\n      totalCount\n      items {\n        id\n        userId\n        geminiSessionId\n        name\n        imageUrl\n        thumbnailUrl\n        thumbnail2xUrl\n        isFavorite\n        savedAt\n        person {\n          ...PersonAttributesFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedGeminiPeople($userId: Int!, $limit: Int, $cursor: String) {\n    savedGeminiPeoplePage(userId: $userId, limit: $limit, cursor: $cursor) {\n      nextCursor\n      totalCount\n      items {\n        id\n        userId\n        geminiSessionId\n        name\n        imageUrl\n        thumbnailUrl\n        thumbnail2xUrl\n        isFavorite\n        savedAt\n        person {\n          ...PersonAttributesFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    maxRefinementsPerSession\n    includesModelGeneration\n    features\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment SubscriptionPlanFields on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    maxRefinementsPerSession\n    includesModelGeneration\n    features\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionStatusFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      plan {\n        ...SubscriptionPlanFields\n      }\n      status: state\n      billingCycle: cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionStatusFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      plan {\n        ...SubscriptionPlanFields\n      }\n      status: state\n      billingCycle: cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...SubscriptionPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBalance {\n    me {\n      sessionBalance {\n        balance\n        subscriptionSessions\n        topUpSessions\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionBalance {\n    me {\n      sessionBalance {\n        balance\n        subscriptionSessions\n        topUpSessions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionStatus {\n    me {\n      subscriptionInfo {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionStatus {\n    me {\n      subscriptionInfo {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageLogs {\n    me {\n      usageLogs {\n        id\n        createdAt\n        actionType: action\n        sessionsCost\n        deductedFrom: source\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageLogs {\n    me {\n      usageLogs {\n        id\n        createdAt\n        actionType: action\n        sessionsCost\n        deductedFrom: source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageAnalytics {\n    me {\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageAnalytics {\n    me {\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $billingPeriod) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $billingPeriod) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      mode: kind\n      status: state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      billingPeriod: cycle\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      mode: kind\n      status: state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      billingPeriod: cycle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevenueStats {\n    adminStats {\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      monthlyGrowth\n    }\n  }\n"): (typeof documents)["\n  query AdminRevenueStats {\n    adminStats {\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      monthlyGrowth\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionStats {\n    adminStats {\n      totalActiveSubscriptions\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptionStats {\n    adminStats {\n      totalActiveSubscriptions\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionsPage($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        plan {\n          id\n          name\n          displayName\n          priceMonthly\n          priceAnnual\n        }\n        status: state\n        billingCycle: cycle\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptionsPage($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        plan {\n          id\n          name\n          displayName\n          priceMonthly\n          priceAnnual\n        }\n        status: state\n        billingCycle: cycle\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopUpsPage($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        sessions\n        priceInCents\n        status: state\n        stripePaymentIntentId\n        purchasedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTopUpsPage($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n          email\n        }\n        sessions\n        priceInCents\n        status: state\n        stripePaymentIntentId\n        purchasedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoCampaignFields on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    targetAudience: audience\n    priority\n    isActive\n    startDate\n    endDate\n    createdBy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PromoCampaignFields on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    targetAudience: audience\n    priority\n    isActive\n    startDate\n    endDate\n    createdBy\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterItemFields on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FooterItemFields on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterSectionFields on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n    createdAt\n    updatedAt\n    items {\n      ...FooterItemFields\n    }\n  }\n"): (typeof documents)["\n  fragment FooterSectionFields on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n    createdAt\n    updatedAt\n    items {\n      ...FooterItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentPageFields on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ContentPageFields on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterSectionsRest {\n    footerSections {\n      ...FooterSectionFields\n    }\n  }\n"): (typeof documents)["\n  query FooterSectionsRest {\n    footerSections {\n      ...FooterSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPageRest($slug: String!) {\n    contentPage(slug: $slug) {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  query ContentPageRest($slug: String!) {\n    contentPage(slug: $slug) {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivePromoCampaignsRest {\n    activePromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query ActivePromoCampaignsRest {\n    activePromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromoCampaignsRest {\n    adminPromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPromoCampaignsRest {\n    adminPromoCampaigns {\n      ...PromoCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCampaignRest($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCampaignRest($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromoCampaignRest($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromoCampaignRest($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...PromoCampaignFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromoCampaignRest($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePromoCampaignRest($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFooterSectionsRest {\n    adminFooterSections {\n      ...FooterSectionFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFooterSectionsRest {\n    adminFooterSections {\n      ...FooterSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFooterSectionRest($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFooterSectionRest($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFooterSectionRest($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFooterSectionRest($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFooterSectionRest($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFooterSectionRest($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFooterItemRest($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFooterItemRest($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFooterItemRest($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFooterItemRest($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFooterItemRest($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFooterItemRest($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentPagesRest {\n    adminContentPages {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminContentPagesRest {\n    adminContentPages {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentPageRest($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContentPageRest($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentPageRest($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContentPageRest($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentPageRest($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentPageRest($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferenceFields on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment NotificationPreferenceFields on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    me {\n      notificationPreferences {\n        ...NotificationPreferenceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    me {\n      notificationPreferences {\n        ...NotificationPreferenceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserStats {\n    adminStats {\n      totalUsers\n      usersWithActiveSubscriptions\n    }\n  }\n"): (typeof documents)["\n  query AdminUserStats {\n    adminStats {\n      totalUsers\n      usersWithActiveSubscriptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on User {\n    id\n    username\n    email\n    role\n    subscriptionStatus: subscriptionState\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersPage($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...AdminUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersPage($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...AdminUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivityPage($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        adminId\n        admin {\n          id\n          username\n        }\n        actionType\n        targetUserId\n        description\n        metadata\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminActivityPage($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        adminId\n        admin {\n          id\n          username\n        }\n        actionType\n        targetUserId\n        description\n        metadata\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedUserImageFields on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    category: kind\n    isFavorite\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment SavedUserImageFields on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    category: kind\n    isFavorite\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedTryOnResultFields on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    category\n    style\n    isFavorite\n    savedAt\n  }\n"): (typeof documents)["\n  fragment SavedTryOnResultFields on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    category\n    style\n    isFavorite\n    savedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...SavedUserImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...SavedUserImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) {\n    savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) {\n    savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedUserImagesByCategory(\n    $userId: Int!\n    $kind: ImageCategory\n    $category: String\n    $limit: Int\n    $cursor: String\n  ) {\n    savedUserImagesPage(userId: $userId, kind: $kind, category: $category, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query SavedUserImagesByCategory(\n    $userId: Int!\n    $kind: ImageCategory\n    $category: String\n    $limit: Int\n    $cursor: String\n  ) {\n    savedUserImagesPage(userId: $userId, kind: $kind, category: $category, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedUserImageFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      ...SavedTryOnResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      ...SavedTryOnResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTryOnResults($userId: Int!, $limit: Int, $cursor: String) {\n    savedTryOnResultsPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedTryOnResultFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query SavedTryOnResults($userId: Int!, $limit: Int, $cursor: String) {\n    savedTryOnResultsPage(userId: $userId, limit: $limit, cursor: $cursor) {\n      items {\n        ...SavedTryOnResultFields\n      }\n      nextCursor\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatbotConversationFields on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      role: author\n      content\n      timestamp\n    }\n    feedbackType: feedback\n    status: state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ChatbotConversationFields on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      role: author\n      content\n      timestamp\n    }\n    feedbackType: feedback\n    status: state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KnowledgeEntryFields on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    createdBy\n    timesUsed\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment KnowledgeEntryFields on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    createdBy\n    timesUsed\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessageRest(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessageRest(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChatConversationRest($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChatConversationRest($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatConversationContactRest(\n    $id: String!\n    $email: String\n    $name: String\n    $feedback: FeedbackType\n  ) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n"): (typeof documents)["\n  mutation SetChatConversationContactRest(\n    $id: String!\n    $email: String\n    $name: String\n    $feedback: FeedbackType\n  ) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatConversationsRest($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ChatbotConversationFields\n    }\n  }\n"): (typeof documents)["\n  query AdminChatConversationsRest($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ChatbotConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatConversationRest($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ChatbotConversationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatConversationRest($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ChatbotConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminKnowledgeEntriesRest {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminKnowledgeEntriesRest {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKnowledgeEntryRest($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateKnowledgeEntryRest($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKnowledgeEntryRest($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateKnowledgeEntryRest($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailNotificationFields on EmailNotification {\n    id\n    userId\n    recipient\n    type: kind\n    subject\n    status: state\n    attempts\n    sentAt\n    errorMessage\n    nextAttemptAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment EmailNotificationFields on EmailNotification {\n    id\n    userId\n    recipient\n    type: kind\n    subject\n    status: state\n    attempts\n    sentAt\n    errorMessage\n    nextAttemptAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailNotificationsRest($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...EmailNotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailNotificationsRest($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        ...EmailNotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailMessageRest($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      userId\n      recipient\n      type: kind\n      subject\n      status: state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailMessageRest($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      userId\n      recipient\n      type: kind\n      subject\n      status: state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMarketingEmailRest($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n"): (typeof documents)["\n  mutation SendMarketingEmailRest($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;