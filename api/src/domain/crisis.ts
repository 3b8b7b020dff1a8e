/**
 * Crisis detection for the coach chat (and community posts): a pure, rule-based
 * screen that runs on every message before any model, with or without an AI
 * service. It errs towards a caring check-in: a false alarm costs a warm
 * message and a list of helplines, a miss can cost a life.
 *
 * Decisions where the spec is silent (kept in sync with crisis.test.ts):
 * - Two levels, both `crisis: true`. `urgent`: first-person intent to die or to
 *   self-harm, plans, means, goodbyes, imminence. `concern`: passive or indirect
 *   ideation, perceived burdensomeness, slang ('kms', 'unalive', 'sewer slide'),
 *   worry about someone else, bare mentions of suicide that are not clearly a
 *   topic (a film, statistics, an article), loss of someone to suicide.
 * - 'kys' / 'kill yourself' aimed at someone else is abuse, not self-risk: it is
 *   not flagged here (moderation is another module's job). Being told to kill
 *   yourself ('people keep telling me to kys') is flagged as concern, because
 *   being targeted is itself a risk.
 * - Anger at others ('my ex can go die in a fire') is not flagged: the screen is
 *   about the writer's own safety. Threats to others are out of its scope.
 * - Hyperbole tied to a clear idiom is not flagged ('dying to know', 'killed it
 *   at the gym', 'die of embarrassment', 'killing myself at work'); hyperbole
 *   without one is ('I want to die lol', 'kms', 'I'd rather die than ...').
 * - An explicit, adjacent denial suppresses that one statement ('I'm not
 *   suicidal', 'I would never kill myself', 'no thoughts of self-harm'); every
 *   other statement in the message is still screened.
 * - Clearly past experiences ('I used to self-harm', 'I was suicidal before T')
 *   are not flagged unless the message also says it is coming back, or recent.
 * - Trans-specific idioms are not crises: a goodbye letter to one's old name or
 *   old self, giving away binders, 'ending my life as a girl', 'I can't go on T
 *   yet', 'I shoot myself in the thigh on Sundays' (an injection).
 * - Methods and means words are only matched, never echoed: `signals` are short
 *   family labels.
 */

export type CrisisLevel = 'none' | 'concern' | 'urgent';

export interface CrisisResult {
  crisis: boolean;
  level: CrisisLevel;
  /** Short labels of the families that matched (never text from the message). */
  signals: string[];
}

/** A crisis resource card, as the API answers it: `{name, phone?, text?, url, hours}`. */
// The list lives with the contracts so the front end shows the very same resources when the
// server cannot be reached.
export { crisisResources, type CrisisResource } from '../contracts/crisis-resources.js';

// ---------------------------------------------------------------------------
// Normalisation

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '*': 'i',
};

/** Numbers with a unit or ordinal ('5km', '0.3ml', '2nd', '10am') are not leetspeak. */
const NUMBER_WITH_UNIT =
  /^\d+(?:km|kms|k|mi|m|mg|ml|cc|g|kg|lb|lbs|st|nd|rd|th|am|pm|h|hr|hrs|min|mins|x|s|yo|y|d|w|wk|wks|mo|yr|yrs|iu|u|mcg|ng|dl)$/;

function deleet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!|*]/.test(token) || NUMBER_WITH_UNIT.test(token)) {
    return token;
  }
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const ch = token[i] as string;
    const mapped = LEET[ch];
    if (mapped === undefined) {
      out += ch;
      continue;
    }
    const next = token[i + 1];
    const prev = token[i - 1];
    const digit = /[0-9]/.test(ch);
    // '!', '|', '*' and '$' only stand for letters inside a word, not as punctuation.
    const inside = next !== undefined && /[a-z0-9]/.test(next);
    const afterLetter = prev !== undefined && /[a-z]/.test(prev);
    if (digit || inside || (afterLetter && (ch === '@' || ch === '$'))) out += mapped;
    else out += ch;
  }
  return out;
}

