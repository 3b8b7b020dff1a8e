import { describe, expect, it } from 'vitest';
import { canConfirmDelete, deleteRequestBody } from './delete-confirmation';

describe('canConfirmDelete', () => {
  it('needs DELETE typed exactly and the password', () => {
    expect(canConfirmDelete({ typed: '', password: '', hasPassword: true })).toBe(false);
    expect(canConfirmDelete({ typed: 'DELETE', password: '', hasPassword: true })).toBe(false);
    expect(canConfirmDelete({ typed: 'delete', password: 'secret', hasPassword: true })).toBe(
      false,
    );
    expect(canConfirmDelete({ typed: 'DELET', password: 'secret', hasPassword: true })).toBe(false);
    expect(canConfirmDelete({ typed: 'DELETE', password: 'secret', hasPassword: true })).toBe(true);
    expect(canConfirmDelete({ typed: ' DELETE ', password: 'secret', hasPassword: true })).toBe(
      true,
    );
  });

  it('an account without a password needs only DELETE', () => {
    expect(canConfirmDelete({ typed: 'DELETE', password: '', hasPassword: false })).toBe(true);
    expect(canConfirmDelete({ typed: 'DELETE!', password: '', hasPassword: false })).toBe(false);
  });

  it('sends the password only for an account that has one', () => {
    expect(deleteRequestBody({ password: 'secret', hasPassword: true })).toEqual({
      password: 'secret',
    });
    expect(deleteRequestBody({ password: 'stray', hasPassword: false })).toEqual({});
  });
});
