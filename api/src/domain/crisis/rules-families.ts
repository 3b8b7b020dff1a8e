/**
 * Crisis rules written over word classes rather than sentences: (wanting to be gone) × (for good),
 * (wishing or picturing) × (not waking up), (thinking) × (not being alive), burden said as a
 * weight or a waste, (having) × (a gun or blades), and questions about lethality. Kept only where
 * they also catch messages of the development slice (the training part's w7 messages, which the
 * rules are never written from); see DEVELOPERS.md. Text is normalised (normalize.ts).
 */
import { type Rule } from './rule-vocabulary.js';

/** Films, books, classes and pets: talk about death there is topical. */
const TOPICAL =
  /\b(?:movie|film|novel|book|episode|character|documentary|podcast|video game|poem|song|lyrics|philosophy|class|lecture|essay|hospice|patient)\b/;

/** Wanting to be gone, said with the verbs people use for it. */
const GONE_VERB = String.raw`(?:disappear\w*|dis+ap+ear\w*|vanish\w*|fad(?:e|ing)(?: away| out)?|evaporat\w*|dissolv\w*|ceas(?:e|ing)|sleep(?:ing)?|go(?:ing)? to sleep|stop(?:ping)? existing|be gone|go(?:ing)? away|check(?:ing)? out|tap(?:ping)? out|log(?:ging)? off)`;
const FOR_GOOD = String.raw`(?:for good|forever|permanently|for ever|until theres nothing(?: left)?(?: of me)?|and never come back|and not come back|and never be found)`;

/** A knife, blade or gun: means people name beside pain. */
const BLADE = String.raw`(?:knife|knives|blades?|razor blades?|razors|box cutter|scalpel)`;
const GUN = String.raw`(?:gun|guns|pistol|handgun|rifle|shotgun|revolver|firearm)`;
const OWNER = String.raw`(?:my|the|a|his|her|(?:my )?(?:dads|moms|brothers|fathers|uncles|grandpas|stepdads|partners|roommates|boyfriends|husbands))`;

