import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { avatarLetter, useSession } from '../../lib/session/session-context';

/**
 * Fluent's Avatar as the shell draws it (a brand circle with the person's letter, 32 or 36 px,
 * hidden from assistive tech), with Fluent's own rules for that case and its class names: the
 * whole Avatar (presence badges, images, rings, its icon set) stayed out of every page's first
 * load for one letter (issue 15).
 */
const useRootClassName = makeResetStyles({
  display: 'inline-block',
  flexShrink: 0,
  position: 'relative',
  verticalAlign: 'middle',
  borderRadius: tokens.borderRadiusCircular,
  fontFamily: tokens.fontFamilyBase,
  fontWeight: tokens.fontWeightSemibold,
  fontSize: tokens.fontSizeBase300,
  width: '32px',
  height: '32px',
});

const useInitialsClassName = makeResetStyles({
  position: 'absolute',
  boxSizing: 'border-box',
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
  lineHeight: '1',
  border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  userSelect: 'none',
  borderRadius: 'inherit',
  color: tokens.colorNeutralForegroundStaticInverted,
  backgroundColor: tokens.colorBrandBackgroundStatic,
});

const useStyles = makeStyles({ size36: { width: '36px', height: '36px' } });

export function UserAvatar({ size }: { size: 32 | 36 }) {
  const { user } = useSession();
  const root = useRootClassName();
  const initials = useInitialsClassName();
  const styles = useStyles();
  return (
    <span
      aria-hidden="true"
      className={mergeClasses('fui-Avatar', root, size === 36 && styles.size36)}
    >
      <span className={mergeClasses('fui-Avatar__initials', initials)}>{avatarLetter(user)}</span>
    </span>
  );
}
