import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Entry } from '@stride/api/contracts/journal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryDraftKey, readEntryDraft } from '../entry-draft';
import { journalText } from '../journal-text';
import { EntryEditorDialog } from './entry-editor-dialog';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const entry: Entry = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Week 3',
  content: 'Voice cracked twice.',
  tags: ['voice'],
  mood: 4,
  createdAt: '2025-06-03T10:00:00.000Z',
  updatedAt: '2025-06-03T10:00:00.000Z',
  localDate: '2025-06-03',
  etag: 'W/"1"',
  shared: false,
};

function renderEditor(props: { entry?: Entry | null; onSaved?: () => void } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FluentProvider theme={webLightTheme}>
        <EntryEditorDialog
          open
          entry={props.entry ?? null}
          promptIndex={0}
          knownTags={['voice', 'family']}
          onClose={() => {}}
          onSaved={props.onSaved ?? (() => {})}
        />
      </FluentProvider>
    </QueryClientProvider>,
  );
}

const title = () => screen.getByLabelText(/^Title/) as HTMLInputElement;
const content = () => screen.getByLabelText(/^Entry/) as HTMLTextAreaElement;

describe('the entry editor', () => {
  it('keeps unsaved text as a draft that a new editor restores', () => {
    const first = renderEditor();
    fireEvent.change(title(), { target: { value: 'Half a thought' } });
    fireEvent.change(content(), { target: { value: 'Line one\nLine two' } });
    expect(readEntryDraft(null)).toMatchObject({
      title: 'Half a thought',
      content: 'Line one\nLine two',
    });
    first.unmount();

    renderEditor();
    expect(title().value).toBe('Half a thought');
    expect(content().value).toBe('Line one\nLine two');
    expect(screen.getByText(journalText.draftRestored)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: journalText.discardDraft }));
    expect(localStorage.getItem(entryDraftKey(null))).toBeNull();
  });

  it('validates with the shared schema before sending anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: journalText.saveEntry }));
    expect(screen.getByText('Please give the entry a title')).toBeTruthy();
    expect(screen.getByText('Please write something')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an edit with If-Match and offers a reload on 409', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ error: { code: 'conflict', message: 'Changed elsewhere' } }, { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderEditor({ entry });
    fireEvent.change(content(), { target: { value: 'Voice cracked three times.' } });
    fireEvent.click(screen.getByRole('button', { name: journalText.saveChanges }));
    await waitFor(() => expect(screen.getByText(journalText.conflict)).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`/journal/${entry.id}$`));
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['If-Match']).toBe('W/"1"');
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'Week 3',
      content: 'Voice cracked three times.',
      tags: ['voice'],
      mood: 4,
    });
    expect(screen.getByRole('button', { name: journalText.conflictReload })).toBeTruthy();
    // The edit is still on this device.
    expect(readEntryDraft(entry.id)).toMatchObject({ content: 'Voice cracked three times.' });
  });
});
