import { Button, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SendFilled } from '@fluentui/react-icons';
import { aiLimits, chatRequestSchema } from '@stride/api/contracts/ai';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { coachText } from '../coach-text';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  field: { flexGrow: 1, minWidth: 0 },
  textarea: {
    width: '100%',
    '& textarea': {
      minHeight: '44px',
      maxHeight: '200px',
      paddingBlock: tokens.spacingVerticalS,
      fontSize: tokens.fontSizeBase300,
      lineHeight: tokens.lineHeightBase300,
      resize: 'none',
    },
  },
  send: { flexShrink: 0, minWidth: '44px', height: '44px' },
  meta: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    color: tokens.colorNeutralForeground3,
  },
  counter: { marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  hint: {
    '@media (max-width: 599px)': { display: 'none' },
  },
});

/** Grows the textarea with its text, up to its max height. */
function autosize(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return;
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + 2}px`;
}

/**
 * The message box: multiline, Enter sends and Shift+Enter starts a new line, at most 4,000
 * characters (a counter shows near the limit), disabled while a message is on its way.
 */
export function ChatComposer({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (message: string) => void;
}) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const hintId = useId();

  const length = text.length;
  const over = length > aiLimits.messageMax;
  const valid = chatRequestSchema.safeParse({ message: text }).success;
  const canSend = !disabled && valid;

  useLayoutEffect(() => autosize(textarea.current), [text]);

  // Back in the box once the reply is in, so the conversation can go on from the keyboard.
  const wasDisabled = useRef(disabled);
  useLayoutEffect(() => {
    if (wasDisabled.current && !disabled && document.activeElement === document.body) {
      textarea.current?.focus();
    }
    wasDisabled.current = disabled;
  }, [disabled]);

  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const showCounter = length >= coachText.counterFrom;
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Send a message">
      <div className={styles.row}>
        <div className={styles.field}>
          <Textarea
            ref={textarea}
            className={styles.textarea}
            aria-label={coachText.composerLabel}
            aria-describedby={`${hintId}${showCounter ? ` ${counterId}` : ''}`}
            aria-invalid={over || undefined}
            placeholder={coachText.composerPlaceholder}
            value={text}
            rows={1}
            resize="none"
            disabled={disabled}
            onChange={(_, data) => setText(data.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button
          type="submit"
          appearance="primary"
          className={styles.send}
          icon={<SendFilled />}
          aria-label={disabled ? coachText.sending : coachText.send}
          title={coachText.send}
          disabled={!canSend}
        />
      </div>
      <div className={styles.meta}>
        <span id={hintId} className={styles.hint}>
          {coachText.composerHint}
        </span>
        {showCounter ? (
          <span
            id={counterId}
            className={mergeClasses(styles.counter, over && styles.over)}
            aria-live="polite"
          >
            {over ? `${coachText.tooLong} · ` : null}
            {coachText.counter(length)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
