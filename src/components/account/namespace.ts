/**
 * The words of the account pieces (password fields, connection rows): a page that shows them
 * declares this namespace beside its own (`namespaces` export).
 */
export const ACCOUNT_NAMESPACE = 'account';
