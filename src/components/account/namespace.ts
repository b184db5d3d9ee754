/**
 * The words of the account pieces (password fields, connections, section cards): a page that
 * shows them declares this namespace beside its own (`namespaces` export).
 */
export const ACCOUNT_NAMESPACE = 'account';
