/**
 * Layer 1 for the `distress` tier: hopelessness, giving up, worthlessness, self-hatred, unbearable
 * loneliness and exhaustion, in the normalised text (see normalize.ts). Not a crisis card, but never
 * answered with a feature menu. Each pattern names a theme the caring reply can reflect back.
 */
import { negatedBefore } from './rules.js';

export type DistressTheme =
  'hopeless' | 'giving-up' | 'worthless' | 'alone' | 'exhausted' | 'dysphoria' | 'family';

const PATTERNS: [DistressTheme, RegExp][] = [
  [
    'hopeless',
    /\b(?:(?:feel|feeling|felt|am|im|so|completely|totally|just)\s+(?:\w+\s+)?hopeless|hopelessness|no hope|lost (?:all )?hope|nothing (?:will|is gonna|is going to|ever) (?:ever )?(?:get|gets|getting) better|(?:it|things|life) (?:will )?never (?:gets?|be) better|no light at the end|no future for me|sin esperanza|no tengo esperanza)\b/g,
  ],
  [
    'giving-up',
    /\b(?:giving up|give up on (?:everything|myself|life|it all)|wanna give up|gonna give up|ready to give up|feel like giving up|whats (?:even )?the point(?! of (?:the|this|that) (?:app|feature|button|report))|no point (?:in )?(?:trying|anything|even trying)|why (?:do i|even|bother) (?:even )?(?:try|bother)|me rindo|quiero rendirme)\b/g,
  ],
  [
    'worthless',
    /\b(?:(?:im|i am|feel|feeling|so)\s+(?:so\s+|just\s+|completely\s+|totally\s+)?(?:worthless|useless|a failure|a waste of space|pathetic|a disappointment|unlovable|a burden to (?:talk to|be around))|i hate (?:myself|who i am|my (?:self|existence))|hate everything about me|no valgo nada|me odio)\b/g,
  ],
  [
    'alone',
    /\b(?:(?:i have|ive got|i got) (?:nobody|no one|no friends|no one left)|(?:so|completely|totally|all|utterly) alone|im alone in this|nobody (?:cares|gets it|understands|would notice)|no one (?:cares|understands)|so lonely|unbearably lonely|lonely all the time|me siento (?:muy )?solo)\b/g,
  ],
  [
    'exhausted',
    /\b(?:cant do this anymore|cant (?:take|handle|keep doing) (?:this|it|any of this) anymore|cant go on like this|im (?:so )?done with (?:everything|all of this|life)|so (?:tired|exhausted) of (?:everything|fighting|trying|it all|being me|existing)|cant keep going like this|crying (?:every day|all the time|all day|myself to sleep)|falling apart|breaking down|ya no puedo mas|no aguanto mas|estoy cansad[oa] de todo)\b/g,
  ],
  [
    'exhausted',
    /\b(?:im (?:so )?done with (?:all of )?it|(?:tired|sick) of pretending (?:im|to be) (?:ok|okay|fine)|tired of being tired|(?:so|completely) overwhelmed (?:i cant|that i cant)|dont know how much more (?:of this )?i can (?:take|handle)|cant take (?:the \w+|it|this|any of it) anymore|(?:been )?in bed for (?:\w+|\d+) days|(?:been )?crying (?:since|for hours|all night|nonstop)|at my breaking point)\b/g,
  ],
  [
    'hopeless',
    /\b(?:(?:im )?never (?:gonna|going to|ever gonna) be happy|dont see how (?:things|it|anything|life) (?:can|will|could|is gonna) (?:ever )?get better|(?:its|all|everything (?:is|feels)) (?:so )?pointless|feel (?:like im )?(?:drowning|empty|numb|invisible|trapped)|(?:so )?miserable|stuck and theres no way out|everyone (?:always )?leaves)\b/g,
  ],
  [
    'worthless',
    /\b(?:never (?:good )?enough|im (?:a|such a) fraud|failing at (?:everything|transition|life|being)|(?:i|im) ruin everything|im nothing)\b/g,
  ],
  ['dysphoria', /\btrapped in (?:my|this) (?:own )?body\b/g],
  [
    'family',
    /\b(?:(?:whole )?family|parents|mom|dad|mum|brother|sister) (?:stopped (?:talking|speaking) to me|wont (?:talk|speak) to me|(?:doesnt|dont) talk to me anymore)\b/g,
  ],
  [
    'dysphoria',
    /\b(?:dysphoria (?:is|has been) (?:unbearable|crushing|killing me|so bad|awful|destroying me)|hate (?:my|this) body so much|cant stand (?:my|this) body|cant look (?:at myself|in the mirror))\b/g,
  ],
  [
    'family',
    /\b(?:(?:my )?(?:parents|family|mom|dad|mum) (?:disowned|kicked me out|rejected me|wont accept|doesnt accept|dont accept|hates? me|refuses? to (?:use my name|accept))|lost my (?:whole )?family)\b/g,
  ],
];

/** The distress themes in one normalised message, each counted unless negated right before it. */
export function distressThemes(text: string): DistressTheme[] {
  const themes: DistressTheme[] = [];
  for (const [theme, re] of PATTERNS) {
    for (const match of text.matchAll(re)) {
      if (negatedBefore(text, match.index ?? 0)) continue;
      themes.push(theme);
      break;
    }
  }
  return themes;
}
