import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackCrisisResources } from '../../../components/crisis-resources';
import { coachText } from '../coach-text';
import { CrisisReplyCard } from './crisis-reply-card';

afterEach(cleanup);

describe('the crisis reply card', () => {
  it('shows the warm reply, then the resources with tap-to-call and text links', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <CrisisReplyCard
          content={'Thank you for telling me.\n\nYou can call or text **988** any time. <b>x</b>'}
          createdAt="2026-05-12T14:30:00.000Z"
          zone="America/New_York"
          resources={fallbackCrisisResources}
        />
      </FluentProvider>,
    );
    const card = screen.getByRole('article', { name: coachText.crisisTitle });
    expect(within(card).getByText('Thank you for telling me.')).toBeTruthy();
    expect(within(card).getByText('988', { selector: 'strong' })).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('10:30 AM')).toBeTruthy();
    const links = within(card)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        'tel:988',
        'sms:988',
        'tel:18664887386',
        'sms:741741?&body=HOME',
        'tel:911',
        'https://988lifeline.org/',
      ]),
    );
    // Calm, not an alarm: no alert role.
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