const CANONICAL: [RegExp, string][] = [
  [/\b(?:can not|cannot|cant|cnt|caint)\b/g, 'cant'],
  [/\b(?:do not|dont|dnt|donot|dont)\b/g, 'dont'],
  [/\b(?:i am|im|iam|i m)\b/g, 'im'],
  [/\b(?:i would|id|i d)\b/g, 'id'],
  [/\b(?:will not|wont)\b/g, 'wont'],
  [/\b(?:is not|isnt)\b/g, 'isnt'],
  [/\b(?:want|wnat|wamt|wnt|wan|wana|wanna|wannna|wanan)\s*(?:to|too|2|ta)\b/g, 'wanna'],
  [/\b(?:wana|wannna|wanan|wanna)\b/g, 'wanna'],
  [/\b(?:going|gong|goin|gona|gonna|gunna)\s*(?:to|too|2|ta)\b/g, 'gonna'],
  [/\b(?:gona|gunna|gonna)\b/g, 'gonna'],
  [
    /\b(?:my\s?self|myslef|myslf|mysefl|mysel|mysef|myselft|myselfe|meself|muself|mself|mysself)\b/g,
    'myself',
  ],
  [/\b(?:lfie|lief|lyfe|liffe)\b/g, 'life'],
  [/\b(?:sefl|slef|sel)\s?(harm|harming|harmed|injury)\b/g, 'self $1'],
  [/\bun\s?aliv/g, 'unaliv'],
  [/\bany\s+more\b/g, 'anymore'],
  [/\b(?:no one|noone|no body|nobody)\b/g, 'nobody'],
  [/\bevery\s?one\b/g, 'everyone'],
  [/\bgood\s?bye\b/g, 'goodbye'],
];

/**
 * Lower-case, strip accents and invisible characters, undo common leetspeak and
 * spaced-out letters, drop apostrophes, fold frequent spellings onto one form,
 * collapse whitespace. Sentence punctuation (. , ! ? ;) is kept as clause marks.
 */
