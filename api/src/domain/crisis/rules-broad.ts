/**
 * Crisis rules as products of word classes: (first person) × (intent verb) × (death object),
 * (first person) × (having) × (means), (writing) × (note or letter) × (to the people left),
 * (self-harm verb) × (body part or self) × (recency), (burden) × (to whom), (someone else) ×
 * (ideation), and Spanish. Each class is wide on purpose: the rules from sentences caught the
 * sentence; these catch the family. Negation, the past and idioms are handled in rules.ts and by
 * each rule's exclusions. Text is normalised (normalize.ts): lower case, no accents or apostrophes.
 */
import { ACCIDENT_AFTER, GYM_OR_DIET, type Rule } from './rule-vocabulary.js';

/** Wanting, planning or being about to. */
const MODAL = String.raw`(?:wanna|want to|gonna|going to|plan to|planning to|planning on|ready to|need to|about to|tempted to|decided to|urge to|urges to|itching to|trying not to|cant wait to|might just|might as well|finally gonna|finally going to|cant stop thinking about|keep thinking about)`;

/** Death, said the ways people say it of themselves. */
const DEATH = String.raw`(?:die|be dead|kil+(?:l)? myself|end (?:it|it all|my life|my own life|things|everything|myself|this for good|the pain for good)|take my (?:own )?life|unalive(?: myself)?|off myself|kms|overdose|od|hang myself|drown myself|jump (?:off|in front)|stop (?:existing|living|breathing)|disappear forever|go to sleep forever|sleep forever|never wake up|not wake up|not be (?:here|alive|around) (?:anymore|tomorrow|much longer)|check out for good|be done with (?:it all|life|living|everything))`;

/** Means at hand. */
const MEANS = String.raw`(?:pills|meds|tablets|painkillers|sleeping pills|tylenol|paracetamol|blades?|razors?|razor blades|knife|rope|noose|gun|pistol|belt|cord|bleach|antifreeze)`;

/** Someone the writer knows or talks about. */
const OTHER = String.raw`(?:he|she|they|(?:my )?(?:friend|bestie|partner|roommate|brother|sister|boyfriend|girlfriend|bf|gf|husband|wife|cousin|mate|classmate|kid|son|daughter|mom|dad)s?)`;

/** Kitchens, shaving, sport, pets and clinics: cuts and burns there are accidents. */
const ACCIDENTAL =
  /\b(?:cooking|cook|kitchen|oven|stove|pan|baking|kettle|curling iron|straightener|shaving|shave|razor burn|sunburn\w*|bike|fell|fall|tripped|cat|kitten|dog|paper cut|by accident|accidentally|surgery|incision|drain|tattoo|waxing|garden\w*|roses?|climbing|injection|shot|needle|glass|can lid|binder)\b/;

const TOPICAL =
  /\b(?:movie|film|novel|book|episode|character|documentary|podcast|video game|poem|song|lyrics|class|lecture|essay|article|news|awareness|prevention|pelicula|libro|serie|clase|noticia)\b/;

