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
  // --- written from the training part's DISTRESS MISSED lines (never the held-out part) ---
  [
    'exhausted',
    /\b(?:cant stop crying|(?:i )?cry (?:every (?:single )?(?:night|day|morning)|all the time)|(?:been |keep |keeps )?crying (?:in (?:the|my) (?:shower|car|bathroom)|at random|at work|every (?:single )?(?:day|night|morning)|before my shift)|cried (?:in the (?:bathroom|shower|car)|at my desk)|lloro todas las noches|llorando sin parar|(?:its all|everything is|everything feels|it all feels|its just all) (?:so |just )?(?:too much|heavy|so heavy)|(?:so )?(?:tired|sick|exhausted) of (?:everything|being strong|being me|explaining myself)|exhausted (?:of|from) (?:being|hiding)|exhausted all the time|harto de todo|cansad[oa] de luchar|at the end of my rope|barely holding on|cant keep doing this|no puedo mas|cant function|im (?:really |just |so )?not (?:okay|ok|doing (?:well|good|okay|ok))(?=\s*(?:$|[.!?,;]|and\b|right now|today|lately|honestly))|having a panic attack|panic attacks? (?:every|#\d|\d)|anxiety is through the roof|im so depressed|my depression is (?:really |so )?(?:bad|awful|worse)|depression is eating me|estoy muy triste|im (?:just )?so sad|(?:been )?in bed all (?:day|weekend|week)|havent left my room in)\b/g,
  ],
  [
    'hopeless',
    /\b(?:nothing(?:s| is)? (?:will )?ever (?:gonna |going to )?change|nothing will ever change|(?:losing|lost) (?:all )?hope|(?:dont|cant) see (?:the light|a way out|any way out)|everything (?:is|feels) (?:so )?dark|(?:its|this is|everything is|all) hopeless|nothing (?:makes me happy|brings me joy|feels real|reaches me) anymore|havent felt happy in|dont (?:care about|feel) anything anymore|(?:completely|so|totally) numb|just existing,? not living|going through the motions|no siento nada|me siento vaci[oa]|vaci[oa] por dentro|me siento perdido|losing myself|dont (?:know who i am|recognize myself) anymore|(?:feel|feeling|im) (?:so |just |completely )?broken)\b/g,
  ],
  [
    'worthless',
    /\b(?:(?:im|feel|feel like|feeling like|i feel like)\s+(?:such\s+|a\s+complete\s+|like\s+)?(?:a\s+)?(?:failure|disappointment|fraud|fake man|monster)|im a waste\b|ashamed of (?:myself|who i am)|soy un fracaso|me siento inutil|(?:feel|im) so (?:ugly|stupid|ashamed)|ill never (?:pass|be (?:a real man|enough|tall enough|man enough|loved))|never (?:gonna|going to) be (?:a real man|enough)|nunca voy a ser un hombre de verdad|(?:nobody|no one)(?:s| is)? (?:will |ever gonna |going to )?ever (?:gonna |going to )?love (?:me|someone like me))\b/g,
  ],
  [
    'alone',
    /\b(?:lonely (?:every|all)|(?:so|completely|totally) isolated|loneliness is (?:unbearable|crushing|killing me)|nadie me (?:entiende|quiere)|dont have anyone (?:to|who)|have no (?:family|friends) (?:anymore|left)|(?:friends|best friend|friend) stopped (?:inviting|talking to|texting) me|(?:the )?world moved on without me|feel like a ghost)\b/g,
  ],
  [
    'family',
    /\b(?:(?:im|i am) dead to (?:him|her|them)|not (?:their|his|her) son|lost (?:her|his|their) daughter|(?:destroying|ruining) the family|embarrassment to the family|mi familia no me acepta|(?:hasnt|havent) (?:spoken|talked) to me since i came out|wont let me near)\b/g,
  ],
  [
    'dysphoria',
    /\b(?<!used to )(?:hate (?:how i look|my chest|what i see|my voice)|hate my body(?! hair)|mirror is my enemy|crawl out of my skin|dysphoria(?:s| is)? eating me alive|stuck in a body|(?:still )?look like a girl|always see a girl)\b/g,
  ],
  [
    'giving-up',
    /\b(?:(?:ive )?given up on|give up on (?:transitioning|ever|getting|trying|passing|myself|everything)|i give up(?=\s*(?:$|[.!?,;]))|ya me rendi|nothing works(?=\s*(?:$|[.!?]))|dont see the point in trying)\b/g,
  ],
  [
    'exhausted',
    /\b(?:(?:dont have|have no|no) (?:the )?energy (?:for|to do) anything|been tired for (?:years|months)|(?:completely|so|totally) burn(?:ed|t) out(?! from (?:work|finals|school|studying|exams))|nothing left in the tank|(?:cant stop|havent stopped) shaking|crying for (?:like )?(?:\d+|an|two|three) hours?|cant keep pretending im (?:fine|ok|okay)|(?:tired|sick) of being misgendered|(?:been )?spiral(?:ing|led) all (?:day|night|week))\b/g,
  ],
  [
    'hopeless',
    /\b(?:dont think (?:things|it|anything|life) will ever get better|back to square one|nothing i do matters|everything sucks|pointless\W+all of it|(?:whole )?world (?:is|feels) against (?:me|us|people like me)|(?:im|feel|feeling) (?:just |so )?empty|dont care about anything|stopped caring about anything|im drowning(?! in)|wasted my (?:entire |whole )?life|ruined my life|cant wait (?:that long|another (?:\w+ )?years?|\d+ more years))\b/g,
  ],
  [
    'worthless',
    /\b(?:not (?:trans|man|good) enough(?: and| or|,)|nothing i do is (?:ever )?good enough|im disgusting|wasting everyones time|failing at (?:it|this)|hate that im (?:trans|like this)|keep messing (?:up|everything up))\b/g,
  ],
  [
    'alone',
    /\b(?:dont have anyone|(?:completamente|muy) solo|nadie entiende|ill be alone again|never met another trans|everyone in my life is tired of me|only tolerate me|nobody believes me)\b/g,
  ],
  [
    'family',
    /\b(?:(?:family|parents|mom|dad) uninvited me|me echo de la casa|(?:partner|girlfriend|boyfriend|wife|husband) left (?:me )?because (?:im trans|of my transition)|found my binder and threw it (?:out|away))\b/g,
  ],
  ['dysphoria', /\b(?:stuck in this body|not a real (?:guy|man))\b/g],
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