export const familyRules: Rule[] = [
  // --- wanting to be gone for good ------------------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${GONE_VERB}\b[^.!?]{0,20}?\b${FOR_GOOD}\b|\b${GONE_VERB}\W+(?:\w+\W+){0,5}?${FOR_GOOD}\W*$`,
      'g',
    ),
    unlessBefore:
      /\b(?:used|not|never|app|account|data|posts?|messages?|photos?|the|this|that)\s+$/,
    unlessMessage: new RegExp(
      String.raw`${TOPICAL.source}|\b(?:acne|scars?|pain|cramps|symptoms?|rash|stretch marks|headaches?|dysphoria|period|periods|account|app|instagram|tiktok|twitter|social media|ghost\w*|group chat|smoking|vaping|drinking|debt)\b`,
    ),
  },
  {
    // Not waking up, wished or pictured, with the spellings people type: 'i wish i culd just not
    // wake up', 'what itd feel like to never wake up', 'the kind where you wish you wouldnt wake up'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wish\w*|hop(?:e|es|ed|ing)|pray\w*|want\w*|wanna|rather|prefer|like|feel like|fantasi\w*|imagin\w*|wonder\w*|nice|peaceful)\b[^.!?]{0,30}?\b(?:not|never|wouldnt|dont|didnt|wont|no)\s+(?:ever\s+|have to\s+)?(?:wake|waking|woke)\s+up\b(?!\s+(?:early|late|on time|in time|before|at|for|until|till|to (?:my|an?|the)|when|tomorrow morning for|in the night|during|with))/g,
    unlessMessage: new RegExp(
      String.raw`${TOPICAL.source}|\b(?:alarm clock|snooze|nap|baby|toddler|kids? (?:up|awake)|night shift|insomnia meds)\b(?![^]*\b(?:die|dead|forever)\b)`,
    ),
  },
  {
    // Thinking about not being alive, however it is put.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:think\w*|thought\w*|wonder\w*|fantasi[sz]\w*|daydream\w*|obsess\w*|dream\w*)\s+(?:\w+\s+){0,3}?(?:about|of|abt|bout)\s+(?:(?:just|what it would be like|what itd be like|how it would feel)\s+)?(?:to\s+)?(?:not being (?:alive|here|around)|not be(?:ing)? alive|not existing|never existing|being gone|disappearing (?:for good|forever)|ending (?:it|things|my life)|killing myself|dying|being dead|my (?:own )?death|not waking up|overdosing)\b/g,
    unlessAfter:
      /^\s*(?:in (?:the|a|this) (?:movie|book|show|game|class)|of (?:a|my) (?:pet|cat|dog)|when i was)/,
    unlessMessage: new RegExp(
      String.raw`${TOPICAL.source}|\b(?:grandma|grandpa|grandmother|grandfather|nana|papa|aunt|uncle|pet|cat|dog|funeral|memorial|will and testament|life insurance policy|dentist|surgery|anesthesia|plane|flying|spider)\b`,
    ),
  },
  // --- burden, said as a weight, a cost or a waste ----------------------------------------
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:im|i am|im just|i feel like im|feel like im|feel like|being)\s+(?:just\s+|only\s+|such\s+|basically\s+)?(?:a\s+)?(?:weight (?:every(?:one|body)|they|my \w+|people)\w*(?: \w+)? (?:carry|carrying|drag|dragging|haul)\w*|waste of (?:space|air|oxygen|money|a life|skin) and (?:money|time|air|space)|(?:just\s+)?taking up (?:space|air|oxygen)(?=\s*(?:$|[.!?,;]|and|here|in (?:every|this) (?:room|world|family|house))))|\bnobody would miss (?:carrying|having|dealing with|paying for) (?:it|me)\b|\b(?:hed|shed|theyd|they would|he would|she would|would)\s+(?:have|get|finally have|be)\s+(?:\w+\s+){0,3}?\bif i (?:wasnt|werent|was not|were not) in (?:it|the picture|(?:his|her|their|your) li\w+)\b|\b(?:relieved|happier|better off|easier)\b[^.!?]{0,30}\bif (?:the|this) (?:weird |only |one )?(?:trans|queer|fat|gay|quiet|new|sad)? ?(?:kid|guy|one|boy) (?:was|were) gone\b|\b(?:deserves|deserve) someone (?:who isnt|better than) (?:a walking disaster|me)\b[^]{0,40}\b(?:free soon|be free|wont have to)\b/g,
    unlessMessage:
      /\b(?:backpack|luggage|boxes|couch|furniture|suitcase|trunk|storage|closet|fridge|apartment|room)\b(?![^]*\b(?:me|myself)\b)/,
  },
  // --- means said beside possession ------------------------------------------------------
  {
    signal: 'plan-or-means',
    level: 'concern',
    re: new RegExp(
      String.raw`\b(?:i have|ive got|i got|got|have|holding|bought|found|loaded|took|taking|grabbed|keeping|kept|hid|hiding|hidden)\s+${OWNER}\s+${GUN}\b(?!\s+(?:safe|license|permit|range|class|course|show|game|controller))|\b(?:sharpen\w*|getting|grabb\w*|got out|holding)\s+(?:the|my|a)\s+${BLADE}\b[^]{0,40}?(?:not for (?:cooking|dinner|shaving|food|work|crafts?)|$)|\bnot for cooking\b|\b(?:found|kept|keep|hid|hidden|hiding|have|still have|bought|buying|ordered)\s+(?:my\s+)?(?:old\s+|new\s+|some\s+)?(?:razor blades|blades)\b|\b(?:found|finds|saw|took|confiscated)\s+my\s+(?:blades|razor blades|stash)\b|\b(?:bought|buy|got|ordered)\s+(?:a|some|the)\s+(?:rope|noose|cord)\b[^.!?]{0,20}\b(?:lol|haha)\W+i dont (?:camp|climb|sail|garden)\b|\b(?:bottle|pack|box) of (?:tylenol|advil|sleeping pills|pills|painkillers|paracetamol)\b[^]{0,60}\b(?:know what im doing|after work|tonight|whiskey|vodka|alcohol)\b`,
      'g',
    ),
    unlessMessage:
      /\b(?:hunting|range|target practice|cooking|recipe|chef|kitchen knife set|crafts?|sewing|cosplay|prop|halloween|shaving|shave|beard|rollerblad\w*|skates?|fan|blender|lawn ?mower|headache|period cramps)\b(?![^]*\bnot for\b)/,
  },
  {
    // Questions about lethality: 'looked up how many it takes and I have more than that'.
    signal: 'plan-or-means',
    level: 'concern',
    re: /\b(?:how many|how much)\b[^.!?]{0,30}\b(?:it takes|does it take|would it take)\b(?=\s*(?:$|[.!?,;]|and\b|to (?:die|kill|od|overdose|stop (?:your|my) heart)\b))|\bhow long\b[^.!?]{0,30}\b(?:bleed out|to bleed|survive without (?:insulin|food|water|my meds|meds|breathing)|to die (?:from|of|without))\b|\b(?:can you|can i|could i|is it possible to)\s+(?:\w+\s+)?(?:overdose|od)\s+on\b[^.!?]{0,30}[.!?]\s*(?:serious|for real|asking for (?:me|myself)|not joking|genuinely)\b|\b(?:inject(?:ed|ing)?|take|took|taking|use|used|using)\s+the (?:whole|entire) (?:vial|bottle|pack|box)\b(?![^.!?]{0,30}\b(?:by accident|accidentally|over|in a month|by mistake)\b)|\bthe needle\b[^.!?]{0,60}\b(?:other things|think about (?:stuff|things) i shouldnt|could do with it)\b|\bmy (?:needles|syringes)\b[^.!?]{0,30}\bthink about (?:stuff|things) i shouldnt\b/g,
    unlessMessage:
      /\b(?:accidentally|by accident|by mistake|for (?:my|a) (?:class|essay|story|novel|paper)|cat|dog|plant)\b/,
  },
];
