import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CrisisResourceList,
  callActions,
  fallbackCrisisResources,
  resourceActions,
  textAction,
  webAction,
} from './crisis-resources';

afterEach(cleanup);

describe('crisis resource links', () => {
  it('turns phone numbers into tel: links, one per number', () => {
    expect(callActions('988')).toEqual([{ kind: 'call', label: 'Call 988', href: 'tel:988' }]);
    expect(callActions('1-866-488-7386')).toEqual([
      { kind: 'call', label: 'Call 1-866-488-7386', href: 'tel:18664887386' },
    ]);
    expect(callActions('877-565-8860 (US), 877-330-6366 (Canada)')).toEqual([
      { kind: 'call', label: 'Call 877-565-8860 (US)', href: 'tel:8775658860' },
      { kind: 'call', label: 'Call 877-330-6366 (Canada)', href: 'tel:8773306366' },
    ]);
    expect(callActions(undefined)).toEqual([]);
  });

  it('turns text instructions into sms: links with the keyword as body', () => {
    expect(textAction('Text 988')).toEqual({ kind: 'text', label: 'Text 988', href: 'sms:988' });
    expect(textAction('Text HOME to 741741')?.href).toBe('sms:741741?&body=HOME');
    expect(textAction('Text START to 678-678')?.href).toBe('sms:678678?&body=START');
    expect(textAction('Chat online')).toBeNull();
  });

  it('links only http(s) websites, by host name', () => {
    expect(webAction('https://www.crisistextline.org')).toEqual({
      kind: 'web',
      label: 'crisistextline.org',
      href: 'https://www.crisistextline.org/',
    });
    expect(webAction('javascript:alert(1)')).toBeNull();
  });

  it('lists every way to reach 988', () => {
    expect(resourceActions(fallbackCrisisResources[0]!).map((a) => a.href)).toEqual([
      'tel:988',
      'sms:988',
      'https://988lifeline.org/',
    ]);
  });
});

describe('the crisis resource list', () => {
  it('shows each resource with tap-to-call, text and web links, never Trans Lifeline alone', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <CrisisResourceList resources={fallbackCrisisResources} />
      </FluentProvider>,
    );
    const list = screen.getByRole('list', { name: 'Crisis resources' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
      'The Trevor Project',
      'Trans Lifeline',
      'Emergency services',
    ]);
    expect(screen.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(screen.getByRole('link', { name: 'Call 1-866-488-7386' }).getAttribute('href')).toBe(
      'tel:18664887386',
    );
    expect(screen.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).toBe(
      'sms:741741?&body=HOME',
    );
    expect(screen.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    const web = screen.getByRole('link', { name: '988lifeline.org' });
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(web.getAttribute('target')).toBe('_blank');
    // The limited hours of Trans Lifeline are spelled out.
    expect(within(items[3]!).getByText(/Limited hours/)).toBeTruthy();
    expect(screen.queryByText(/press 3/i)).toBeNull();
  });
});
