/**
 * Plain and Spanish wording the first rules missed, written from the training part of the corpus
 * (never from the held-out part): taken pills, time-bound goodbyes, funerals, "the only way out",
 * danger at home, and the Spanish phrases common in the US. Text is normalised (normalize.ts):
 * lower case, no accents or apostrophes, "im", "dont", "wanna", "gonna".
 */
import type { Rule } from './rule-vocabulary.js';

const PILLS = String.raw`(?:pills|meds|medication|medications|tablets|antidepressants|sleeping (?:meds|pills|tablets)|painkillers|tylenol|advil|ibuprofen|insulin|pastillas|medicinas)`;

export const plainRules: Rule[] = [
  // --- urgent: done, now, or bound to a time --------------------------------------
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:took|swallowed|taken|take|taking|swallowing|mixing)\s+(?:\d+|like \d+|a whole (?:bottle|pack|box)(?: of)?|the whole (?:bottle|pack|box)(?: of)?|everything|all(?: of)?(?: my| the| his| her)?|every one of(?: my)?)\s+(?:of\s+)?(?:my\s+|the\s+)?${PILLS}\b`,
      'g',
    ),
    unlessAfter:
      /^\s*(?:for the (?:week|day)|this morning|with (?:food|breakfast|dinner|lunch|water)|on time|as prescribed|like (?:usual|always|normal))/,
  },
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:ill|i will|im gonna) be (?:dead|gone) (?:by|before|tomorrow|tonight|soon)\b|\b(?:wont|will not) be (?:here|around|alive) (?:tomorrow|after tonight|by morning|by tomorrow|next week)\b|\bif im still (?:here|alive|around) (?:tomorrow|next week|by morning|in the morning)\b|\bthis is (?:my )?(?:goodbye|the end)\b(?!\s+(?:of (?!me\b|my life\b|it all\b|the road for me\b)|to my (?:long |old )?(?:hair|binder|apartment|job|car|\w+ name|deadname|twenties|teens)))|\bmy (?:final|last) (?:message|entry|journal entry|words|night)\b(?! (?:before|for (?:today|tonight|now|the day)|of the (?:day|night)|until|till|in this|on this|of this))|\b(?:last|final) (?:message|night) (?:ever|on earth|alive)\b/g,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:dont|do not) (?:try to )?(?:talk me out of it|talk me down|stop me|call anyone|send help)\b|\bdont want to be talked (?:down|out of it)\b|\b(?:plan is set|my plan is to (?:do it|end it|die|go through with it)|(?:picked|chose|chosen) the (?:spot|place|time|day|method))\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:crash|drive|swerve|steer|wrap)\s+(?:my\s+car\s+)?(?:into|off)\s+(?:a|the)\s+(?:wall|tree|pole|bridge|cliff|road|river|lake|truck|semi|overpass)\b|\bcrash(?:ing)? (?:my|the) car on purpose\b|\bengine running in the (?:closed )?garage\b/g,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:loaded|load|holding|got out|took out)\s+(?:my|the|a|\w+s)\s+(?:gun|pistol|handgun|firearm|rifle|shotgun)\b/g,
  },
  {
    // Means in hand, said after pain ("im so done. getting the knife"): counts with another signal.
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:getting|got|holding|have|grabbed|with)\s+(?:a|the|my)\s+(?:knife|blade|razor blade|razor|rope|noose|bag and the tape)\b(?!\s+(?:to|for) (?:cut|cook|open|shave|make|slice|chop))/g,
    supporting: true,
  },
  {
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:hurting|cutting|burning|harming|scratching|hitting)\s+(?:myself|my (?:arms?|legs?|wrists?|thighs?))\b(?:[^.!?]{0,30}\b(?:bleed|bled|blood|bruise|on purpose|right now|cant stop))?/g,
    unlessAfter:
      /^\s*(?:out\b|up\b|shaving|cooking|by accident|accidentally|on (?:the|a) |at (?:the )?(?:gym|work))/,
  },
  // --- concern ------------------------------------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bwish (?:a|the|some)\s*(?:bus|car|truck|train|plane)\s+would\s+(?:just\s+)?(?:hit|kill|crash)\b|\bwish (?:id|i would|i could) (?:just )?(?:get|be) (?:hit|killed)\b|\bhope (?:the|my) (?:plane|car|bus) crashes\b|\bhope something kills me\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:my own funeral|(?:come|came|go|show up) to my funeral|at my funeral|picturing my funeral|plan(?:ning)? my (?:own )?funeral)\b|\bscared (?:of|about) what i (?:might|could|would|will) do(?: to myself)?\b|\b(?:only way out|only escape|only option left|only answer|only solution) is (?:death|dying|to die|suicide)\b|\bdeath (?:is|seems|feels like) (?:the only|my only|peaceful|like (?:a )?relief)\b|\bnothing (?:left )?(?:for me )?to live for\b|\bno (?:reason|one|thing) (?:left )?to live for\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bif (?:it )?(?:werent|wasnt|were not|was not) for\b[^.!?]{0,40}\b(?:id|i would)(?: have)? (?:be |been )?(?:gone|dead|not (?:be )?here|ended it|killed myself)\b|\bthoughts? (?:about|of) (?:hurting|harming|killing|cutting|ending) (?:myself|my life)\b|\b(?:dont|do not) (?:plan|expect) (?:to be|to live|to make it) (?:alive )?(?:to|past|until) \d+/g,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:dad|father|stepdad|mom|mother|stepmom|brother|sister|uncle|partner|boyfriend|girlfriend|husband|wife|ex|roommate|landlord)\s+(?:hits|hit|beats|beat|chokes|choked|strangled|punched|kicks|kicked|threatened|threatens|said (?:hed|shed|he would|she would|theyd)|says (?:hell|shell))\s+(?:me|to kill me|kill me|beat me|hurt me|kick my ass|beat the \w+ out of me)\b|\b(?:scared|afraid|terrified) to go home\b|\brather (?:have )?(?:a )?dead (?:daughter|son|kid|child)\b|\bbeat the (?:gay|trans) out of me\b/g,
    unlessAfter: /^\s*(?:up|at|in (?:a |the )?(?:game|race|match)|to it|back)\b/,
    unlessMessage:
      /\b(?:lol|lmao|haha|jk|kidding|grades|report card|tattoo|piercing|curfew|crash\w* (?:the|his|her|my) car|dent\w*|phone bill|credit card|mario|game|chess|match)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:put me out of my misery|end me\b|let me (?:perish|die)|(?:not|dont feel) safe (?:with|around) myself|dis+ap+ear (?:for good|forever|permanently)|(?:googl\w*|looking up|look up|searching|researching) (?:\w+ ){0,2}(?:overdose|lethal|fatal) (?:amounts?|doses?)|(?:thought|think|thinking) about how (?:id|i would|i could|to) do it)/g,
  },
  {
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:pick(?:ed|ing)? at (?:my )?(?:skin|old cuts|cuts|scabs|scars) (?:until|till|til) (?:it|they) (?:bled|bleeds?)|pick(?:ed|ing)? at my (?:old )?cuts|burn(?:ed|t) my (?:arm|arms|leg|legs|wrist|wrists|skin) (?:again|on purpose)|(?:hit|bang|banged|banging|hitting) my head (?:against|on) the wall|was clean for \d+ (?:days|weeks|months|years)[^.!?]{0,20}\bnot anymore|relapsed (?:after|on) (?:\d+|two|three|a) (?:days?|weeks?|months?|years?)|made new (?:cuts|ones)|(?:sh|self harm) (?:again|relapse))\b/g,
    unlessBefore: /(?:accidentally|by accident)\s+$/,
  },
  {
    signal: 'goodbye',
    level: 'concern',
    re: /\bsorry for (?:everything|being a burden|all of it)\b[^.!?]{0,40}\b(?:bye|goodbye)\b/g,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:grandpa|grandma|grandfather|grandmother|aunt|uncle|stepfather|step dad|stepdad|dad|father|mom|mother|brother|husband|boyfriend|partner)\s+(?:said|says|threatened|swore)\s+(?:that\s+)?(?:hed|shed|he would|she would|he will|she will|hell|shell|theyd|to)\s+(?:rather\s+)?(?:shoot|kill|beat|hurt|strangle|stab|put me in the hospital)/g,
    unlessAfter: /^\s*(?:up|at|in (?:a |the )?(?:game|race|match)|to it|back)\b/,
    unlessMessage:
      /\b(?:lol|lmao|haha|jk|kidding|grades|report card|tattoo|piercing|curfew|crash\w* (?:the|his|her|my) car|dent\w*|phone bill|credit card|mario|game|chess|match)\b/,
  },
  // --- Spanish (accents stripped) -------------------------------------------------------
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:me voy a (?:matar|suicidar|quitar la vida|tirar|colgar)|voy a (?:matarme|suicidarme|saltar|quitarme la vida|tirarme|colgarme)|me (?:tome|tomo|voy a tomar) todas las (?:pastillas|medicinas)|carta de despedida|ya no (?:voy a|vas a verme|me vas a) (?:estar|ver)|no voy a llegar a manana|(?:esta es )?mi ultima noche|quiero matarme ya|esta noche me (?:mato|voy))\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:me quiero (?:morir|matar)|quiero (?:morir|morirme|matarme|desaparecer para siempre)|quisiera (?:morir|morirme|no despertar)|(?:ya )?no quiero (?:seguir )?vivir|pienso en (?:matarme|suicidarme|morir)|desaparecer para siempre|estarian mejor sin mi|soy una carga|me (?:iba|va) a matar(?! cuando| si (?:ve|se entera))|se quiere (?:matar|morir)|ganas de morir(?:me)?|si me muero|mejor si no existiera|verme muert[oa]|habla de (?:suicidarse|matarse)|me volvi a cortar|estoy suicida|me corte (?:otra vez|de nuevo|anoche)|cortarme otra vez)\b/g,
  },
];
