/** The word a person types to confirm erasing the account. */
export const deleteConfirmationWord = 'DELETE';

export interface DeleteConfirmationInput {
  /** What the person typed in the confirmation box. */
  typed: string;
  /** The password typed (ignored for an account without one). */
  password: string;
  hasPassword: boolean;
}

/**
 * Whether the delete button may be pressed: DELETE typed exactly (surrounding spaces
 * forgiven, letter case not: it is a deliberate act), and the password when the account has one.
 */
export function canConfirmDelete({ typed, password, hasPassword }: DeleteConfirmationInput) {
  return typed.trim() === deleteConfirmationWord && (!hasPassword || password.length > 0);
}

/** The DELETE /api/account body: the password when the account has one, else nothing. */
export function deleteRequestBody({
  password,
  hasPassword,
}: Pick<DeleteConfirmationInput, 'password' | 'hasPassword'>): { password?: string } {
  return hasPassword ? { password } : {};
}
