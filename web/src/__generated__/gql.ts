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
    "\n  fragment Footer_section on FooterSection {\n    id\n    title\n    isVisible\n    items {\n      id\n      label\n      url\n      isVisible\n      openInNewTab\n    }\n  }\n": typeof types.Footer_SectionFragmentDoc,
    "\n  query FooterSections {\n    footerSections {\n      ...Footer_section\n    }\n  }\n": typeof types.FooterSectionsDocument,
    "\n  query Account {\n    me {\n      id\n      email\n      emailVerified\n    }\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      ip\n      current\n    }\n  }\n": typeof types.AccountDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: ChangeEmailInput!) {\n    requestEmailChange(input: $input)\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    imageCount\n    downloadUrl\n    error\n  }\n": typeof types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query AdminOverview {\n    adminStats {\n      id\n      totalUsers\n      usersWithActiveSubscriptions\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      totalActiveSubscriptions\n      monthlyGrowth\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n      revenueByMonth(months: 12) {\n        month\n        subscriptionRevenue\n        topUpRevenue\n      }\n      signUpsByDay(days: 30) {\n        day\n        count\n      }\n      jobsByDay(days: 30) {\n        day\n        generations\n        tryOns\n        edits\n        failed\n      }\n      providerFailures(days: 30) {\n        engine\n        total\n        failed\n        failureRate\n      }\n      sessionsByDay(days: 30) {\n        day\n        granted\n        spent\n        refunded\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        username\n        email\n        role\n        subscriptionState\n        createdAt\n        emailVerified\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminResendVerificationEmail($userId: Int!) {\n    adminResendVerificationEmail(userId: $userId)\n  }\n": typeof types.AdminResendVerificationEmailDocument,
    "\n  query AdminSubscriptions($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        pendingChange {\n          id\n          kind\n          cycle\n          effectiveAt\n          plan {\n            id\n            displayName\n          }\n        }\n        plan {\n          id\n          displayName\n          priceMonthly\n        }\n        state\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n      }\n    }\n  }\n": typeof types.AdminSubscriptionsDocument,
    "\n  query AdminTopUps($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        sessions\n        priceInCents\n        state\n        failureReason\n        purchasedAt\n      }\n    }\n  }\n": typeof types.AdminTopUpsDocument,
    "\n  query AdminActivity($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        admin {\n          id\n          username\n        }\n        adminId\n        actionType\n        targetUserId\n        description\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminActivityDocument,
    "\n  query AdminActivityFilters {\n    adminActivityFilters {\n      admins {\n        id\n        username\n      }\n      actionTypes\n    }\n  }\n": typeof types.AdminActivityFiltersDocument,
    "\n  query AdminSettings {\n    apiConfigurations {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n": typeof types.AdminSettingsDocument,
    "\n  mutation SetActiveAiService($value: String!, $description: String) {\n    setApiConfiguration(key: \"active_api\", value: $value, description: $description) {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n": typeof types.SetActiveAiServiceDocument,
    "\n  fragment CampaignDialog_promoCampaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    audience\n    priority\n    isActive\n    startDate\n    endDate\n  }\n": typeof types.CampaignDialog_PromoCampaignFragmentDoc,
    "\n  query AdminPromoCampaigns {\n    adminPromoCampaigns {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": typeof types.AdminPromoCampaignsDocument,
    "\n  mutation CreatePromoCampaign($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": typeof types.CreatePromoCampaignDocument,
    "\n  mutation UpdatePromoCampaign($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": typeof types.UpdatePromoCampaignDocument,
    "\n  mutation DeletePromoCampaign($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n": typeof types.DeletePromoCampaignDocument,
    "\n  fragment ConversationDrawer_conversation on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      author\n      content\n      timestamp\n    }\n    feedback\n    state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n": typeof types.ConversationDrawer_ConversationFragmentDoc,
    "\n  query AdminChatConversations($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": typeof types.AdminChatConversationsDocument,
    "\n  mutation UpdateChatConversation($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": typeof types.UpdateChatConversationDocument,
    "\n  subscription ChatConversationEscalated {\n    chatConversationEscalated {\n      id\n      state\n      visitorEmail\n      visitorName\n      feedback\n      needsEscalation\n    }\n  }\n": typeof types.ChatConversationEscalatedDocument,
    "\n  mutation ReplyToChatConversation($id: Int!, $message: String!, $subject: String) {\n    replyToChatConversation(id: $id, message: $message, subject: $subject) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": typeof types.ReplyToChatConversationDocument,
    "\n  fragment FooterSectionDialog_footerSection on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n  }\n": typeof types.FooterSectionDialog_FooterSectionFragmentDoc,
    "\n  fragment FooterItemDialog_footerItem on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    linksToHiddenPage\n  }\n": typeof types.FooterItemDialog_FooterItemFragmentDoc,
    "\n  query AdminFooterSections {\n    adminFooterSections {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n": typeof types.AdminFooterSectionsDocument,
    "\n  mutation CreateFooterSection($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n": typeof types.CreateFooterSectionDocument,
    "\n  mutation UpdateFooterSection($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionDialog_footerSection\n    }\n  }\n": typeof types.UpdateFooterSectionDocument,
    "\n  mutation DeleteFooterSection($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n": typeof types.DeleteFooterSectionDocument,
    "\n  mutation CreateFooterItem($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n": typeof types.CreateFooterItemDocument,
    "\n  mutation UpdateFooterItem($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n": typeof types.UpdateFooterItemDocument,
    "\n  mutation DeleteFooterItem($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n": typeof types.DeleteFooterItemDocument,
    "\n  query FooterItemPageOptions {\n    adminContentPages {\n      id\n      title\n      slug\n    }\n  }\n": typeof types.FooterItemPageOptionsDocument,
    "\n  fragment KnowledgeEntryDialog_entry on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    timesUsed\n    updatedAt\n  }\n": typeof types.KnowledgeEntryDialog_EntryFragmentDoc,
    "\n  query AdminKnowledgeEntries {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": typeof types.AdminKnowledgeEntriesDocument,
    "\n  query AdminUnansweredQuestions($limit: Int) {\n    adminUnansweredQuestions(limit: $limit) {\n      question\n      times\n      lastAskedAt\n    }\n  }\n": typeof types.AdminUnansweredQuestionsDocument,
    "\n  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": typeof types.CreateKnowledgeEntryDocument,
    "\n  mutation UpdateKnowledgeEntry($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": typeof types.UpdateKnowledgeEntryDocument,
    "\n  query AdminEmailNotifications($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        userId\n        recipient\n        kind\n        subject\n        state\n        attempts\n        sentAt\n        errorMessage\n        nextAttemptAt\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminEmailNotificationsDocument,
    "\n  query AdminEmailMessage($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      recipient\n      kind\n      subject\n      state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n": typeof types.AdminEmailMessageDocument,
    "\n  mutation SendMarketingEmail($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n": typeof types.SendMarketingEmailDocument,
    "\n  fragment ContentPageDialog_contentPage on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    updatedAt\n  }\n": typeof types.ContentPageDialog_ContentPageFragmentDoc,
    "\n  query AdminContentPages {\n    adminContentPages {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": typeof types.AdminContentPagesDocument,
    "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": typeof types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": typeof types.UpdateContentPageDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": typeof types.DeleteContentPageDocument,
    "\n  query AdminPlanChanges($limit: Int, $offset: Int) {\n    adminPlanChanges(limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        kind\n        state\n        fromPlan {\n          id\n          displayName\n        }\n        toPlan {\n          id\n          displayName\n        }\n        fromCycle\n        toCycle\n        effectiveAt\n        amountInCents\n        sessionsGranted\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminPlanChangesDocument,
    "\n  mutation AdminUndoPlanChange($userId: Int!) {\n    adminUndoPlanChange(userId: $userId) {\n      subscription {\n        planId\n      }\n    }\n  }\n": typeof types.AdminUndoPlanChangeDocument,
    "\n  query AdminAiProviderStatuses {\n    aiProviderStatuses {\n      provider\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n": typeof types.AdminAiProviderStatusesDocument,
    "\n  query AdminChatModelStatus {\n    chatModelStatus {\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n": typeof types.AdminChatModelStatusDocument,
    "\n  mutation PinGeminiModel($model: String) {\n    pinGeminiModel(model: $model) {\n      provider\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n": typeof types.PinGeminiModelDocument,
    "\n  mutation PinChatModel($model: String) {\n    pinChatModel(model: $model) {\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n": typeof types.PinChatModelDocument,
    "\n  mutation TestAiProviderConnection($provider: AiProviderName!) {\n    testAiProviderConnection(provider: $provider) {\n      ok\n      message\n      checkedAt\n    }\n  }\n": typeof types.TestAiProviderConnectionDocument,
    "\n  mutation TestPaymentConnection {\n    testPaymentConnection {\n      ok\n      message\n      checkedAt\n    }\n  }\n": typeof types.TestPaymentConnectionDocument,
    "\n  fragment SupportSettings_settings on SupportSettings {\n    supportFrom\n    defaultFrom\n    teamInbox\n    sellerName\n    sellerAddress\n    sellerTaxId\n    sellerEmail\n    receiptSeller {\n      name\n      address\n      taxId\n      email\n    }\n    heldReceipts\n    handoffMail\n    updatedAt\n  }\n": typeof types.SupportSettings_SettingsFragmentDoc,
    "\n  query AdminSupportSettings {\n    adminSupportSettings {\n      ...SupportSettings_settings\n    }\n  }\n": typeof types.AdminSupportSettingsDocument,
    "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettings_settings\n    }\n  }\n": typeof types.UpdateSupportSettingsDocument,
    "\n  mutation SetHandoffMail($enabled: Boolean!) {\n    setHandoffMail(enabled: $enabled) {\n      ...SupportSettings_settings\n    }\n  }\n": typeof types.SetHandoffMailDocument,
    "\n  fragment JobStatus_geminiSession on GeminiSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n": typeof types.JobStatus_GeminiSessionFragmentDoc,
    "\n  fragment JobStatus_editSession on EditSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n": typeof types.JobStatus_EditSessionFragmentDoc,
    "\n  query GeminiSessionStatus($id: Int!) {\n    geminiSession(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n": typeof types.GeminiSessionStatusDocument,
    "\n  query EditSessionStatus($id: Int!) {\n    editSession(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n": typeof types.EditSessionStatusDocument,
    "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n": typeof types.GeminiSessionUpdatedDocument,
    "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n": typeof types.EditSessionUpdatedDocument,
    "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...JobStatus_editSession\n      session {\n        id\n      }\n    }\n  }\n": typeof types.EditImageDocument,
    "\n  fragment AiPerson_savedGeminiPerson on SavedGeminiPerson {\n    id\n    name\n    imageUrl\n    person {\n      gender\n      age\n      ethnicity\n      build\n      hairColor\n      hairStyle\n      clothing\n      pose\n    }\n  }\n": typeof types.AiPerson_SavedGeminiPersonFragmentDoc,
    "\n  query SavedPeople {\n    me {\n      id\n      savedGeminiPeople {\n        ...AiPerson_savedGeminiPerson\n      }\n    }\n  }\n": typeof types.SavedPeopleDocument,
    "\n  query OutOfSessionsActivity {\n    me {\n      id\n      usageLogs {\n        id\n        action\n        sessionsCost\n      }\n    }\n  }\n": typeof types.OutOfSessionsActivityDocument,
    "\n  fragment CurrentUser_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionState\n    createdAt\n    emailVerified\n  }\n": typeof types.CurrentUser_UserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_user\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  subscription SignedOut {\n    signedOut\n  }\n": typeof types.SignedOutDocument,
    "\n  fragment SubscriptionInfoFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      state\n      cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        displayName\n        priceMonthly\n        priceAnnual\n        sessionsPerMonth\n      }\n      pendingChange {\n        id\n        kind\n        cycle\n        effectiveAt\n        plan {\n          id\n          name\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.SubscriptionInfoFieldsFragmentDoc,
    "\n  query SubscriptionInfo {\n    me {\n      id\n      subscriptionInfo {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n": typeof types.SubscriptionInfoDocument,
    "\n  query UsageAnalytics {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n": typeof types.UsageAnalyticsDocument,
    "\n  query UsageLogs {\n    me {\n      id\n      usageLogs {\n        id\n        createdAt\n        action\n        sessionsCost\n        source\n      }\n    }\n  }\n": typeof types.UsageLogsDocument,
    "\n  mutation CreateSubscriptionCheckout($planName: String!, $cycle: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $cycle) {\n      url\n    }\n  }\n": typeof types.CreateSubscriptionCheckoutDocument,
    "\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n": typeof types.CreateTopUpCheckoutDocument,
    "\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n": typeof types.CreatePortalSessionDocument,
    "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n": typeof types.CheckoutOutcomeDocument,
    "\n  mutation ChangeSubscriptionPlan($planName: String!, $cycle: BillingCycle!) {\n    changeSubscriptionPlan(planName: $planName, cycle: $cycle) {\n      message\n      kind\n      immediate\n      effectiveAt\n      status {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n": typeof types.ChangeSubscriptionPlanDocument,
    "\n  mutation UndoPlanChange {\n    undoPlanChange {\n      ...SubscriptionInfoFields\n    }\n  }\n": typeof types.UndoPlanChangeDocument,
    "\n  fragment PlanCard_subscriptionPlan on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    features\n    sortOrder\n  }\n": typeof types.PlanCard_SubscriptionPlanFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...PlanCard_subscriptionPlan\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      kind\n      state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      cycle\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": typeof types.CompleteSandboxCheckoutDocument,
    "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": typeof types.CancelSandboxCheckoutDocument,
    "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionInfoFields\n    }\n  }\n": typeof types.SetSandboxCancelAtPeriodEndDocument,
    "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": typeof types.SessionBalanceDocument,
    "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": typeof types.SessionBalanceChangedDocument,
    "\n  query ContentPage($slug: String!) {\n    contentPage(slug: $slug) {\n      title\n      content\n      metaDescription\n      isVisible\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  fragment SavedModels_userImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    kind\n  }\n": typeof types.SavedModels_UserImageFragmentDoc,
    "\n  fragment SavedModels_user on User {\n    id\n    savedUserImages(kind: person) {\n      id\n      ...SavedModels_userImage\n    }\n    savedGeminiPeople {\n      id\n      # A saved person as every screen reads it (features/ai-jobs/use-saved-people.ts).\n      ...AiPerson_savedGeminiPerson\n    }\n  }\n": typeof types.SavedModels_UserFragmentDoc,
    "\n  query Dashboard {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n      ...SavedModels_user\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment GalleryCard_savedImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    kind\n    uploadedAt\n  }\n": typeof types.GalleryCard_SavedImageFragmentDoc,
    "\n  fragment GalleryCard_tryOnResult on SavedTryOnResult {\n    id\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    savedAt\n  }\n": typeof types.GalleryCard_TryOnResultFragmentDoc,
    "\n  query Gallery($limit: Int) {\n    me {\n      id\n      personImages: savedUserImagesPage(kind: person, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      clothingImages: savedUserImagesPage(kind: clothing, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.GalleryDocument,
    "\n  query GalleryMoreImages($kind: ImageCategory!, $limit: Int, $cursor: String!) {\n    me {\n      id\n      savedUserImagesPage(kind: $kind, limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.GalleryMoreImagesDocument,
    "\n  query GalleryMoreResults($limit: Int, $cursor: String!) {\n    me {\n      id\n      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": typeof types.GalleryMoreResultsDocument,
    "\n  fragment MediaSavedUserImage on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    kind\n    isFavorite\n    uploadedAt\n  }\n": typeof types.MediaSavedUserImageFragmentDoc,
    "\n  fragment MediaSavedTryOnResult on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    tryOnCategory\n    style\n    isFavorite\n    savedAt\n  }\n": typeof types.MediaSavedTryOnResultFragmentDoc,
    "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...MediaSavedUserImage\n    }\n  }\n": typeof types.SaveUserImageDocument,
    "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n": typeof types.DeleteSavedUserImageDocument,
    "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n": typeof types.DeleteSavedTryOnResultDocument,
    "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...JobStatus_geminiSession\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n": typeof types.GeneratePersonDocument,
    "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!, $imageUrl: String) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name, imageUrl: $imageUrl) {\n      id\n      name\n      imageUrl\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n": typeof types.SaveGeminiPersonDocument,
    "\n  query GenerationResultNote($id: Int!) {\n    geminiSession(id: $id) {\n      id\n      resultNote\n    }\n  }\n": typeof types.GenerationResultNoteDocument,
    "\n  fragment NotificationSettings_preferences on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n": typeof types.NotificationSettings_PreferencesFragmentDoc,
    "\n  query NotificationSettings {\n    me {\n      id\n      notificationPreferences {\n        ...NotificationSettings_preferences\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationSettings_preferences\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  fragment PromoBanner_campaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    priority\n  }\n": typeof types.PromoBanner_CampaignFragmentDoc,
    "\n  query ActivePromoCampaigns {\n    activePromoCampaigns {\n      ...PromoBanner_campaign\n    }\n  }\n": typeof types.ActivePromoCampaignsDocument,
    "\n  mutation SendChatMessage(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation CreateChatConversation($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n": typeof types.CreateChatConversationDocument,
    "\n  mutation SetChatConversationContact($id: String!, $email: String, $name: String, $feedback: FeedbackType) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n": typeof types.SetChatConversationContactDocument,
    "\n  query ChatConversationMessages($id: String!) {\n    chatConversationMessages(id: $id) {\n      author\n      content\n      timestamp\n    }\n  }\n": typeof types.ChatConversationMessagesDocument,
    "\n  fragment TryOnSavedImage_savedUserImage on SavedUserImage {\n    id\n    name\n    imageUrl\n  }\n": typeof types.TryOnSavedImage_SavedUserImageFragmentDoc,
    "\n  query TryOnSavedImages {\n    me {\n      id\n      personImages: savedUserImages(kind: person) {\n        ...TryOnSavedImage_savedUserImage\n      }\n      clothingImages: savedUserImages(kind: clothing) {\n        ...TryOnSavedImage_savedUserImage\n      }\n    }\n  }\n": typeof types.TryOnSavedImagesDocument,
    "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...JobStatus_geminiSession\n    }\n  }\n": typeof types.VirtualTryOnDocument,
    "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveTryOnResultDocument,
    "\n  query TryOnEngine {\n    tryOnEngine\n  }\n": typeof types.TryOnEngineDocument,
};
const documents: Documents = {
    "\n  fragment Footer_section on FooterSection {\n    id\n    title\n    isVisible\n    items {\n      id\n      label\n      url\n      isVisible\n      openInNewTab\n    }\n  }\n": types.Footer_SectionFragmentDoc,
    "\n  query FooterSections {\n    footerSections {\n      ...Footer_section\n    }\n  }\n": types.FooterSectionsDocument,
    "\n  query Account {\n    me {\n      id\n      email\n      emailVerified\n    }\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      ip\n      current\n    }\n  }\n": types.AccountDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: ChangeEmailInput!) {\n    requestEmailChange(input: $input)\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    imageCount\n    downloadUrl\n    error\n  }\n": types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query AdminOverview {\n    adminStats {\n      id\n      totalUsers\n      usersWithActiveSubscriptions\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      totalActiveSubscriptions\n      monthlyGrowth\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n      revenueByMonth(months: 12) {\n        month\n        subscriptionRevenue\n        topUpRevenue\n      }\n      signUpsByDay(days: 30) {\n        day\n        count\n      }\n      jobsByDay(days: 30) {\n        day\n        generations\n        tryOns\n        edits\n        failed\n      }\n      providerFailures(days: 30) {\n        engine\n        total\n        failed\n        failureRate\n      }\n      sessionsByDay(days: 30) {\n        day\n        granted\n        spent\n        refunded\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        username\n        email\n        role\n        subscriptionState\n        createdAt\n        emailVerified\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AdminResendVerificationEmail($userId: Int!) {\n    adminResendVerificationEmail(userId: $userId)\n  }\n": types.AdminResendVerificationEmailDocument,
    "\n  query AdminSubscriptions($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        pendingChange {\n          id\n          kind\n          cycle\n          effectiveAt\n          plan {\n            id\n            displayName\n          }\n        }\n        plan {\n          id\n          displayName\n          priceMonthly\n        }\n        state\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n      }\n    }\n  }\n": types.AdminSubscriptionsDocument,
    "\n  query AdminTopUps($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        sessions\n        priceInCents\n        state\n        failureReason\n        purchasedAt\n      }\n    }\n  }\n": types.AdminTopUpsDocument,
    "\n  query AdminActivity($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        admin {\n          id\n          username\n        }\n        adminId\n        actionType\n        targetUserId\n        description\n        ipAddress\n        createdAt\n      }\n    }\n  }\n": types.AdminActivityDocument,
    "\n  query AdminActivityFilters {\n    adminActivityFilters {\n      admins {\n        id\n        username\n      }\n      actionTypes\n    }\n  }\n": types.AdminActivityFiltersDocument,
    "\n  query AdminSettings {\n    apiConfigurations {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n": types.AdminSettingsDocument,
    "\n  mutation SetActiveAiService($value: String!, $description: String) {\n    setApiConfiguration(key: \"active_api\", value: $value, description: $description) {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n": types.SetActiveAiServiceDocument,
    "\n  fragment CampaignDialog_promoCampaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    audience\n    priority\n    isActive\n    startDate\n    endDate\n  }\n": types.CampaignDialog_PromoCampaignFragmentDoc,
    "\n  query AdminPromoCampaigns {\n    adminPromoCampaigns {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": types.AdminPromoCampaignsDocument,
    "\n  mutation CreatePromoCampaign($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": types.CreatePromoCampaignDocument,
    "\n  mutation UpdatePromoCampaign($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n": types.UpdatePromoCampaignDocument,
    "\n  mutation DeletePromoCampaign($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n": types.DeletePromoCampaignDocument,
    "\n  fragment ConversationDrawer_conversation on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      author\n      content\n      timestamp\n    }\n    feedback\n    state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n": types.ConversationDrawer_ConversationFragmentDoc,
    "\n  query AdminChatConversations($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": types.AdminChatConversationsDocument,
    "\n  mutation UpdateChatConversation($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": types.UpdateChatConversationDocument,
    "\n  subscription ChatConversationEscalated {\n    chatConversationEscalated {\n      id\n      state\n      visitorEmail\n      visitorName\n      feedback\n      needsEscalation\n    }\n  }\n": types.ChatConversationEscalatedDocument,
    "\n  mutation ReplyToChatConversation($id: Int!, $message: String!, $subject: String) {\n    replyToChatConversation(id: $id, message: $message, subject: $subject) {\n      ...ConversationDrawer_conversation\n    }\n  }\n": types.ReplyToChatConversationDocument,
    "\n  fragment FooterSectionDialog_footerSection on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n  }\n": types.FooterSectionDialog_FooterSectionFragmentDoc,
    "\n  fragment FooterItemDialog_footerItem on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    linksToHiddenPage\n  }\n": types.FooterItemDialog_FooterItemFragmentDoc,
    "\n  query AdminFooterSections {\n    adminFooterSections {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n": types.AdminFooterSectionsDocument,
    "\n  mutation CreateFooterSection($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n": types.CreateFooterSectionDocument,
    "\n  mutation UpdateFooterSection($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionDialog_footerSection\n    }\n  }\n": types.UpdateFooterSectionDocument,
    "\n  mutation DeleteFooterSection($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n": types.DeleteFooterSectionDocument,
    "\n  mutation CreateFooterItem($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n": types.CreateFooterItemDocument,
    "\n  mutation UpdateFooterItem($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n": types.UpdateFooterItemDocument,
    "\n  mutation DeleteFooterItem($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n": types.DeleteFooterItemDocument,
    "\n  query FooterItemPageOptions {\n    adminContentPages {\n      id\n      title\n      slug\n    }\n  }\n": types.FooterItemPageOptionsDocument,
    "\n  fragment KnowledgeEntryDialog_entry on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    timesUsed\n    updatedAt\n  }\n": types.KnowledgeEntryDialog_EntryFragmentDoc,
    "\n  query AdminKnowledgeEntries {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": types.AdminKnowledgeEntriesDocument,
    "\n  query AdminUnansweredQuestions($limit: Int) {\n    adminUnansweredQuestions(limit: $limit) {\n      question\n      times\n      lastAskedAt\n    }\n  }\n": types.AdminUnansweredQuestionsDocument,
    "\n  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": types.CreateKnowledgeEntryDocument,
    "\n  mutation UpdateKnowledgeEntry($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n": types.UpdateKnowledgeEntryDocument,
    "\n  query AdminEmailNotifications($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        userId\n        recipient\n        kind\n        subject\n        state\n        attempts\n        sentAt\n        errorMessage\n        nextAttemptAt\n        createdAt\n      }\n    }\n  }\n": types.AdminEmailNotificationsDocument,
    "\n  query AdminEmailMessage($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      recipient\n      kind\n      subject\n      state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n": types.AdminEmailMessageDocument,
    "\n  mutation SendMarketingEmail($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n": types.SendMarketingEmailDocument,
    "\n  fragment ContentPageDialog_contentPage on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    updatedAt\n  }\n": types.ContentPageDialog_ContentPageFragmentDoc,
    "\n  query AdminContentPages {\n    adminContentPages {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": types.AdminContentPagesDocument,
    "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n": types.UpdateContentPageDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n": types.DeleteContentPageDocument,
    "\n  query AdminPlanChanges($limit: Int, $offset: Int) {\n    adminPlanChanges(limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        kind\n        state\n        fromPlan {\n          id\n          displayName\n        }\n        toPlan {\n          id\n          displayName\n        }\n        fromCycle\n        toCycle\n        effectiveAt\n        amountInCents\n        sessionsGranted\n        createdAt\n      }\n    }\n  }\n": types.AdminPlanChangesDocument,
    "\n  mutation AdminUndoPlanChange($userId: Int!) {\n    adminUndoPlanChange(userId: $userId) {\n      subscription {\n        planId\n      }\n    }\n  }\n": types.AdminUndoPlanChangeDocument,
    "\n  query AdminAiProviderStatuses {\n    aiProviderStatuses {\n      provider\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n": types.AdminAiProviderStatusesDocument,
    "\n  query AdminChatModelStatus {\n    chatModelStatus {\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n": types.AdminChatModelStatusDocument,
    "\n  mutation PinGeminiModel($model: String) {\n    pinGeminiModel(model: $model) {\n      provider\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n": types.PinGeminiModelDocument,
    "\n  mutation PinChatModel($model: String) {\n    pinChatModel(model: $model) {\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n": types.PinChatModelDocument,
    "\n  mutation TestAiProviderConnection($provider: AiProviderName!) {\n    testAiProviderConnection(provider: $provider) {\n      ok\n      message\n      checkedAt\n    }\n  }\n": types.TestAiProviderConnectionDocument,
    "\n  mutation TestPaymentConnection {\n    testPaymentConnection {\n      ok\n      message\n      checkedAt\n    }\n  }\n": types.TestPaymentConnectionDocument,
    "\n  fragment SupportSettings_settings on SupportSettings {\n    supportFrom\n    defaultFrom\n    teamInbox\n    sellerName\n    sellerAddress\n    sellerTaxId\n    sellerEmail\n    receiptSeller {\n      name\n      address\n      taxId\n      email\n    }\n    heldReceipts\n    handoffMail\n    updatedAt\n  }\n": types.SupportSettings_SettingsFragmentDoc,
    "\n  query AdminSupportSettings {\n    adminSupportSettings {\n      ...SupportSettings_settings\n    }\n  }\n": types.AdminSupportSettingsDocument,
    "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettings_settings\n    }\n  }\n": types.UpdateSupportSettingsDocument,
    "\n  mutation SetHandoffMail($enabled: Boolean!) {\n    setHandoffMail(enabled: $enabled) {\n      ...SupportSettings_settings\n    }\n  }\n": types.SetHandoffMailDocument,
    "\n  fragment JobStatus_geminiSession on GeminiSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n": types.JobStatus_GeminiSessionFragmentDoc,
    "\n  fragment JobStatus_editSession on EditSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n": types.JobStatus_EditSessionFragmentDoc,
    "\n  query GeminiSessionStatus($id: Int!) {\n    geminiSession(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n": types.GeminiSessionStatusDocument,
    "\n  query EditSessionStatus($id: Int!) {\n    editSession(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n": types.EditSessionStatusDocument,
    "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n": types.GeminiSessionUpdatedDocument,
    "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n": types.EditSessionUpdatedDocument,
    "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...JobStatus_editSession\n      session {\n        id\n      }\n    }\n  }\n": types.EditImageDocument,
    "\n  fragment AiPerson_savedGeminiPerson on SavedGeminiPerson {\n    id\n    name\n    imageUrl\n    person {\n      gender\n      age\n      ethnicity\n      build\n      hairColor\n      hairStyle\n      clothing\n      pose\n    }\n  }\n": types.AiPerson_SavedGeminiPersonFragmentDoc,
    "\n  query SavedPeople {\n    me {\n      id\n      savedGeminiPeople {\n        ...AiPerson_savedGeminiPerson\n      }\n    }\n  }\n": types.SavedPeopleDocument,
    "\n  query OutOfSessionsActivity {\n    me {\n      id\n      usageLogs {\n        id\n        action\n        sessionsCost\n      }\n    }\n  }\n": types.OutOfSessionsActivityDocument,
    "\n  fragment CurrentUser_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionState\n    createdAt\n    emailVerified\n  }\n": types.CurrentUser_UserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_user\n    }\n  }\n": types.CurrentUserDocument,
    "\n  subscription SignedOut {\n    signedOut\n  }\n": types.SignedOutDocument,
    "\n  fragment SubscriptionInfoFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      state\n      cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        displayName\n        priceMonthly\n        priceAnnual\n        sessionsPerMonth\n      }\n      pendingChange {\n        id\n        kind\n        cycle\n        effectiveAt\n        plan {\n          id\n          name\n          displayName\n        }\n      }\n    }\n  }\n": types.SubscriptionInfoFieldsFragmentDoc,
    "\n  query SubscriptionInfo {\n    me {\n      id\n      subscriptionInfo {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n": types.SubscriptionInfoDocument,
    "\n  query UsageAnalytics {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n": types.UsageAnalyticsDocument,
    "\n  query UsageLogs {\n    me {\n      id\n      usageLogs {\n        id\n        createdAt\n        action\n        sessionsCost\n        source\n      }\n    }\n  }\n": types.UsageLogsDocument,
    "\n  mutation CreateSubscriptionCheckout($planName: String!, $cycle: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $cycle) {\n      url\n    }\n  }\n": types.CreateSubscriptionCheckoutDocument,
    "\n  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {\n    createTopUpCheckout(amount: $amount, sessions: $sessions) {\n      url\n    }\n  }\n": types.CreateTopUpCheckoutDocument,
    "\n  mutation CreatePortalSession {\n    createPortalSession {\n      url\n    }\n  }\n": types.CreatePortalSessionDocument,
    "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n": types.CheckoutOutcomeDocument,
    "\n  mutation ChangeSubscriptionPlan($planName: String!, $cycle: BillingCycle!) {\n    changeSubscriptionPlan(planName: $planName, cycle: $cycle) {\n      message\n      kind\n      immediate\n      effectiveAt\n      status {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n": types.ChangeSubscriptionPlanDocument,
    "\n  mutation UndoPlanChange {\n    undoPlanChange {\n      ...SubscriptionInfoFields\n    }\n  }\n": types.UndoPlanChangeDocument,
    "\n  fragment PlanCard_subscriptionPlan on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    features\n    sortOrder\n  }\n": types.PlanCard_SubscriptionPlanFragmentDoc,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...PlanCard_subscriptionPlan\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      kind\n      state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      cycle\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": types.CompleteSandboxCheckoutDocument,
    "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n": types.CancelSandboxCheckoutDocument,
    "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionInfoFields\n    }\n  }\n": types.SetSandboxCancelAtPeriodEndDocument,
    "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": types.SessionBalanceDocument,
    "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": types.SessionBalanceChangedDocument,
    "\n  query ContentPage($slug: String!) {\n    contentPage(slug: $slug) {\n      title\n      content\n      metaDescription\n      isVisible\n    }\n  }\n": types.ContentPageDocument,
    "\n  fragment SavedModels_userImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    kind\n  }\n": types.SavedModels_UserImageFragmentDoc,
    "\n  fragment SavedModels_user on User {\n    id\n    savedUserImages(kind: person) {\n      id\n      ...SavedModels_userImage\n    }\n    savedGeminiPeople {\n      id\n      # A saved person as every screen reads it (features/ai-jobs/use-saved-people.ts).\n      ...AiPerson_savedGeminiPerson\n    }\n  }\n": types.SavedModels_UserFragmentDoc,
    "\n  query Dashboard {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n      ...SavedModels_user\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment GalleryCard_savedImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    kind\n    uploadedAt\n  }\n": types.GalleryCard_SavedImageFragmentDoc,
    "\n  fragment GalleryCard_tryOnResult on SavedTryOnResult {\n    id\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    savedAt\n  }\n": types.GalleryCard_TryOnResultFragmentDoc,
    "\n  query Gallery($limit: Int) {\n    me {\n      id\n      personImages: savedUserImagesPage(kind: person, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      clothingImages: savedUserImagesPage(kind: clothing, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.GalleryDocument,
    "\n  query GalleryMoreImages($kind: ImageCategory!, $limit: Int, $cursor: String!) {\n    me {\n      id\n      savedUserImagesPage(kind: $kind, limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.GalleryMoreImagesDocument,
    "\n  query GalleryMoreResults($limit: Int, $cursor: String!) {\n    me {\n      id\n      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n": types.GalleryMoreResultsDocument,
    "\n  fragment MediaSavedUserImage on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    kind\n    isFavorite\n    uploadedAt\n  }\n": types.MediaSavedUserImageFragmentDoc,
    "\n  fragment MediaSavedTryOnResult on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    tryOnCategory\n    style\n    isFavorite\n    savedAt\n  }\n": types.MediaSavedTryOnResultFragmentDoc,
    "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...MediaSavedUserImage\n    }\n  }\n": types.SaveUserImageDocument,
    "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n": types.DeleteSavedUserImageDocument,
    "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n": types.DeleteSavedTryOnResultDocument,
    "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...JobStatus_geminiSession\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n": types.GeneratePersonDocument,
    "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!, $imageUrl: String) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name, imageUrl: $imageUrl) {\n      id\n      name\n      imageUrl\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n": types.SaveGeminiPersonDocument,
    "\n  query GenerationResultNote($id: Int!) {\n    geminiSession(id: $id) {\n      id\n      resultNote\n    }\n  }\n": types.GenerationResultNoteDocument,
    "\n  fragment NotificationSettings_preferences on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n": types.NotificationSettings_PreferencesFragmentDoc,
    "\n  query NotificationSettings {\n    me {\n      id\n      notificationPreferences {\n        ...NotificationSettings_preferences\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationSettings_preferences\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  fragment PromoBanner_campaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    priority\n  }\n": types.PromoBanner_CampaignFragmentDoc,
    "\n  query ActivePromoCampaigns {\n    activePromoCampaigns {\n      ...PromoBanner_campaign\n    }\n  }\n": types.ActivePromoCampaignsDocument,
    "\n  mutation SendChatMessage(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation CreateChatConversation($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n": types.CreateChatConversationDocument,
    "\n  mutation SetChatConversationContact($id: String!, $email: String, $name: String, $feedback: FeedbackType) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n": types.SetChatConversationContactDocument,
    "\n  query ChatConversationMessages($id: String!) {\n    chatConversationMessages(id: $id) {\n      author\n      content\n      timestamp\n    }\n  }\n": types.ChatConversationMessagesDocument,
    "\n  fragment TryOnSavedImage_savedUserImage on SavedUserImage {\n    id\n    name\n    imageUrl\n  }\n": types.TryOnSavedImage_SavedUserImageFragmentDoc,
    "\n  query TryOnSavedImages {\n    me {\n      id\n      personImages: savedUserImages(kind: person) {\n        ...TryOnSavedImage_savedUserImage\n      }\n      clothingImages: savedUserImages(kind: clothing) {\n        ...TryOnSavedImage_savedUserImage\n      }\n    }\n  }\n": types.TryOnSavedImagesDocument,
    "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...JobStatus_geminiSession\n    }\n  }\n": types.VirtualTryOnDocument,
    "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveTryOnResultDocument,
    "\n  query TryOnEngine {\n    tryOnEngine\n  }\n": types.TryOnEngineDocument,
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
export function graphql(source: "\n  fragment Footer_section on FooterSection {\n    id\n    title\n    isVisible\n    items {\n      id\n      label\n      url\n      isVisible\n      openInNewTab\n    }\n  }\n"): (typeof documents)["\n  fragment Footer_section on FooterSection {\n    id\n    title\n    isVisible\n    items {\n      id\n      label\n      url\n      isVisible\n      openInNewTab\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterSections {\n    footerSections {\n      ...Footer_section\n    }\n  }\n"): (typeof documents)["\n  query FooterSections {\n    footerSections {\n      ...Footer_section\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me {\n      id\n      email\n      emailVerified\n    }\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      ip\n      current\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    me {\n      id\n      email\n      emailVerified\n    }\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      ip\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: ChangeEmailInput!) {\n    requestEmailChange(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: ChangeEmailInput!) {\n    requestEmailChange(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    imageCount\n    downloadUrl\n    error\n  }\n"): (typeof documents)["\n  fragment DataExportFields on DataExport {\n    id\n    status\n    requestedAt\n    readyAt\n    expiresAt\n    sizeBytes\n    imageCount\n    downloadUrl\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminStats {\n      id\n      totalUsers\n      usersWithActiveSubscriptions\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      totalActiveSubscriptions\n      monthlyGrowth\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n      revenueByMonth(months: 12) {\n        month\n        subscriptionRevenue\n        topUpRevenue\n      }\n      signUpsByDay(days: 30) {\n        day\n        count\n      }\n      jobsByDay(days: 30) {\n        day\n        generations\n        tryOns\n        edits\n        failed\n      }\n      providerFailures(days: 30) {\n        engine\n        total\n        failed\n        failureRate\n      }\n      sessionsByDay(days: 30) {\n        day\n        granted\n        spent\n        refunded\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminStats {\n      id\n      totalUsers\n      usersWithActiveSubscriptions\n      totalRevenue\n      thisMonthRevenue\n      lastMonthRevenue\n      subscriptionRevenue\n      topUpRevenue\n      totalActiveSubscriptions\n      monthlyGrowth\n      subscriptionsByPlan {\n        planName\n        displayName\n        count\n      }\n      revenueByMonth(months: 12) {\n        month\n        subscriptionRevenue\n        topUpRevenue\n      }\n      signUpsByDay(days: 30) {\n        day\n        count\n      }\n      jobsByDay(days: 30) {\n        day\n        generations\n        tryOns\n        edits\n        failed\n      }\n      providerFailures(days: 30) {\n        engine\n        total\n        failed\n        failureRate\n      }\n      sessionsByDay(days: 30) {\n        day\n        granted\n        spent\n        refunded\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        username\n        email\n        role\n        subscriptionState\n        createdAt\n        emailVerified\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $limit: Int, $offset: Int) {\n    adminUsers(search: $search, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        username\n        email\n        role\n        subscriptionState\n        createdAt\n        emailVerified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendVerificationEmail($userId: Int!) {\n    adminResendVerificationEmail(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AdminResendVerificationEmail($userId: Int!) {\n    adminResendVerificationEmail(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptions($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        pendingChange {\n          id\n          kind\n          cycle\n          effectiveAt\n          plan {\n            id\n            displayName\n          }\n        }\n        plan {\n          id\n          displayName\n          priceMonthly\n        }\n        state\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptions($state: SubscriptionStatus, $limit: Int, $offset: Int) {\n    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        pendingChange {\n          id\n          kind\n          cycle\n          effectiveAt\n          plan {\n            id\n            displayName\n          }\n        }\n        plan {\n          id\n          displayName\n          priceMonthly\n        }\n        state\n        currentPeriodStart\n        currentPeriodEnd\n        cancelAtPeriodEnd\n        stripeSubscriptionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopUps($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        sessions\n        priceInCents\n        state\n        failureReason\n        purchasedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTopUps($state: PaymentStatus, $limit: Int, $offset: Int) {\n    adminTopUps(state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        sessions\n        priceInCents\n        state\n        failureReason\n        purchasedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivity($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        admin {\n          id\n          username\n        }\n        adminId\n        actionType\n        targetUserId\n        description\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminActivity($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {\n    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        admin {\n          id\n          username\n        }\n        adminId\n        actionType\n        targetUserId\n        description\n        ipAddress\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivityFilters {\n    adminActivityFilters {\n      admins {\n        id\n        username\n      }\n      actionTypes\n    }\n  }\n"): (typeof documents)["\n  query AdminActivityFilters {\n    adminActivityFilters {\n      admins {\n        id\n        username\n      }\n      actionTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettings {\n    apiConfigurations {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminSettings {\n    apiConfigurations {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActiveAiService($value: String!, $description: String) {\n    setApiConfiguration(key: \"active_api\", value: $value, description: $description) {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetActiveAiService($value: String!, $description: String) {\n    setApiConfiguration(key: \"active_api\", value: $value, description: $description) {\n      key\n      value\n      description\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignDialog_promoCampaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    audience\n    priority\n    isActive\n    startDate\n    endDate\n  }\n"): (typeof documents)["\n  fragment CampaignDialog_promoCampaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    audience\n    priority\n    isActive\n    startDate\n    endDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromoCampaigns {\n    adminPromoCampaigns {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"): (typeof documents)["\n  query AdminPromoCampaigns {\n    adminPromoCampaigns {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCampaign($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCampaign($input: PromoCampaignInput!) {\n    createPromoCampaign(input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromoCampaign($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromoCampaign($id: Int!, $input: PromoCampaignInput!) {\n    updatePromoCampaign(id: $id, input: $input) {\n      ...CampaignDialog_promoCampaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromoCampaign($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePromoCampaign($id: Int!) {\n    deletePromoCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationDrawer_conversation on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      author\n      content\n      timestamp\n    }\n    feedback\n    state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ConversationDrawer_conversation on ChatbotConversation {\n    id\n    visitorEmail\n    visitorName\n    messages {\n      author\n      content\n      timestamp\n    }\n    feedback\n    state\n    adminNotes\n    respondedBy\n    respondedAt\n    needsEscalation\n    userId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatConversations($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"): (typeof documents)["\n  query AdminChatConversations($state: ConversationStatus) {\n    adminChatConversations(state: $state) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatConversation($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatConversation($id: Int!, $state: ConversationStatus, $adminNotes: String) {\n    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatConversationEscalated {\n    chatConversationEscalated {\n      id\n      state\n      visitorEmail\n      visitorName\n      feedback\n      needsEscalation\n    }\n  }\n"): (typeof documents)["\n  subscription ChatConversationEscalated {\n    chatConversationEscalated {\n      id\n      state\n      visitorEmail\n      visitorName\n      feedback\n      needsEscalation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToChatConversation($id: Int!, $message: String!, $subject: String) {\n    replyToChatConversation(id: $id, message: $message, subject: $subject) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToChatConversation($id: Int!, $message: String!, $subject: String) {\n    replyToChatConversation(id: $id, message: $message, subject: $subject) {\n      ...ConversationDrawer_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterSectionDialog_footerSection on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n  }\n"): (typeof documents)["\n  fragment FooterSectionDialog_footerSection on FooterSection {\n    id\n    title\n    displayOrder\n    isVisible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FooterItemDialog_footerItem on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    linksToHiddenPage\n  }\n"): (typeof documents)["\n  fragment FooterItemDialog_footerItem on FooterItem {\n    id\n    sectionId\n    label\n    url\n    displayOrder\n    isVisible\n    openInNewTab\n    linksToHiddenPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFooterSections {\n    adminFooterSections {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFooterSections {\n    adminFooterSections {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFooterSection($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFooterSection($input: FooterSectionInput!) {\n    createFooterSection(input: $input) {\n      ...FooterSectionDialog_footerSection\n      items {\n        ...FooterItemDialog_footerItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFooterSection($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionDialog_footerSection\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFooterSection($id: Int!, $input: FooterSectionInput!) {\n    updateFooterSection(id: $id, input: $input) {\n      ...FooterSectionDialog_footerSection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFooterSection($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFooterSection($id: Int!) {\n    deleteFooterSection(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFooterItem($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFooterItem($input: FooterItemInput!) {\n    createFooterItem(input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFooterItem($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFooterItem($id: Int!, $input: FooterItemInput!) {\n    updateFooterItem(id: $id, input: $input) {\n      ...FooterItemDialog_footerItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFooterItem($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFooterItem($id: Int!) {\n    deleteFooterItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterItemPageOptions {\n    adminContentPages {\n      id\n      title\n      slug\n    }\n  }\n"): (typeof documents)["\n  query FooterItemPageOptions {\n    adminContentPages {\n      id\n      title\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KnowledgeEntryDialog_entry on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    timesUsed\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment KnowledgeEntryDialog_entry on KnowledgeEntry {\n    id\n    question\n    answer\n    category\n    keywords\n    isActive\n    timesUsed\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminKnowledgeEntries {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"): (typeof documents)["\n  query AdminKnowledgeEntries {\n    adminKnowledgeEntries {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUnansweredQuestions($limit: Int) {\n    adminUnansweredQuestions(limit: $limit) {\n      question\n      times\n      lastAskedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminUnansweredQuestions($limit: Int) {\n    adminUnansweredQuestions(limit: $limit) {\n      question\n      times\n      lastAskedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"): (typeof documents)["\n  mutation CreateKnowledgeEntry($input: KnowledgeEntryInput!) {\n    createKnowledgeEntry(input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKnowledgeEntry($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateKnowledgeEntry($id: Int!, $input: KnowledgeEntryInput!) {\n    updateKnowledgeEntry(id: $id, input: $input) {\n      ...KnowledgeEntryDialog_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailNotifications($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        userId\n        recipient\n        kind\n        subject\n        state\n        attempts\n        sentAt\n        errorMessage\n        nextAttemptAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailNotifications($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {\n    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        userId\n        recipient\n        kind\n        subject\n        state\n        attempts\n        sentAt\n        errorMessage\n        nextAttemptAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailMessage($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      recipient\n      kind\n      subject\n      state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailMessage($id: Int!) {\n    adminEmailMessage(id: $id) {\n      id\n      recipient\n      kind\n      subject\n      state\n      text\n      html\n      unsubscribeUrl\n      sentAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMarketingEmail($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n"): (typeof documents)["\n  mutation SendMarketingEmail($subject: String!, $message: String!) {\n    sendMarketingEmail(subject: $subject, message: $message)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentPageDialog_contentPage on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ContentPageDialog_contentPage on ContentPage {\n    id\n    title\n    slug\n    content\n    metaDescription\n    isVisible\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentPages {\n    adminContentPages {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"): (typeof documents)["\n  query AdminContentPages {\n    adminContentPages {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContentPage($input: ContentPageInput!) {\n    createContentPage(input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContentPage($id: Int!, $input: ContentPageInput!) {\n    updateContentPage(id: $id, input: $input) {\n      ...ContentPageDialog_contentPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentPage($id: Int!) {\n    deleteContentPage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPlanChanges($limit: Int, $offset: Int) {\n    adminPlanChanges(limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        kind\n        state\n        fromPlan {\n          id\n          displayName\n        }\n        toPlan {\n          id\n          displayName\n        }\n        fromCycle\n        toCycle\n        effectiveAt\n        amountInCents\n        sessionsGranted\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPlanChanges($limit: Int, $offset: Int) {\n    adminPlanChanges(limit: $limit, offset: $offset) {\n      total\n      rows {\n        id\n        user {\n          id\n          username\n        }\n        kind\n        state\n        fromPlan {\n          id\n          displayName\n        }\n        toPlan {\n          id\n          displayName\n        }\n        fromCycle\n        toCycle\n        effectiveAt\n        amountInCents\n        sessionsGranted\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUndoPlanChange($userId: Int!) {\n    adminUndoPlanChange(userId: $userId) {\n      subscription {\n        planId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUndoPlanChange($userId: Int!) {\n    adminUndoPlanChange(userId: $userId) {\n      subscription {\n        planId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAiProviderStatuses {\n    aiProviderStatuses {\n      provider\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n"): (typeof documents)["\n  query AdminAiProviderStatuses {\n    aiProviderStatuses {\n      provider\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatModelStatus {\n    chatModelStatus {\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n"): (typeof documents)["\n  query AdminChatModelStatus {\n    chatModelStatus {\n      configured\n      model\n      modelSource\n      candidates\n      available\n      pinnedModel\n      checkedAt\n      problem\n      lastError\n      lastErrorAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinGeminiModel($model: String) {\n    pinGeminiModel(model: $model) {\n      provider\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PinGeminiModel($model: String) {\n    pinGeminiModel(model: $model) {\n      provider\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinChatModel($model: String) {\n    pinChatModel(model: $model) {\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PinChatModel($model: String) {\n    pinChatModel(model: $model) {\n      configured\n      model\n      modelSource\n      pinnedModel\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAiProviderConnection($provider: AiProviderName!) {\n    testAiProviderConnection(provider: $provider) {\n      ok\n      message\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation TestAiProviderConnection($provider: AiProviderName!) {\n    testAiProviderConnection(provider: $provider) {\n      ok\n      message\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPaymentConnection {\n    testPaymentConnection {\n      ok\n      message\n      checkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation TestPaymentConnection {\n    testPaymentConnection {\n      ok\n      message\n      checkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportSettings_settings on SupportSettings {\n    supportFrom\n    defaultFrom\n    teamInbox\n    sellerName\n    sellerAddress\n    sellerTaxId\n    sellerEmail\n    receiptSeller {\n      name\n      address\n      taxId\n      email\n    }\n    heldReceipts\n    handoffMail\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SupportSettings_settings on SupportSettings {\n    supportFrom\n    defaultFrom\n    teamInbox\n    sellerName\n    sellerAddress\n    sellerTaxId\n    sellerEmail\n    receiptSeller {\n      name\n      address\n      taxId\n      email\n    }\n    heldReceipts\n    handoffMail\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSupportSettings {\n    adminSupportSettings {\n      ...SupportSettings_settings\n    }\n  }\n"): (typeof documents)["\n  query AdminSupportSettings {\n    adminSupportSettings {\n      ...SupportSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHandoffMail($enabled: Boolean!) {\n    setHandoffMail(enabled: $enabled) {\n      ...SupportSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation SetHandoffMail($enabled: Boolean!) {\n    setHandoffMail(enabled: $enabled) {\n      ...SupportSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobStatus_geminiSession on GeminiSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n"): (typeof documents)["\n  fragment JobStatus_geminiSession on GeminiSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobStatus_editSession on EditSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n"): (typeof documents)["\n  fragment JobStatus_editSession on EditSession {\n    id\n    state\n    resultUrl\n    errorMessage\n    offline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeminiSessionStatus($id: Int!) {\n    geminiSession(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n"): (typeof documents)["\n  query GeminiSessionStatus($id: Int!) {\n    geminiSession(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditSessionStatus($id: Int!) {\n    editSession(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n"): (typeof documents)["\n  query EditSessionStatus($id: Int!) {\n    editSession(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n"): (typeof documents)["\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      ...JobStatus_geminiSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n"): (typeof documents)["\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      ...JobStatus_editSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...JobStatus_editSession\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditImage($input: EditImageInput!) {\n    editImage(input: $input) {\n      ...JobStatus_editSession\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiPerson_savedGeminiPerson on SavedGeminiPerson {\n    id\n    name\n    imageUrl\n    person {\n      gender\n      age\n      ethnicity\n      build\n      hairColor\n      hairStyle\n      clothing\n      pose\n    }\n  }\n"): (typeof documents)["\n  fragment AiPerson_savedGeminiPerson on SavedGeminiPerson {\n    id\n    name\n    imageUrl\n    person {\n      gender\n      age\n      ethnicity\n      build\n      hairColor\n      hairStyle\n      clothing\n      pose\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPeople {\n    me {\n      id\n      savedGeminiPeople {\n        ...AiPerson_savedGeminiPerson\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedPeople {\n    me {\n      id\n      savedGeminiPeople {\n        ...AiPerson_savedGeminiPerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutOfSessionsActivity {\n    me {\n      id\n      usageLogs {\n        id\n        action\n        sessionsCost\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutOfSessionsActivity {\n    me {\n      id\n      usageLogs {\n        id\n        action\n        sessionsCost\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionState\n    createdAt\n    emailVerified\n  }\n"): (typeof documents)["\n  fragment CurrentUser_user on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    subscriptionState\n    createdAt\n    emailVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_user\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      ...CurrentUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SignedOut {\n    signedOut\n  }\n"): (typeof documents)["\n  subscription SignedOut {\n    signedOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionInfoFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      state\n      cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        displayName\n        priceMonthly\n        priceAnnual\n        sessionsPerMonth\n      }\n      pendingChange {\n        id\n        kind\n        cycle\n        effectiveAt\n        plan {\n          id\n          name\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionInfoFields on SubscriptionStatusInfo {\n    balance {\n      subscriptionSessions\n      topUpSessions\n    }\n    subscription {\n      planId\n      state\n      cycle\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        displayName\n        priceMonthly\n        priceAnnual\n        sessionsPerMonth\n      }\n      pendingChange {\n        id\n        kind\n        cycle\n        effectiveAt\n        plan {\n          id\n          name\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionInfo {\n    me {\n      id\n      subscriptionInfo {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionInfo {\n    me {\n      id\n      subscriptionInfo {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageAnalytics {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageAnalytics {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageLogs {\n    me {\n      id\n      usageLogs {\n        id\n        createdAt\n        action\n        sessionsCost\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageLogs {\n    me {\n      id\n      usageLogs {\n        id\n        createdAt\n        action\n        sessionsCost\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscriptionCheckout($planName: String!, $cycle: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $cycle) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscriptionCheckout($planName: String!, $cycle: BillingCycle!) {\n    createSubscriptionCheckout(planName: $planName, cycle: $cycle) {\n      url\n    }\n  }\n"];
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
export function graphql(source: "\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOutcome($sessionId: String!) {\n    checkoutOutcome(sessionId: $sessionId) {\n      sessionId\n      refused\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSubscriptionPlan($planName: String!, $cycle: BillingCycle!) {\n    changeSubscriptionPlan(planName: $planName, cycle: $cycle) {\n      message\n      kind\n      immediate\n      effectiveAt\n      status {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSubscriptionPlan($planName: String!, $cycle: BillingCycle!) {\n    changeSubscriptionPlan(planName: $planName, cycle: $cycle) {\n      message\n      kind\n      immediate\n      effectiveAt\n      status {\n        ...SubscriptionInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoPlanChange {\n    undoPlanChange {\n      ...SubscriptionInfoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndoPlanChange {\n    undoPlanChange {\n      ...SubscriptionInfoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCard_subscriptionPlan on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    features\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment PlanCard_subscriptionPlan on SubscriptionPlan {\n    id\n    name\n    displayName\n    description\n    priceMonthly\n    priceAnnual\n    sessionsPerMonth\n    features\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...PlanCard_subscriptionPlan\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans {\n    subscriptionPlans {\n      ...PlanCard_subscriptionPlan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      kind\n      state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      cycle\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($id: String!) {\n    sandboxCheckout(id: $id) {\n      id\n      kind\n      state\n      description\n      amountInCents\n      currency\n      sessions\n      planName\n      planDisplayName\n      cycle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSandboxCheckout($id: String!) {\n    completeSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSandboxCheckout($id: String!) {\n    cancelSandboxCheckout(id: $id) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionInfoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {\n    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {\n      ...SubscriptionInfoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($slug: String!) {\n    contentPage(slug: $slug) {\n      title\n      content\n      metaDescription\n      isVisible\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($slug: String!) {\n    contentPage(slug: $slug) {\n      title\n      content\n      metaDescription\n      isVisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedModels_userImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    kind\n  }\n"): (typeof documents)["\n  fragment SavedModels_userImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    kind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedModels_user on User {\n    id\n    savedUserImages(kind: person) {\n      id\n      ...SavedModels_userImage\n    }\n    savedGeminiPeople {\n      id\n      # A saved person as every screen reads it (features/ai-jobs/use-saved-people.ts).\n      ...AiPerson_savedGeminiPerson\n    }\n  }\n"): (typeof documents)["\n  fragment SavedModels_user on User {\n    id\n    savedUserImages(kind: person) {\n      id\n      ...SavedModels_userImage\n    }\n    savedGeminiPeople {\n      id\n      # A saved person as every screen reads it (features/ai-jobs/use-saved-people.ts).\n      ...AiPerson_savedGeminiPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n      ...SavedModels_user\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      usageAnalytics {\n        currentBalance\n        isFirstTimeUser\n        hasUsedSessions\n        avgSessionsPerWeek\n        totalSessions\n      }\n      ...SavedModels_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_savedImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    kind\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment GalleryCard_savedImage on SavedUserImage {\n    id\n    name\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    kind\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryCard_tryOnResult on SavedTryOnResult {\n    id\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    savedAt\n  }\n"): (typeof documents)["\n  fragment GalleryCard_tryOnResult on SavedTryOnResult {\n    id\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    savedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gallery($limit: Int) {\n    me {\n      id\n      personImages: savedUserImagesPage(kind: person, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      clothingImages: savedUserImagesPage(kind: clothing, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Gallery($limit: Int) {\n    me {\n      id\n      personImages: savedUserImagesPage(kind: person, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      clothingImages: savedUserImagesPage(kind: clothing, limit: $limit) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n      savedTryOnResults: savedTryOnResultsPage(limit: $limit) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryMoreImages($kind: ImageCategory!, $limit: Int, $cursor: String!) {\n    me {\n      id\n      savedUserImagesPage(kind: $kind, limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryMoreImages($kind: ImageCategory!, $limit: Int, $cursor: String!) {\n    me {\n      id\n      savedUserImagesPage(kind: $kind, limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_savedImage\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryMoreResults($limit: Int, $cursor: String!) {\n    me {\n      id\n      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryMoreResults($limit: Int, $cursor: String!) {\n    me {\n      id\n      savedTryOnResultsPage(limit: $limit, cursor: $cursor) {\n        items {\n          id\n          ...GalleryCard_tryOnResult\n        }\n        nextCursor\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaSavedUserImage on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    kind\n    isFavorite\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment MediaSavedUserImage on SavedUserImage {\n    id\n    userId\n    imageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    name\n    kind\n    isFavorite\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaSavedTryOnResult on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    tryOnCategory\n    style\n    isFavorite\n    savedAt\n  }\n"): (typeof documents)["\n  fragment MediaSavedTryOnResult on SavedTryOnResult {\n    id\n    userId\n    geminiSessionId\n    name\n    resultImageUrl\n    thumbnailUrl\n    thumbnail2xUrl\n    personImageUrl\n    clothingImageUrl\n    tryOnCategory\n    style\n    isFavorite\n    savedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...MediaSavedUserImage\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUserImage($input: SaveUserImageInput!) {\n    saveUserImage(input: $input) {\n      ...MediaSavedUserImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedUserImage($id: Int!) {\n    deleteSavedUserImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedTryOnResult($id: Int!) {\n    deleteSavedTryOnResult(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...JobStatus_geminiSession\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratePerson($input: GeneratePersonInput!) {\n    generatePerson(input: $input) {\n      ...JobStatus_geminiSession\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!, $imageUrl: String) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name, imageUrl: $imageUrl) {\n      id\n      name\n      imageUrl\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!, $imageUrl: String) {\n    saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name, imageUrl: $imageUrl) {\n      id\n      name\n      imageUrl\n      person {\n        gender\n        age\n        ethnicity\n        build\n        hairColor\n        hairStyle\n        clothing\n        pose\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationResultNote($id: Int!) {\n    geminiSession(id: $id) {\n      id\n      resultNote\n    }\n  }\n"): (typeof documents)["\n  query GenerationResultNote($id: Int!) {\n    geminiSession(id: $id) {\n      id\n      resultNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettings_preferences on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment NotificationSettings_preferences on NotificationPreferences {\n    emailNotifications\n    lowBalanceAlerts\n    renewalReminders\n    marketingEmails\n    lowBalanceThreshold\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    me {\n      id\n      notificationPreferences {\n        ...NotificationSettings_preferences\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    me {\n      id\n      notificationPreferences {\n        ...NotificationSettings_preferences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationSettings_preferences\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationSettings_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoBanner_campaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    priority\n  }\n"): (typeof documents)["\n  fragment PromoBanner_campaign on PromoCampaign {\n    id\n    title\n    message\n    ctaText\n    ctaUrl\n    priority\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivePromoCampaigns {\n    activePromoCampaigns {\n      ...PromoBanner_campaign\n    }\n  }\n"): (typeof documents)["\n  query ActivePromoCampaigns {\n    activePromoCampaigns {\n      ...PromoBanner_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage(\n    $message: String!\n    $conversationId: String\n    $conversationHistory: [ChatMessageInput!]\n  ) {\n    sendChatMessage(\n      message: $message\n      conversationId: $conversationId\n      conversationHistory: $conversationHistory\n    ) {\n      response\n      needsEscalation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChatConversation($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChatConversation($messages: [ChatMessageInput!]!) {\n    createChatConversation(messages: $messages) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatConversationContact($id: String!, $email: String, $name: String, $feedback: FeedbackType) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n"): (typeof documents)["\n  mutation SetChatConversationContact($id: String!, $email: String, $name: String, $feedback: FeedbackType) {\n    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversationMessages($id: String!) {\n    chatConversationMessages(id: $id) {\n      author\n      content\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  query ChatConversationMessages($id: String!) {\n    chatConversationMessages(id: $id) {\n      author\n      content\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TryOnSavedImage_savedUserImage on SavedUserImage {\n    id\n    name\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment TryOnSavedImage_savedUserImage on SavedUserImage {\n    id\n    name\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TryOnSavedImages {\n    me {\n      id\n      personImages: savedUserImages(kind: person) {\n        ...TryOnSavedImage_savedUserImage\n      }\n      clothingImages: savedUserImages(kind: clothing) {\n        ...TryOnSavedImage_savedUserImage\n      }\n    }\n  }\n"): (typeof documents)["\n  query TryOnSavedImages {\n    me {\n      id\n      personImages: savedUserImages(kind: person) {\n        ...TryOnSavedImage_savedUserImage\n      }\n      clothingImages: savedUserImages(kind: clothing) {\n        ...TryOnSavedImage_savedUserImage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...JobStatus_geminiSession\n    }\n  }\n"): (typeof documents)["\n  mutation VirtualTryOn($input: VirtualTryOnInput!) {\n    virtualTryOn(input: $input) {\n      ...JobStatus_geminiSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTryOnResult($input: SaveTryOnResultInput!) {\n    saveTryOnResult(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TryOnEngine {\n    tryOnEngine\n  }\n"): (typeof documents)["\n  query TryOnEngine {\n    tryOnEngine\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;