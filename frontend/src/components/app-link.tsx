import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

export const useLinkStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '3px',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': {
      color: tokens.colorBrandForegroundLinkHover,
      textDecorationThickness: '2px',
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  subtle: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
  },
});

/** A client-side route link with Fluent link colours and a visible focus ring. */
export function AppLink({ className, subtle = false, ...props }: LinkProps & { subtle?: boolean }) {
  const styles = useLinkStyles();
  return (
    <RouterLink
      className={mergeClasses(styles.link, subtle && styles.subtle, className)}
      {...props}
    />
  );
}
