import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { energyLevels, moodLevels } from '../mood-scale';
import { ScoreBadge } from './score-badge';
import { ScoreRadioGroup } from './score-radio-group';

afterEach(cleanup);

function Mood({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <ScoreRadioGroup
        legend="Mood"
        name="m"
        levels={moodLevels}
        value={value}
        onChange={setValue}
      />
      <output>{value ?? 'none'}</output>
    </FluentProvider>
  );
}

describe('mood faces', () => {
  it('is a labelled radio group of five faces, 1 to 5', () => {
    render(<Mood />);
    const group = screen.getByRole('radiogroup', { name: 'Mood' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Rough',
      'Low',
      'Okay',
      'Good',
      'Great',
    ]);
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('chooses a face and reports its score', () => {
    render(<Mood initial={2} />);
    expect((screen.getByRole('radio', { name: 'Low' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    expect((screen.getByRole('radio', { name: 'Good' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('shows a stored score as its face and words, read as a whole', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ScoreBadge name="Mood" levels={moodLevels} value={5} />
        <ScoreBadge name="Energy" levels={energyLevels} value={null} />
      </FluentProvider>,
    );
    expect(screen.getByRole('img', { name: 'Mood: Great (5 of 5)' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Energy/ })).toBeNull();
  });
});