export function normalizeForCrisis(message: string): string {
  let s = message.slice(0, 10_000).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  s = s.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
  s = s.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  s = s.replace(/[a-z0-9@$!|*]+/g, deleet);
  // s u i c i d e, k.m.s, k-m-s
  s = s.replace(/\b[a-z](?:[ .\-_*]+[a-z]\b){2,}/g, (run) => run.replace(/[ .\-_*]+/g, ''));
  s = s.replace(/'/g, '');
  s = s.replace(/[^a-z0-9.,!?;\s]+/g, ' ');
  s = s.replace(/([a-z])\1{2,}/g, '$1$1');
  s = s.replace(/\s+/g, ' ').trim();
  for (const [re, to] of CANONICAL) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------
// Rules

type Family =
  | 'direct-intent'
  | 'passive-ideation'
  | 'burden'
  | 'self-harm'
  | 'plan-or-means'
  | 'goodbye'
  | 'slang'
  | 'mention'
  | 'someone-else'
  | 'targeted';

interface Rule {
  signal: Family;
  level: Exclude<CrisisLevel, 'none'>;
  re: RegExp;
  /** The match is ignored when the text right after it matches (anchored with ^). */
  unlessAfter?: RegExp;
  /** The match is ignored when the text right before it matches (anchored with $). */
  unlessBefore?: RegExp;
  /** The match only counts when the text right before it matches (anchored with $). */
  onlyAfter?: RegExp;
  /** The match is ignored when the whole message matches. */
  unlessMessage?: RegExp;
  /** Only counts together with another signal (then it makes the message urgent). */
  supporting?: boolean;
  /** Negation ('not', 'never', 'no thoughts of') right before does not apply. */
  noNegation?: boolean;
}

const SUICIDE = String.raw`su+i*[cs]+i*d+(?:e+|es|ed)`;
const SUICIDAL = String.raw`su+i*[cs]+i*d+(?:[aei]|ia)l+(?:ity|ly)?`;
const KILL = String.raw`k[i]?l{1,2}(?:ing|ed|in|s)?`;
const INTENT_BEFORE = String.raw`(?:wanna|gonna|want|need to|have to|should|could|might|will|ill|about to|ready to|plan to|planning to|urge to|urges to|tempted to|thinking (?:about|of)|think about|thought about|trying not to|feel like|going to|just|try to|tried to|decided to|keep wanting to|cant stop (?:thinking about)?)\s+(?:just\s+|really\s+|finally\s+|probably\s+|literally\s+)?$`;
const GYM_OR_DIET =
  /\b(?:calorie|calories|bulk|bulking|cut phase|cutting phase|diet|dieting|macros|lean|shred|shredded|weight|lbs|kg|pounds|protein|summer|deficit|gym|hair|carbs|sugar|coffee|caffeine|bangs|class|classes|school|ties|corners|costs|hours)\b/;
const INJECTION_WORDS =
  /\b(?:inject\w*|shots?|needles?|syringes?|dose\w*|sub ?q|subcutaneous|intramuscular|vial|thigh|glute|delt\w*)\b/;
const SPORT =
  /\b(?:gym|lifting|lift|workout|working out|running|run|training|sport|football|soccer|rugby|basketball|climbing|hike|hiking|skate\w*|bike|biking|injur\w*|sprain\w*|pulled|squat\w*|deadlift\w*)\b/;
const ACCIDENT_AFTER = String.raw`(?:while |when |by )?(?:shaving|cooking|chopping|slicing|opening|cleaning|gardening|working|lifting|training|running|playing|climbing|at (?:the )?(?:gym|work)|on (?:a|the|some|my) (?:paper|knife|glass|can|lid|edge|counter|box|tin|fence|nail|stove|pan|oven|iron|kettle)|by accident|accidentally|with (?:a|the|my) (?:knife|razor|scissors|needle|stove|pan|oven|iron|kettle|straightener|curling iron) (?:while|when|by accident|cooking|shaving)|with the needle|injecting|doing my shot)`;

const RULES: Rule[] = [
  // --- direct intent -------------------------------------------------------
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: new RegExp(String.raw`\b${KILL}\s+myself\b`, 'g'),
    unlessAfter:
      /^\s*(?:at (?:the )?(?:gym|work|job|office|practice|training|school)|in (?:the )?(?:gym|training|practice)|(?:over|for) (?:this|these|that|my|the|a|an)\b|with (?:work|cardio|training|workouts?|overtime|homework)|trying to|to (?:get|finish|make|meet|hit|keep|please|impress)\b|laughing)/,
    unlessBefore:
      /(?:told|tell|telling|tells|said|saying|says|keeps? telling|kept telling|told me|telling me)\s+(?:me\s+)?(?:to\s+)?(?:go\s+)?$/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:wanna|need to|gonna|ready to|deserve to|just wanna|wish i could|want|wanted to|want to|should|might as well|may as well)\s+(?:just\s+|really\s+|kinda\s+|literally\s+|fucking\s+|honestly\s+)?die+\b/g,
    unlessAfter:
      /^\s*(?:(?:of|from) (?:embarrassment|laughter|laughing|cringe|shame|boredom|cuteness|happiness|joy|excitement|old age)|laughing|for\b|on (?:this|that) hill|(?:my|his|her|their|the|it|them) (?:hair|beard|shirt|clothes|binder|eyebrows|roots|jeans|shoes))/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:wish|wishing|hope|hoping|pray|praying)\s+(?:that\s+)?i\s+(?:(?:was|were|could|would|just|had|will|can|be)\s+){0,3}(?:dead|die+|died)\b/g,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:rather|better off|wanna be|deserve to be|ready to be|should be|should just be)\s+(?:be\s+)?(?:dead|die+)\b/g,
    unlessAfter: /^\s*(?:on (?:this|that) hill|of (?:embarrassment|laughter|boredom|cringe))/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:end|ending|ended|take|taking|took)\s+my\s+(?:own\s+)?life\b/g,
    unlessAfter:
      /^\s*(?:as (?:a |an )?(?:girl|woman|female|lesbian|she|her|daughter|sister|my dead ?name|\w+ name)|back|into|in my own|in (?:a|another|a new) direction|by the horns|seriously|one day at a time|easy|slow|for granted)/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:im|i feel|feeling|felt|ive been|been|getting|am|becoming|was)\s+(?:so\s+|really\s+|very\s+|pretty\s+|kinda\s+|kind of\s+|super\s+|extremely\s+|a (?:bit|little)\s+|more\s+|actively\s+|passively\s+)?${SUICIDAL}\b`,
      'g',
    ),
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:commit|committing|attempt|attempted|attempting|thinking about|think about|thought about|thoughts of|considering|considered|contemplating|planning|plan|going to commit|gonna commit)\s+(?:commit(?:ting)?\s+)?${SUICIDE}\b`,
      'g',
    ),
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:hang|drown|poison|off|end|unalive|neck|rope)\s+myself\b/g,
    unlessAfter: /^\s*(?:up|out|to sleep|from)\b/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\bshoot\s+myself\b/g,
    onlyAfter: new RegExp(INTENT_BEFORE),
    unlessAfter:
      /^\s*(?:up|in (?:the|my) (?:foot|thigh|leg|glute|butt|arm|belly|stomach|tummy|ass|hip|delt|shoulder|abdomen)|with|every|each|on|weekly|for the first time|tonight with|again with)/,
    unlessMessage: INJECTION_WORDS,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:end|ending)\s+it\s+all\b/g,
  },
  {
    signal: 'direct-intent',
    level: 'concern',
    re: /\b(?:end|ending)\s+(?:it|things|everything)\b/g,
    onlyAfter: new RegExp(INTENT_BEFORE),
    unlessAfter:
      /^\s*(?:with|between|for (?:now|today|tonight)|early|here|there|on a (?:good|high) note|off|now and|soon enough with)/,
  },
  // --- passive or indirect ideation -----------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bdont\s+(?:really\s+|even\s+|actually\s+)?wanna\s+(?:be\s+alive|exist|go on|keep (?:living|going|existing)|be around|live anymore|wake up anymore|do this anymore)\b/g,
    unlessAfter: /^\s*(?:in|with|at|near|there|here|on|for)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bdont\s+(?:really\s+|even\s+|actually\s+)?wanna\s+live\b/g,
    unlessAfter:
      /^\s*(?:in|at|near|with|there|here|on|under|by|close|far|together|alone|somewhere|anywhere|without)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bdont\s+(?:really\s+|even\s+|actually\s+)?wanna\s+be\s+here\s*(?:anymore|any longer|no more|on (?:this )?earth|in this world)?(?=\s*(?:$|[.!?,;]|and\b|but\b|so\b|lol|tbh|honestly|at all))/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bdont\s+(?:really\s+|even\s+)?wanna\s+wake\s+up\b/g,
    unlessAfter: /^\s*(?:early|at|so early|before|for|to|on)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wanna|wish i could|need to|would love to|just wanna)\s+(?:just\s+)?(?:disappear|vanish|fade away|not exist|stop existing|cease to exist|not be alive|not be here|not wake up|sleep forever|go to sleep forever|be gone)\b/g,
    unlessAfter:
      /^\s*(?:for (?:a|the|this) (?:bit|while|week|weekend|day|few days|month|night|afternoon)|into|to (?:a|the|my)|under|from (?:social|the internet|twitter|instagram|tiktok)|on (?:vacation|holiday))/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:sleep|go to sleep|fall asleep|close my eyes)\s+and\s+(?:never|not)\s+wake\s+up\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:hope|wish|pray|praying|hoping)\s+(?:that\s+)?i\s+(?:dont|never|do not|wont)\s+wake\s+up\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bwish\s+(?:that\s+)?(?:id never been born|id never existed|i\s+(?:didnt exist|did not exist|wasnt alive|wasnt born|was never born|had never been born|never existed|could stop existing|could disappear|wasnt here))\b/g,
    unlessAfter: /^\s*(?:at|in|with|today|for)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:tired|sick|done|exhausted)\s+(?:of|with)\s+(?:living|being alive|life|existing|being here|everything and everyone)\b/g,
    unlessAfter: /^\s*(?:admin|in (?:this|the) (?:city|town|dorm)|with my)/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:no|any|nothing left|nothing|no more|not a single|dont have a|cant find a|cant think of a|cant see a)\s+(?:good\s+|real\s+)?(?:reason|reasons)\s+(?:to|for)\s+(?:live|living|keep going|go on|be alive|stay|exist)\b|\bnothing (?:left )?to live for\b/g,
    noNegation: true,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bno point\s+(?:in\s+|to\s+)?(?:living|going on|being alive|life|existing|anything anymore|me being here|trying anymore)\b|\bwhats the point (?:of|in) (?:living|life|going on|being alive|existing|anything anymore|me)\b/g,
    noNegation: true,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\blife\s+(?:isnt|is not|aint|wasnt|isn)\s+worth\s+(?:living|it)\b|\bnot worth living\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:cant|dont think i can|not sure i can|dont know if i can|idk if i can|doubt i can|cant really)\s+(?:go on|keep going|keep living|live like this|do this anymore|do this any longer|take (?:it|this) anymore|take (?:it|this) any longer|handle being alive|keep doing this)\b/g,
    unlessAfter:
      /^\s*(?:t\b|testosterone|hrt|hormones|blockers|the\b|a\b|an\b|my\b|vacation|holiday|tour|dates?|stage|camera|air|leave|without|to\b|back|at\b|with\b|until|till|yet|unless)/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:feel|feeling|felt)\s+like\s+dying\b/g,
    unlessAfter:
      /^\s*(?:after|from|of|laughing|when|at|during|because of (?:the|this|my) (?:workout|heat|cold|flu))/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:idk|dont know|not sure|unsure|wonder)\s+(?:if|whether)\s+i\s+(?:wanna|even wanna|still wanna|can|should)\s+(?:live|keep going|go on|be alive|be here|keep living|exist)\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wanna|want|need)\s+(?:it|everything|it all|all of it|my life)\s+(?:all\s+)?to\s+(?:end|stop|be over)\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:think|thinking|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|dream|dreaming)\s+(?:a lot\s+)?(?:about|of)\s+(?:dying|death|being dead|not being here|not existing|ending it|ending things|not waking up)\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wont|will not|might not|may not|not gonna|wouldnt)\s+be\s+(?:here|around|alive)\s+(?:much longer|for much longer|anymore|any longer|for long)\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:having|had|have|experiencing|passive|active)\s+(?:passive\s+|active\s+)?(?:si|ideation)\b/g,
  },
  // --- burdensomeness ---------------------------------------------------------
  {
    signal: 'burden',
    level: 'concern',
    re: /\bbetter\s+(?:off\s+)?without\s+me\b|\b(?:im|id be|i would be|i am|be)\s+better off\s+(?:gone|dead|not here|not existing|not alive|not around)\b|\b(?:happier|better|easier|better off|relieved)\s+(?:\w+\s+){0,2}if i (?:was|were|wasnt|werent|died|disappeared|was gone|just died)\b(?!\s+(?:on|at|in|with|more|less|able|a|an|the))|\bbetter off if i (?:was|were) (?:gone|dead|not here|not around|never born)\b|\bbetter off if i (?:wasnt|werent) (?:here|around|alive|born)\b|\bbetter off if i (?:just )?(?:died|disappeared|didnt exist|was gone)\b/g,
    unlessAfter:
      /^\s*(?:in (?:the|this) (?:group|team|project|band|class)|on (?:the|this) (?:team|project))/,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:im|i feel like|feel like|feeling like|i feel like im|being|im just|ive become)\s+(?:such\s+|just\s+|only\s+|nothing but\s+|a huge\s+|a\s+)?(?:a\s+)?burden\b/g,
    unlessAfter: /^\s*(?:on (?:the|my) (?:budget|wallet)|of proof)/,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\bnobody\s+(?:would|will|even)\s+(?:care|notice|miss me|even notice|even care)\b(?:\s+if\s+i\s+(?:was|were|died|disappeared|left|vanished|wasnt|killed))?/g,
    unlessAfter:
      /^\s*(?:about|what|that|which|how|if i (?:wore|cut|changed|dyed|came|skipped|said|asked))/,
  },
  // --- self-harm ---------------------------------------------------------------
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\bcut{1,2}(?:ing|s)?\s+myself\b/g,
    unlessAfter: new RegExp(
      String.raw`^\s*(?:${ACCIDENT_AFTER}|some slack|off\b|a (?:break|slice|piece)|short|out of)`,
    ),
    unlessBefore: /(?:accidentally|accidently|acidentally|by accident)\s+$/,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\bburn(?:ed|t|ing|s)?\s+myself\b/g,
    unlessAfter: new RegExp(
      String.raw`^\s*(?:on (?!purpose)|out\b|${ACCIDENT_AFTER}|making|with (?:hot|boiling) )`,
    ),
    unlessBefore: /(?:accidentally|accidently|by accident)\s+$/,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\bhurt(?:ing)?\s+myself\b/g,
    onlyAfter: new RegExp(INTENT_BEFORE),
    unlessAfter: new RegExp(String.raw`^\s*(?:${ACCIDENT_AFTER})`),
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:ive been|been|keep|kept|started|start|im|again)\s+(?:hurting|cutting|burning|hitting|punishing|starving)\s+myself\b/g,
    unlessAfter: new RegExp(
      String.raw`^\s*(?:${ACCIDENT_AFTER}|some slack|off\b|out\b|at (?:the )?gym)`,
    ),
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:hurt|hurting|hit|hitting|punish|punishing|scratch|scratching|starve|starving)\s+myself\s+(?:on purpose|intentionally|deliberately|to feel|so i (?:can )?feel|because i deserve|until i bleed|till i bleed)/g,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\buntil i bleed\b|\btill i bleed\b/g,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:wanna|wanting to|want to|need to|urge to|urges to|tempted to|itching to|craving to)\s+(?:just\s+)?cut\b(?=\s*(?:$|[.!?,;]|again|so bad|tonight|really bad|but\b|and\b))/g,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:cut|cutting|slit|slitting|slash|slashing|carve|carving|carved)\s+(?:into\s+)?my\s+(?:wrists?|arms?|forearms?|skin)\b/g,
    unlessAfter: new RegExp(String.raw`^\s*(?:${ACCIDENT_AFTER})`),
    unlessBefore: /(?:accidentally|accidently|by accident)\s+$/,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\bhurt(?:ing)?\s+myself\s+again\b/g,
    unlessAfter: new RegExp(String.raw`^\s*(?:${ACCIDENT_AFTER})`),
    unlessMessage: SPORT,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:(?:ive|i|im|been|started|start|and|relapsed and)\s+(?:been\s+)?(?:cutting|cut))\s+again\b|\b(?:started|start|starting)\s+cutting\b(?!\s+(?:my|the|back|down|out|off|it|class|carbs|sugar|ties|costs|corners|calories|weight|for))|\burges?\s+to\s+cut\b(?!\s+(?:my|the|it|back|down|off|out|class|school|ties|them|him|her|people|bangs|carbs|sugar|corners|costs|calories))|\bcutting\s+urges?\b/g,
    unlessMessage: GYM_OR_DIET,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\brelaps(?:e|ed|ing)\s+(?:on|into|with|in)?\s*(?:cutting|sh|self harm\w*|self injury|hurting myself|burning)\b|\b(?:sh|self harm)\s+(?:relapse|again|urges?)\b/g,
  },
  {
    signal: 'self-harm',
    level: 'concern',
    re: /\bself\s*(?:harm|harming|harmed|injur(?:y|e|ing|ed)|mutilat\w*)\b|\bselfharm\w*/g,
    unlessAfter:
      /^\s*(?:scars?|free|clean|awareness|research|statistics|stats|rates?|support group)\b/,
    unlessBefore:
      /(?:clean|free|recovered|recovery|recovering|healed)\s+(?:from|of)\s+$|(?:article|study|class|training|documentary|research|movie|video|podcast)\s+(?:\w+\s+){0,2}$/,
  },
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /\b(?:im|ive been|been|started|keep|wanna|gonna|urge to|urges to|thinking about|tempted to)\s+(?:self\s*harm\w*|self injur\w*)\b/g,
  },
  // --- plans and means ------------------------------------------------------------
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed|collecting)\s+(?:up\s+)?(?:my\s+|the\s+|all\s+(?:my|the)\s+)?(?:pills|meds|medication|medications|tablets|sleeping pills|painkillers)\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:have|got|ive got|ive)\s+(?:the|enough|all the|all my|my)\s+(?:pills|meds|medication|tablets)\s+(?:saved|ready|stashed|hidden|put away|stockpiled|to)\b|\benough\s+(?:pills|meds|tablets)\s+to\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:take|took|taking|swallow|swallowed|swallowing)\s+(?:all|every one|a whole bottle|the whole bottle|a bottle|all of)\s+(?:of\s+)?(?:my|the|those|these)?\s*(?:pills|meds|medication|tablets)\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:overdose|overdosing|od)\b/g,
    onlyAfter: new RegExp(INTENT_BEFORE),
    unlessAfter: /^\s*(?:on (?:t|testosterone|my shot|my dose)|by accident|accidentally)/,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:bought|buy|buying|got|have|ordered|found|picked up|tied|tie|tying)\s+(?:a|the|some|my)\s+rope\b|\bnoose\b/g,
    unlessAfter:
      /^\s*(?:for (?:the )?(?:swing|hammock|boat|tent|climbing|camping|gym|dog|cat|garden|moving|crossfit)|swing|ladder|course|climb|to (?:the|my) (?:swing|hammock|boat|tent|car|roof rack))/,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\bjump(?:ing)?\s+(?:off|from)\s+(?:a|the|my|this)\s+(?:bridge|building|roof|balcony|tower|overpass|parking garage)\b|\b(?:jump|step|walk|throw myself)\s+(?:in front of|into)\s+(?:a|the)\s+(?:train|car|bus|truck|traffic)\b|\bwalk into traffic\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\bi\s+(?:know|figured out|decided|planned|worked out|have decided|already know|know exactly)\s+(?:exactly\s+)?(?:how|when|where)\s+(?:id|i would|im gonna|i will|i could|to)\s+(?:do it|end it|go|die)\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:i have|ive got|i made|ive made|made|have)\s+(?:a|the)\s+plan\b(?=\s*(?:$|[.!?,;]|to (?:end|die|kill|do it)|for (?:how|when|it)|now))|\b(?:picked|set|chose|chosen)\s+(?:a|the)\s+date\b|\b(?:bought|got|have|own|loaded|load)\s+(?:a|the|my)\s+(?:gun|pistol|handgun|firearm)\b|\b(?:tell|telling)\s+(?:my|them|everyone)\s+(?:\w+\s+)?(?:i love|that i love)\s+(?:them|you)\b/g,
    supporting: true,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:how to|how do i|how would i|how can i|ways? to|best way to|easiest way to|painless(?: way)? to|quickest way to|fastest way to|quick way to)\s+(?:just\s+)?(?:die|kill myself|end it|end it all|end my life|commit suicide|unalive myself|kms)\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:took|swallowed|taken|took like)\s+(?:a bunch of|a lot of|too many|loads of|tons of|a handful of|a whole bottle of|the whole bottle of|all of my|all my|all the)\s+(?:my\s+|the\s+)?(?:pills|meds|medication|tablets|sleeping pills|painkillers)\b/g,
  },
  // --- goodbyes ----------------------------------------------------------------------
  {
    signal: 'goodbye',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:${SUICIDE}|goodbye|farewell)\s+(?:note|letter|letters|notes|video)\b`,
      'g',
    ),
    unlessAfter:
      /^\s*(?:to|for)\s+(?:my\s+)?(?:old|former|past|younger|pre ?t|dead ?name|deadname|birth name|girlhood|dysphoria|binder|boobs|chest|hair|ex\b|job|coworkers|team|class|school|apartment|house|hometown|city)/,
    unlessBefore: /(?:movie|film|book|show|character|novel|episode|story|song)\s+(?:\w+\s+){0,3}$/,
  },
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /^(?=.*\btonights? (?:is )?the night\b)(?=.*\bim (?:so |just |finally )?done\b(?! with (?:my|the|this|work|school|class)))/g,
  },
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /\bthis is (?:my )?(?:goodbye|the end for me|my last (?:message|night|day|post|goodbye))\b|\bgoodbye (?:everyone|forever|world|cruel world)\b|\bby the time (?:you|anyone|someone|they) (?:reads?|sees?|gets?|finds?) this\b|\b(?:thank you|thanks) for everything\W+(?:goodbye|bye|i love you|ill miss)\b|\bgiv(?:e|ing|en)\s+(?:away\s+)?(?:all\s+)?(?:of\s+)?my\s+(?:things|stuff|belongings|possessions)\s+away\b|\b(?:giv(?:e|ing|en)|gave)\s+away\s+(?:all\s+)?(?:of\s+)?my\s+(?:things|stuff|belongings|possessions|pets?|cat|dog)\b|\bgiving (?:my|all my) (?:things|stuff|belongings|possessions) to\b/g,
    unlessMessage:
      /\b(?:moving|move out|moving out|declutter\w*|garage sale|yard sale|downsiz\w*|minimalis\w*|donat\w*|thrift|new apartment|new place)\b/,
  },
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
  },
  {
    signal: 'mention',
    level: 'concern',
    re: new RegExp(String.raw`\b${SUICIDAL}\b|\b${SUICIDE}\b`, 'g'),
    unlessAfter:
      /^\s*(?:squad|rates?|statistics|stats|prevention|awareness|research|study|studies|data|risk|doors?|bombers?|watch|is (?:a|the) (?:song|film|movie))\b/,
    unlessBefore:
      /(?:movie|film|book|show|song|article|documentary|episode|podcast|video|essay|class|lecture|training|course|research|paper|report|study|news|statistics about|stats on|rates of)\s+(?:\w+\s+){0,2}$/,
  },
  {
    signal: 'mention',
    level: 'concern',
    re: /\b(?:crisis|suicide|suicide prevention)\s+(?:hot\s?line|line|life\s?line|help\s?line|number|text line)\b/g,
    noNegation: true,
  },
];

// Negation right before a statement: 'not', 'never', 'no thoughts of', 'dont', ...
const NEGATION =
  /(?:\bnot|\bnever|\bno longer|\bdont|\bdidnt|\bwouldnt|\bwont|\bisnt|\barent|\bno)\s+(?:(?:really|actually|ever|even|seriously|truly|at all|wanna|gonna|plan to|planning to|intend to|intending to|feel|feeling|be|been|am|im|i|thought about|thinking about|think about|thoughts of|thoughts about|intention to|intentions to|intention of|plans to|plan|urge to|urges to|desire to|considering|considered|have|had|any|the|going to|want|to|of|about|anymore|currently|going|would|will|ever be|gonna ever)\s+){0,4}$/;

// A clearly past experience right before the statement.
const HISTORY_BEFORE =
  /(?:\bused to|\bback when i|\bback then i)\s+(?:(?:be|been|feel|i|im|always|really|so|wanna|constantly|often|sometimes|get|a lot)\s+){0,3}$/;
const HISTORY_MESSAGE =
  /\b(?:years ago|a year ago|months ago|before (?:i started |starting |i got on |going on )?(?:t|testosterone|hrt|transition\w*|i came out|coming out)|pre t|back then|in (?:high school|middle school|college|my teens)|as a (?:kid|teen|teenager)|when i was (?:younger|a kid|a teen|a teenager|little|\d+))\b/;
const PAST_BEFORE =
  /(?:\bwas|\bwere|\bfelt|\bhad been|\bused to be|\bwanted to|\bthought about|\btried to)\s+(?:(?:so|really|very|pretty|kinda|often|always|severely|deeply|constantly|badly)\s+)?$/;
const PAST_MATCH = /^(?:wanted|was|were|felt|used|attempted|thought|had)\b/;
const RECURRENCE =
  /\b(?:again|coming back|came back|creeping back|returning|returned|lately|recently|these days|right now|tonight|today|this week|anymore\?|starting to|relapse\w*|still)\b/;

const IMMINENT =
  /\b(?:tonight|right now|today|this weekend|tomorrow|before morning|in an hour|in a few hours|soon|this week)\b/;

function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 80), index);
  const cut = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf(';'),
    before.lastIndexOf(','),
    before.lastIndexOf(' but '),
  );
  return (cut >= 0 ? before.slice(cut + 1) : before).replace(/^\s*but\s+/, '');
}

function matchCounts(rule: Rule, text: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const before = clauseBefore(text, start);
  const beforeWide = text.slice(Math.max(0, start - 80), start);
  const after = text.slice(start + match[0].length, start + match[0].length + 80);
  if (rule.onlyAfter && !rule.onlyAfter.test(before)) return false;
  if (rule.unlessAfter?.test(after)) return false;
  if (rule.unlessBefore?.test(beforeWide)) return false;
  if (rule.unlessMessage?.test(text)) return false;
  if (!rule.noNegation && NEGATION.test(before)) return false;
  const past =
    HISTORY_BEFORE.test(before) ||
    (HISTORY_MESSAGE.test(text) && (PAST_BEFORE.test(before) || PAST_MATCH.test(match[0])));
  if (past && !RECURRENCE.test(text)) return false;
  return true;
}

const LEVEL_RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, urgent: 2 };

/**
 * Screens one message for signs of suicidal intent or self-harm. Pure and fast
 * (a few dozen regular expressions over at most 10,000 characters).
 */
export function detectCrisis(message: string): CrisisResult {
  const text = normalizeForCrisis(message);
  const signals = new Set<string>();
  const supporting = new Set<string>();
  let level: CrisisLevel = 'none';

  if (text) {
    for (const rule of RULES) {
      for (const match of text.matchAll(rule.re)) {
        if (!matchCounts(rule, text, match)) continue;
        if (rule.supporting) {
          supporting.add(rule.signal);
        } else {
          signals.add(rule.signal);
          if (LEVEL_RANK[rule.level] > LEVEL_RANK[level]) level = rule.level;
        }
        break;
      }
    }
  }

  if (signals.size > 0) {
    for (const signal of supporting) signals.add(signal);
    if (supporting.size > 0) level = 'urgent';
    if (IMMINENT.test(text)) {
      signals.add('imminent');
      level = 'urgent';
    }
  }

  return { crisis: level !== 'none', level, signals: [...signals].sort() };
}

// ---------------------------------------------------------------------------
// The reply

/** A display name made safe to greet with: trimmed, single-line, no markup, at most 40 characters. */
export function safeDisplayName(name: string | undefined): string | null {
  if (!name) return null;
  const clean = name
    .replace(/[\p{Cc}*_`#<>[\]]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  return clean.length > 40 ? clean.slice(0, 40).trim() : clean;
}

/**
 * The reply to a crisis message: warmth first, then a short pointer to the
 * resource cards the app shows beside it, an invitation to keep talking and a
 * gentle question about immediate safety. Never mentions methods or means.
 * `name` must be the display (preferred) name, never the legal name.
 */
export function crisisReply(name?: string): string {
  const who = safeDisplayName(name);
  const opening = who
    ? `${who}, thank you for telling me. I'm really glad you reached out, and I'm so sorry you're carrying this much right now.`
    : `Thank you for telling me. I'm really glad you reached out, and I'm so sorry you're carrying this much right now.`;
  return [
    `${opening} What you're feeling matters, you matter exactly as you are, and you don't have to hold this alone.`,
    `You deserve to talk with a real person who can be with you in this. The people below are free and confidential: you can call or text **988** or text **HOME to 741741** any time, day or night, and The Trevor Project is there around the clock if you're under 25. Trans Lifeline is peer support from trans people, with limited hours. If you're in immediate danger, please call **911**.`,
    `I'm here, and I'd like to keep talking with you, as much or as little as you want. Can I ask: are you safe right now?`,
  ].join('\n\n');
}
