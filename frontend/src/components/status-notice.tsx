import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { borderColors } from './border-colors';
import {
  CheckmarkCircleFilled,
  DiamondDismissFilled,
  InfoFilled,
  WarningFilled,
} from '@fluentui/react-icons';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Fluent's MessageBar, as Stride shows a failed read (multiline, an intent, an optional title and
 * actions), without its code: MessageBar, its body, title and actions cost the dashboard about
 * 4.2 KB gzip on first load to draw a bar most visits never show (issue 15). The styles are
 * Fluent's (@fluentui/react-message-bar 9, use*Styles.styles.js, multiline layout): a grid of the
 * intent icon, the body and, in the row below, the actions at the end; 12 px left padding, the
 * medium radius, min-height 36 px, colorNeutralBackground3 and a 1 px colorNeutralStroke1 border
 * (a real border, so forced-colors mode paints it), the status background, border and icon
 * colour per intent. Buttons in the actions should be size="small", as MessageBarActions makes
 * them.
 */

export type StatusNoticeIntent = 'info' | 'warning' | 'error' | 'success';

const useRootClassName = makeResetStyles({
  whiteSpace: 'normal',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateRows: '1fr',
  gridTemplateAreas: '"icon body actions" "secondaryActions secondaryActions secondaryActions"',
  paddingLeft: tokens.spacingHorizontalM,
  paddingTop: tokens.spacingVerticalMNudge,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderRadius: tokens.borderRadiusMedium,
  alignItems: 'start',
  minHeight: '36px',
  boxSizing: 'border-box',
  backgroundColor: tokens.colorNeutralBackground3,
});

const useIconClassName = makeResetStyles({
  gridArea: 'icon',
  fontSize: tokens.fontSizeBase500,
  marginRight: tokens.spacingHorizontalS,
  color: tokens.colorNeutralForeground3,
  display: 'flex',
  alignItems: 'center',
});

const useBodyClassName = makeResetStyles({
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  fontWeight: tokens.fontWeightRegular,
  lineHeight: tokens.lineHeightBase300,
  gridArea: 'body',
  paddingRight: tokens.spacingHorizontalM,
});

const useTitleClassName = makeResetStyles({
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  fontWeight: tokens.fontWeightSemibold,
  lineHeight: tokens.lineHeightBase300,
  '::after': { content: '" "' },
});

/** The actions, or without any an empty spacer: the row under the body either way. */
const useSecondaryRowClassName = makeResetStyles({
  gridArea: 'secondaryActions',
  marginBottom: tokens.spacingVerticalS,
});

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    columnGap: tokens.spacingHorizontalM,
    justifyContent: 'end',
    marginTop: tokens.spacingVerticalMNudge,
    paddingRight: tokens.spacingVerticalM,
  },
  errorRoot: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...borderColors(tokens.colorStatusDangerBorder1),
  },
  warningRoot: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...borderColors(tokens.colorStatusWarningBorder1),
  },
  successRoot: {
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...borderColors(tokens.colorStatusSuccessBorder1),
  },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  warningIcon: { color: tokens.colorStatusWarningForeground3 },
  successIcon: { color: tokens.colorStatusSuccessForeground1 },
});

const icons: Record<StatusNoticeIntent, ReactNode> = {
  info: <InfoFilled />,
  warning: <WarningFilled />,
  error: <DiamondDismissFilled />,
  success: <CheckmarkCircleFilled />,
};

/**
 * A bar with Fluent MessageBar's multiline look: the intent's icon, an optional title (semibold,
 * naming the bar, as MessageBarTitle does), the message, and the actions below it at the end.
 * Its role is 'group' unless the caller names another ('alert' for a failed read).
 */
export function StatusNotice({
  intent = 'info',
  title,
  actions,
  role = 'group',
  className,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  intent?: StatusNoticeIntent;
  /** The bar's name, in semibold before the message. */
  title?: ReactNode;
  /** Its buttons (size="small"), at the end of the row under the message. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  const rootClassName = useRootClassName();
  const iconClassName = useIconClassName();
  const bodyClassName = useBodyClassName();
  const titleClassName = useTitleClassName();
  const rowClassName = useSecondaryRowClassName();
  const tinted = intent === 'info' ? undefined : intent;
  return (
    <div
      {...rest}
      role={role}
      aria-labelledby={title != null ? titleId : rest['aria-labelledby']}
      className={mergeClasses(rootClassName, tinted && styles[`${tinted}Root`], className)}
    >
      <div className={mergeClasses(iconClassName, tinted && styles[`${tinted}Icon`])}>
        {icons[intent]}
      </div>
      <div className={bodyClassName}>
        {title != null ? (
          <span id={titleId} className={titleClassName}>
            {title}
          </span>
        ) : null}
        {children}
      </div>
      <div className={mergeClasses(rowClassName, actions != null && styles.actions)}>{actions}</div>
    </div>
  );
}
