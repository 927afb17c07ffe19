/** What other features may use of the test-leads room: telling a partner's test submission and keeping it apart. */
export { isTestSubmission, testModeFieldDoc } from './test-mode';
export { insertTestLead, listTestLeads, purgeOldTestLeads } from './test-lead-repository';
