import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { paths } from '../config/paths';

export const routerErrorText = 'Unexpected Application Error!';

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
  card: {
    maxWidth: '32rem',
    textAlign: 'center',
    display: 'grid',
    gap: tokens.spacingVerticalL,
    justifyItems: 'center',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  text: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The router's error screen (spec: 'Unexpected Application Error!'). */
export function ErrorScreen() {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{routerErrorText}</h1>
        <p className={styles.text}>
          Something went wrong on our side. Your data is safe. Try reloading the page.
        </p>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button as="a" href={paths.landing} appearance="secondary">
            Go to the home page
          </Button>
        </div>
      </div>
    </main>
  );
}