export const broadRules: Rule[] = [
  {
    // (first person) × (wanting, planning, about to) × (death): 'itching to end my life',
    // 'planning on taking my own life', 'decided to stop breathing', 'gonna just not wake up'.
    signal: 'direct-intent',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b${MODAL}\s+(?:(?:just|finally|really|actually|literally|probably|fucking|kinda|lowkey|honestly|quietly|go and)\s+)*${DEATH}\b`,
      'g',
    ),
    unlessBefore:
      /\b(?:you|u|he|she|they|people|someone|somebody|characters?|we|were|all|everyone|plants?|cat|dog|battery|phone|laptop|car)\s+(?:\w+\s+){0,2}$/,
    unlessAfter:
      /^\s*(?:(?:of|from) (?:embarrassment|laughter|laughing|cringe|shame|boredom|cuteness|happiness|joy|excitement|old age|hunger|heat|the heat|thirst)|laughing|with\b|between\b|in (?:the|this|that|my) (?:closet|city|town|house|dorm|school|job|family|place|body)\b|(?:my|his|her|their|the|it|them) (?:hair|beard|roots|eyebrows|shirt|clothes|binder|jeans|shoes)|if (?:i dont|i have to|they|he|she|this)|on (?:this|that) hill|for (?:a|the|this|that|my)\b|at (?:the|this|work|school|practice)|when (?:i see|he|she|they)|in (?:a|the) (?:game|video game|movie)|with (?:work|cardio|training|workouts?|homework|laughter)|(?:on|at|during) (?:the|this|that) (?:last )?(?:set|rep|mile|lap|workout|run|hike|climb))/,
    unlessMessage: /\b(?:lol jk|haha jk|kidding|video game|respawn|minecraft|fortnite)\b/,
  },
  {
    // (first person) × (having, holding, counting) × (means): only counts beside another signal
    // or distress, where it makes the message urgent ('im so done. got the pills next to me').
    signal: 'plan-or-means',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:i have|ive got|i got|got|bought|ordered|holding|counted|counting|lined up|saved|saving|stashed|hiding|hid|sitting (?:here )?with|staring at|looking at|getting|grabbed|sharpened)\s+(?:\w+\s+){0,2}?${MEANS}\b|\b${MEANS}\b[^.!?]{0,20}\b(?:next to me|in my (?:hand|lap|pocket|bag)|in front of me|on (?:the|my) (?:bed|desk|nightstand) (?:next to|beside) me)\b`,
      'g',
    ),
    supporting: true,
    unlessMessage:
      /\b(?:cooking|recipe|chef|shaving|shave|beard|hunting|range|camping|crafts?|sewing|cosplay|halloween|headache|cramps|vitamins?|prescribed|pharmacy|refill)\b/,
  },
  {
    // (first person) × (a means or a place to fall) × (a time, or a decision): 'im at the
    // overpass. after the next train', 'got the belt. once everyones asleep'. Urgent on its own.
    signal: 'plan-or-means',
    level: 'urgent',
    re: /^(?=.*\b(?:i|im|ive|ill|my|me)\b)(?=.*\b(?:knife|blades?|razors?|razor blades|rope|noose|gun|pistol|rifle|shotgun|belt|cord|extension cord|bridge|roof|rooftop|ledge|tracks|train tracks|overpass|cliff|balcony|exhaust|bleach|antifreeze|pills|meds|tablets|painkillers|sleeping pills|tylenol|paracetamol|insulin|the whole vial|syringes?|engine|garage|the car|lake|river|ocean|the water|the bath|bathtub|train|jump)\b)(?=.*\b(?:tonight|tonite|right now|rn|tomorrow (?:night|morning)|this weekend|by morning|in an hour|in a few (?:minutes|hours)|after (?:everyone|everybodys|my (?:roommate|mom|dad|parents|partner|shift)|they|he|she)\w*|before (?:anyone|morning|sunrise|the sun)|when (?:everyone|everybody|they|he|she)(?:s| is| are)? (?:asleep|gone|leaves?|out)|once (?:everyone|everybody|they|he|she)\w*|\d{1,2} ?(?:am)|its time|decided|made up my mind|im ready|no turning back|not scared anymore|(?:its|it will be|itll be) over|one last|for the last time)\b)/g,
    unlessMessage:
      /\b(?:cooking|cook|recipe|dinner|chef|kitchen|shaving|shave|beard|hunting|range|camping|hike|hiking|crafts?|sewing|cosplay|halloween|costume|prop|headache|cramps|fever|cold|flu|vitamins?|prescri\w*|pharmacy|refill|pickup|pick up|picked up|dose|doses|shot|injection|period|view|sunset|sunrise|photos?|pics?|picnic|commut\w*|concert|party|fireworks|fishing|swim\w*|skat\w*|rollerblad\w*|movie|film|book|episode|lol|haha)\b/,
  },
  {
    // (an ending) × (a time), in the first person: 'itll all be over by morning', 'tomorrow i
    // wont have to feel anything', 'last sunrise'. Ordinary endings (surgery, exams, a trip) excluded.
    signal: 'direct-intent',
    level: 'urgent',
    re: /^(?=.*\b(?:i|im|ive|ill|my|me)\b)(?=.*\b(?:(?:itll|it will|it|everything|all this|this|the pain|my pain)\s+(?:all\s+)?(?:be|is)\s+(?:finally\s+)?(?:over|done|finished|quiet)|wont have to (?:feel|wake up|deal with (?:anything|any of it|this)|be here|exist)|(?:finally|soon)\s+(?:be\s+)?(?:at peace|free|at rest|gone|quiet)|my last (?:sunrise|sunset|breath|night alive|day alive)|last (?:sunrise|sunset|night alive|day alive)|wont (?:be|wake up) (?:here|alive|around|tomorrow)|not be here (?:tomorrow|by morning|next week)|no one will (?:find|stop) me|nobody will (?:find|stop) me|wont be found)\b)(?=.*\b(?:tonight|tonite|tomorrow|by morning|soon|this weekend|right now|in an hour|after|when|once|before)\b)/g,
    unlessMessage:
      /\b(?:surgery|op|top|binder|exam|exams|finals|semester|term|week|shift|move|moving|trip|flight|vacation|period|cramps|season|game|episode|series|show|interview|deadline|project|school|graduat\w*|prom|job|presentation|court|hearing|flu|cold|fever|hangover|detox|shot|injection|appointment|lol|haha)\b/,
  },
  {
    // (taking, having, saving) × (all, a bottle, dozens of) × (pills).
    signal: 'plan-or-means',
    level: 'concern',
    re: /\b(?:took|take|taking|swallow\w*|have|got|ive got|saved|saving|counted|counting|gonna take|going to take|about to take|stocked up on|hoarding)\s+(?:(?:like|about|around|over|up|all|every one of|all of|the whole|whole|my whole|an entire|entire|enough|a bunch of|a handful of|handfuls of|a stash of|a stockpile of|bottles of|boxes of|\d{2,})\s+)+(?:of\s+)?(?:my\s+|the\s+|these\s+|those\s+)?(?:\w+\s+)?(?:pills|meds|tablets|painkillers|sleeping pills|tylenol|paracetamol|advil|ibuprofen|antidepressants|pastillas)\b/g,
    unlessAfter:
      /^\s*(?:for the (?:week|day|month|trip)|with (?:food|water|breakfast|dinner|lunch)|on time|as prescribed|like (?:usual|always)|out of|in (?:my|the) (?:organizer|bag|cabinet)|at once or|a day|per day|every day|daily|this morning)/,
    unlessMessage:
      /\b(?:accidentally|by accident|vitamins?|supplements?|organizer|doctor said|pharmacist|prescribed|refill|dose|headache|cramps|fever|cold|flu|allergy|migraine|trip|travel|by mistake|instead of|sore\w*)\b/,
  },
  {
    // (writing) × (a note or letter) × (to the people left), and last words.
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:wrote|writing|write|written|drafted|drafting|finished|left|leaving)\s+(?:my|a|the|some)\s+(?:last\s+|final\s+|goodbye\s+)?(?:note|notes|letter|letters)\s+(?:to|for)\s+(?:everyone|everybody|each of|all of|my (?:family|mom|mum|dad|parents|sister|brother|partner|friends|kids|boyfriend|girlfriend|wife|husband|roommate)|them)\b|\b(?:this is|these are|consider this|here is|heres)\s+my\s+(?:last|final)\s+(?:words|message|post|text|goodbye|entry|note|letter)\b|\bmy (?:last|final) words\b|\blast time (?:youll|you will|anyone will|anyone|you) (?:hear|see|hears) (?:from )?me\b|\byou wont (?:hear|see) from me (?:again|ever again)\b|\bthis is my note\b|\blast everything\b/g,
    unlessAfter:
      /^\s*(?:before|for (?:today|tonight|now|the (?:day|night|week|year|month))|of the (?:day|night|week|year|month)|until|till|on this (?:topic|subject)|in this (?:thread|chat)|about|explaining|telling)/,
    unlessMessage:
      /\b(?:trans|transition\w*|coming out|come out|pronouns|name change|thank you|birthday|valentine|christmas|card|vacation|trip|travel\w*|moving|surgery|hospital stay|detox|retreat|off ?line|social media break|digital detox|deleting (?:the app|my account)|new job|last day at|graduat\w*|lol|haha)\b/,
  },
  {
    // (self-harm verb) × (body part) — the writer's own, not an accident.
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:cut|cutting|slashed|slashing|sliced|slicing|carved|carving|burned|burnt|burning|scratched|scratching|gouged|gouging)\s+(?:up\s+|into\s+|at\s+)?my\s+(?:arms?|wrists?|thighs?|legs?|stomach|belly|hips?|chest|skin|ankles?|forearms?|shoulders?|upper arms?)\b/g,
    unlessBefore:
      /\b(?:binder|cat|kitten|dog|he|she|they|doctor|nurse|surgeon|artist|it|accidentally|accidently|by accident)\s+(?:\w+\s+){0,1}$/,
    unlessAfter: new RegExp(String.raw`^\s*(?:${ACCIDENT_AFTER}|on (?:a|the|some))`),
    unlessMessage: ACCIDENTAL,
  },
  {
    // (self-harm verb) × (myself) × (recency or urge).
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:hurt|hurting|hit|hitting|punch(?:ed|ing)?|scratch(?:ed|ing)?|burn(?:ed|t|ing)?|cut|cutting|bruis(?:ed|ing)|starv(?:ed|ing))\s+myself\s+(?:again|last night|tonight|today|this morning|yesterday|every night|every day|whenever|til|till|until|on purpose|to punish|as punishment)\b|\b(?:urges?|craving|cravings|itch|itching|need|needing)\s+(?:to\s+)?(?:cut|burn|bleed|hurt myself|hit myself|scratch|self harm|sh)\b(?!\s+(?:my (?:hair|bangs|nails)|the|it|back|down|off|out|class|carbs|sugar|ties|them|him|her|people|corners|costs|calories))|\b(?:sh|self harm(?:ed)?|cut|cutting)\s+(?:again\s+)?(?:last night|this morning|yesterday|tonight)\b/g,
    unlessAfter: new RegExp(String.raw`^\s*(?:${ACCIDENT_AFTER})`),
    unlessMessage: new RegExp(`${ACCIDENTAL.source}|${GYM_OR_DIET.source}`),
  },
  {
    // (burden, misspelled or not) × (to whom), and 'without me they would be better'.
    signal: 'burden',
    level: 'concern',
    re: /\b(?:burd[aeiou]?n|burdn)(?:some)?\s+(?:to|on|for)\s+(?:every(?:one|body|1)|them|the people|people|those|my (?:family|parents|mom|mum|dad|partner|friends|roommate|girlfriend|boyfriend|wife|husband|kids|sister|brother))\b|\b(?:im|i am|feel|feeling|being|so|such a|just a|a)\s+(?:burd[aio]n|burdn|burdensome)\b(?!\s+(?:to|on|for)\s)|\bwithout me\b[^.!?]{0,30}\b(?:they|everyone|everybody|hed|shed|theyd|he|she|my \w+|things|life|it)\b[^.!?]{0,20}\b(?:better|happier|easier|fine|lighter|free|relieved|okay|ok)\b|\b(?:everyone|everybody|they|my (?:family|parents|friends|partner))\s+(?:would|will|wd)\s+(?:all\s+)?be\s+(?:so\s+much\s+)?(?:better off|happier|relieved)(?=\s*(?:$|[.!?]|honestly|tbh|if|when|once))/g,
    unlessBefore:
      /\b(?:financial|tax|money|cost)\s+$|\b(?:dont|not|never|no longer|wont|stop being)\s+(?:\w+\s+){0,3}$/,
    unlessAfter:
      /^\s*(?:asking|to ask|when i ask|by asking|at|for|on|this|the|tonight|tomorrow|during|while|in (?:the|this) (?:group|project|team|meeting)|if (?:i|we) (?:went|go|left|leave|moved|move|got|get|had|have|paid|pay|stayed|stay) (?:to|home|out|early|a|the|more|less))\b/,
    unlessMessage:
      /\b(?:party|trip|game|team|class|project|shift|weekend|concert|dinner|costs?|financing|loan|bills?|rent)\b/,
  },
  {
    // (someone else) × (ideation said now).
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${OTHER}\s+(?:is|s|has been|keeps|kept|just|said|says|texted|posted|told me|messaged)\s+(?:\w+\s+){0,3}?(?:suicidal|talking about (?:suicide|killing (?:himself|herself|themselves|themself)|dying|ending it|not being here)|(?:gonna|going to|wants to|wanna|planning to) (?:kill|hurt|off|end) (?:himself|herself|themselves|themself|it|his life|her life|their life)|(?:he|she|they) (?:wants|wanted) to die|giving away (?:his|her|their) (?:stuff|things|cat|dog))\b`,
      'g',
    ),
    unlessAfter: /^\s*(?:his|her|their|my|the|it) (?:hair|beard|roots|clothes|shirt|shoes)\b/,
    unlessMessage: new RegExp(
      String.raw`${TOPICAL.source}|\b(?:years ago|in high school|back then|used to|recovered|memorial|anniversary|lost (?:him|her|them)|lol|haha|jk|joking)\b`,
    ),
  },
  {
    // (a decision with no object) × (a time): 'made my decision. after my roommate is asleep',
    // 'im at peace with it now. this weekend'. Decisions about transition and plans are excluded.
    signal: 'direct-intent',
    level: 'urgent',
    re: /^(?=.*\b(?:(?:ive |i )?(?:decided|made (?:my|the|a) decision|made up my mind)(?=\s*(?:$|[.!?,;]|and\b|now\b))|at peace with (?:it|my decision|this|the decision)|no turning back|(?:im|i am) not scared anymore|im ready(?=\s*(?:$|[.!?,;]))|its time(?=\s*(?:$|[.!?,;])))\b)(?=.*\b(?:tonight|tonite|tomorrow|this weekend|by morning|after (?:everyone|everybody|my (?:roommate|mom|dad|parents|partner|shift)|they|he|she)\w*|when (?:everyone|everybody|they|he|she)\w*\s+(?:is |are )?(?:asleep|gone|leaves?|out)|once (?:everyone|everybody|they|he|she)\w*)\b)/g,
    unlessMessage:
      /\b(?:surgery|top|binder|t|testosterone|hrt|shot|injection|dose|coming out|come out|tell(?:ing)? (?:my|them|him|her)|name|pronouns|haircut|hair|tattoo|piercing|exam|interview|job|quit|move|moving|trip|date|party|break up|breaking up|dump\w*|divorce|apartment|car|buy|buying|lol|haha)\b/,
  },
  {
    // (someone else) × (pills taken, goodbyes sent, not answering after it).
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${OTHER}\s+(?:\w+\s+){0,2}?(?:took|swallowed|is taking)\s+(?:a bunch of|all (?:of )?(?:his|her|their)|too many|a handful of|the whole (?:bottle|box)|\d{2,})\s+(?:\w+\s+)?(?:pills|meds|tablets)\b|\b${OTHER}\s+(?:\w+\s+){0,2}?(?:texted|sent|posted|messaged|wrote|said)\s+(?:me\s+|us\s+|everyone\s+)?(?:goodbye|bye forever|sorry for everything|i love you all|thank you for everything|a goodbye)\b|\b${OTHER}\s+(?:\w+\s+){0,2}?(?:isnt|is not|hasnt been|wont|not)\s+(?:answering|responding|picking up|opening (?:the|his|her) door)\b[^]{0,60}\b(?:goodbye|pills|worried|scared|said (?:hed|shed|theyd)|last thing|sorry)\b`,
      'g',
    ),
    unlessMessage:
      /\b(?:trip|travel\w*|vacation|flight|moving|new job|party|lol|haha|game|movie|film)\b/,
  },
  {
    // Threats and fear at home.
    signal: 'someone-else',
    level: 'concern',
    re: /\bthreaten(?:ed|s|ing)?\s+(?:to\s+)?(?:kill|hurt|beat|shoot|stab|choke|strangle|burn)\s+(?:me|us|my)\b|\b(?:scared|afraid|terrified)\s+(?:to go home|(?:of )?what (?:he|she|they)ll do (?:to me|when)|(?:he|she|they)(?:ll| will| is gonna| is going to) (?:hurt|kill|hit|beat) me)\b|\blocked myself in (?:my room|the bathroom|my car)\b[^]{0,60}\b(?:yelling|screaming|banging|punching|threat\w*|drunk|knife|gun)\b/g,
    unlessMessage: /\b(?:lol|lmao|haha|jk|game|movie|spider|dog|cat)\b/,
  },
  {
    // Spanish, by family: suicide, killing or ending, not waking, without me, decided, goodbye
    // letters, cutting and pills.
    signal: 'direct-intent',
    level: 'concern',
    re: /\b(?:(?:me )?quiero (?:morir|matar|suicidar)\w*|me voy a (?:matar|morir|suicidar|cortar|tirar)\w*|voy a (?:matarme|suicidarme|quitarme la vida|cortarme|tirarme)|ganas de (?:morir|matarme|suicidarme|desaparecer|cortarme|lastimarme|no existir)|pienso en (?:matarme|morirme|suicidarme|el suicidio|desaparecer)|quitarme la vida|(?:terminar|acabar) con (?:todo|mi vida)|no quiero (?:vivir|seguir viviendo|estar aqui|despertar|existir|seguir aqui)|dejar de existir|desaparecer para siempre|(?:estarian|estarias|estaria|seria) (?:todo )?mejor sin mi|sin mi (?:estarian|estarias|estaria|todos estarian) mejor|soy una carga|ya decidi (?:que|hoy|esta|cuando|como|matarme|irme)|carta de despedida|despedirme de (?:todos|ustedes|mi familia)|(?:me corto|me corte|me cortaba|cortarme|lastimarme) (?:otra vez|de nuevo|los brazos|las piernas|ayer|hoy|anoche)|tengo (?:las|unas|muchas) pastillas\b[^.!?]{0,30}\b(?:tomar|tomarmelas|todas|esta noche))\b/g,
    unlessAfter: /^\s*(?:en|con|cerca|lejos|asi en|aqui en)\b/,
    unlessMessage: TOPICAL,
  },
];
