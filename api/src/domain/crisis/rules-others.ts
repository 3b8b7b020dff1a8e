/** Crisis rules for slang, being targeted, someone else at risk and bare mentions of suicide. */
import { KILL, SUICIDAL, SUICIDE, type Rule } from './rule-vocabulary.js';

/**
 * A message about a film, a book, a class, a memorial or research: a mention of suicide there is
 * a topic, not the writer's state (other rules still screen the writer's own words).
 */
const TOPICAL =
  /\b(?:documentary|movie|film|class|lecture|book|novel|character|protagonist|poster|memorial|vigil|research|project|paper|article|podcast|episode|show(?! up)|series|barrier|training|awareness|statistics|season \d+)\b/;

export const otherRules: Rule[] = [
  // --- slang ----------------------------------------------------------------------
  {
    signal: 'slang',
    level: 'concern',
    re: /\bkms+\b/g,
    unlessBefore: /\d+(?:[.,]\d+)?\s*$|\b(?:few|many|some|several|hundred|thousand)\s+$/,
    unlessAfter:
      /^\s*(?:away|from|to\b|per|an hour|a day|today|run|ran|walk|walked|of|on the bike)/,
  },
  {
    signal: 'slang',
    level: 'urgent',
    re: /\b(?:wanna|gonna|about to|will|should|might|tonight|ready to|gonna just|literally gonna)\s+(?:just\s+)?kms+\b/g,
  },
  {
    signal: 'slang',
    level: 'concern',
    re: /\bunaliv\w*/g,
  },
  {
    signal: 'slang',
    level: 'concern',
    re: /\bsewer\s*slides?\b|\bcommit\s+(?:sudoku|toaster bath|die|neck rope)\b|\btoaster\s*bath\b|\bself\s*(?:delete|deleting|deletion|terminat\w*|unalive\w*)\b|\bgame\s*end(?:ing)?\s+(?:myself|it)\b|\ban hero\b/g,
  },
  {
    signal: 'slang',
    level: 'concern',
    re: /\bdelete\s+myself\b/g,
    unlessAfter: /^\s*(?:from|off)\b/,
  },
  {
    signal: 'slang',
    level: 'urgent',
    re: /\b(?:wanna|gonna|going to|ready to|about to|plan to|planning to|decided to|will|time to|gonna finally|finally gonna)\s+(?:just\s+)?ctb\b/g,
  },
  {
    signal: 'slang',
    level: 'concern',
    re: /\b(?:should|could|might|gonna|wanna|maybe)\s+i\s+(?:just\s+)?kys\b/g,
  },
  // --- someone else, being targeted, bare mentions ------------------------------------
  {
    signal: 'targeted',
    level: 'concern',
    re: /\b(?:told|tell|telling|tells|said|saying|says|keeps? telling|kept telling|keep saying|dm(?:ed|d)?|messag(?:ed|ing))\s+(?:me\s+)?(?:to\s+)?(?:go\s+)?(?:kys|kill myself|die)\b/g,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${KILL}\s+(?:himself|herself|themself|themselves|hisself)\b|\b(?:he|she|they|friend|brother|sister|partner|boyfriend|girlfriend|mom|dad|kid|son|daughter)\s+(?:is|are|was|were|seems?|sounds?|feels?)\s+${SUICIDAL}\b|\b(?:died by|lost (?:my|a|our) \w+ to|death by)\s+${SUICIDE}\b`,
      'g',
    ),

    unlessMessage: TOPICAL,
  },
  {
    signal: 'mention',
    level: 'concern',
    re: new RegExp(String.raw`\b${SUICIDAL}\b|\b${SUICIDE}\b`, 'g'),
    unlessAfter:
      /^\s*(?:squad|rates?|statistics|stats|prevention|awareness|research|study|studies|data|risk|doors?|bombers?|watch|is (?:a|the) (?:song|film|movie))\b/,
    unlessBefore:
      /(?:movie|film|book|show|song|article|documentary|episode|podcast|video|essay|class|lecture|training|course|research|paper|report|study|news|statistics about|stats on|rates of)\s+(?:\w+\s+){0,2}$/,

    unlessMessage: TOPICAL,
  },
  {
    signal: 'mention',
    level: 'concern',
    re: /\b(?:crisis|suicide|suicide prevention)\s+(?:hot\s?line|line|life\s?line|help\s?line|number|text line)\b/g,
    noNegation: true,
    unlessMessage:
      /\b(?:posters?|volunteer\w*|training|shifts?|flyers?|project|class|presentation)\b/,
  },
];
