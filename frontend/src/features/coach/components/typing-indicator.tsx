import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { coachText } from '../coach-text';
import { CoachAvatar, useMessageStyles } from './chat-messages';

const useStyles = makeStyles({
  bubble: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '5px',
    minHeight: '22px',
    marginBottom: '22px',
  },
  dot: {
    width: '7px',
    height: '7px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralForeground3,
    animationName: {
      '0%, 80%, 100%': { opacity: 0.3, transform: 'translateY(0)' },
      '40%': { opacity: 1, transform: 'translateY(-3px)' },
    },
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', opacity: 0.6 },
  },
  second: { animationDelay: '0.15s' },
  third: { animationDelay: '0.3s' },
});

/** Three soft dots while the coach is answering; screen readers hear 'Coach is typing…'. */
export function TypingIndicator() {
  const styles = useStyles();
  const message = useMessageStyles();
  return (
    <div className={message.row} role="status">
      <CoachAvatar />
      <div className={mergeClasses(message.bubble, message.coachBubble, styles.bubble)}>
        <span className={styles.dot} />
        <span className={mergeClasses(styles.dot, styles.second)} />
        <span className={mergeClasses(styles.dot, styles.third)} />
        <span className={message.visuallyHidden}>{coachText.typing}</span>
      </div>
    </div>
  );
}
