import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular, ChatRegular, ClockRegular, GlobeRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { crisisResources } from '@stride/api/contracts/crisis-resources';

/** The server's own list (one source: api/src/contracts/crisis-resources.ts). */
export const fallbackCrisisResources: readonly CrisisResourceView[] = crisisResources;

export interface ResourceAction {
  kind: 'call' | 'text' | 'web';
  label: string;
  href: string;
}

/**
 * 'Call 988' → tel:988; '877-565-8860 (US), 877-330-6366 (Canada)' → two calls, each named
 * with its region.
 */
export function callActions(phone: string | undefined): ResourceAction[] {
  if (!phone) return [];
  return phone
    .split(/[,;]| or /)
    .map((part) => part.trim())
    .flatMap((part) => {
      const digits = part.replace(/\(.*?\)/g, '').replace(/\D/g, '');
      if (!digits) return [];
      return [{ kind: 'call' as const, label: `Call ${part}`, href: `tel:${digits}` }];
    });
}

/** 'Text 988' → sms:988; 'Text HOME to 741741' → sms:741741?&body=HOME. */
export function textAction(text: string | undefined): ResourceAction | null {
  if (!text) return null;
  const match = /^text\s+(?:(.+?)\s+to\s+)?([\d-]+)$/i.exec(text.trim());
  if (!match) return null;
  const number = (match[2] ?? '').replace(/\D/g, '');
  if (!number) return null;
  const body = match[1] ? `?&body=${encodeURIComponent(match[1])}` : '';
  return { kind: 'text', label: text.trim(), href: `sms:${number}${body}` };
}

/** The website, shown by its host name ('988lifeline.org'); only http(s) addresses. */
export function webAction(url: string): ResourceAction | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { kind: 'web', label: parsed.hostname.replace(/^www\./, ''), href: parsed.href };
  } catch {
    return null;
  }
}

/** Every way to reach a resource: calls, then a text, then its website. */
export function resourceActions(resource: CrisisResourceView): ResourceAction[] {
  return [
    ...callActions(resource.phone),
    ...[textAction(resource.text), webAction(resource.url)].filter(
      (action): action is ResourceAction => action !== null,
    ),
  ];
}

const actionIcons = { call: <CallRegular />, text: <ChatRegular />, web: <GlobeRegular /> };

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  hours: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    '& svg': { flexShrink: 0, marginTop: '1px' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
});

/**
 * The crisis resources with tap-to-call, text and web links. `headingLevel` sets the level of
 * each resource's name so the list fits the outline of the page or dialog it sits in.
 */
export function CrisisResourceList({
  resources,
  headingLevel = 3,
  label = 'Crisis resources',
}: {
  resources: readonly CrisisResourceView[];
  headingLevel?: 2 | 3 | 4;
  label?: string;
}) {
  const styles = useStyles();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list} aria-label={label}>
      {resources.map((resource) => (
        <li key={resource.name} className={styles.item}>
          <div className={styles.head}>
            <Heading className={styles.name}>{resource.name}</Heading>
            {resource.hours === '24/7' ? (
              <Badge appearance="tint" color="brand" size="small">
                24/7
              </Badge>
            ) : null}
          </div>
          <p className={styles.description}>{resource.description}</p>
          {resource.hours !== '24/7' ? (
            <p className={styles.hours}>
              <ClockRegular aria-hidden="true" />
              <span>{resource.hours}</span>
            </p>
          ) : null}
          <div className={styles.actions}>
            {resourceActions(resource).map((action) => (
              <Button
                key={action.href}
                as="a"
                href={action.href}
                size="small"
                appearance={action.kind === 'web' ? 'subtle' : 'secondary'}
                icon={actionIcons[action.kind]}
                {...(action.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {action.label}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
