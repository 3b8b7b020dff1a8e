import { describe, expect, it } from 'vitest';
import { loginPathFor } from './paths';

describe('loginPathFor', () => {
  it('keeps the asked-for page readable and safely encoded', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?next=/dashboard');
    expect(loginPathFor('/journal/42?tab=a&b=c')).toBe('/login?next=/journal/42%3Ftab%3Da%26b%3Dc');
    expect(new URLSearchParams('next=/journal/42%3Ftab%3Da%26b%3Dc').get('next')).toBe(
      '/journal/42?tab=a&b=c',
    );
  });
});
