/**
 * Acts in progress and means at hand, by family (written from the training part's misses, never
 * from the held-out part): standing at a height or by the tracks, pills or a blade or a gun in
 * hand, pills already taken, "doing it tonight", methods named with "myself", and self-harm now or
 * lately (verbs and body parts, until it bled or bruised, relapse, fresh cuts, a blade picked back
 * up). Text is normalised (normalize.ts): lower case, no accents or apostrophes.
 */
import { GYM_OR_DIET, INJECTION_WORDS, type Rule } from './rule-vocabulary.js';

const PILLS = String.raw`(?:pills|meds|medication|tablets|sertraline|tylenol|advil|insulin|sleeping pills|painkillers|antidepressants|pastillas)`;

/** Kitchens, shaving and sport: burns and cuts there are accidents. */
const ACCIDENTS =
  /\b(?:oven|stove|pan|cooking|cook|baking|kettle|curling iron|straightener|sunburn\w*|shaving|razor burn|hik\w*|garden\w*|rose\w*|bush\w*|fence|thorns?|branch\w*|fell (?:off|down|on|over)|fall (?:off|down|on)|tripped|nail|wire|bike|skate\w*|gym|lifting|climbing|cat|kitten|dog|paper cut|by accident|accidentally)\b/;

/** Leisure at a height or by water or rails: a view, a commute, a trip. */
const LEISURE =
  /\b(?:view|sunset|sunrise|stars|photos?|pics?|picnic|commut\w*|my train|the train to|concert|festival|hike|hiking|vacation|date|party|fireworks|fishing|swim\w*|to work|for work|at work)\b/;

export const actRules: Rule[] = [
  {
    // Self-harm urges coming back, said beside cutting or a blade.
    signal: 'self-harm',
    level: 'concern',
    re: /^(?=.*\b(?:cut|cutting|self harm|blades?|razors?)\b)(?=.*\burges? (?:came|come|is|are|coming|creeping) back\b)/g,
    unlessMessage: /\b(?:carbs|sugar|calories|hair|caffeine|coffee|vaping|smoking|drinking)\b/,
  },
  // --- where: at a height, by the tracks, in the garage with the engine on -------------------
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:im|i am|standing|sitting|stood|waiting|writing this|outside)\s+(?:\w+\s+){0,2}?(?:on|at|by|from|near|over)\s+(?:the\s+)?(?:edge of (?:the|my)\s+|top of (?:the|my)\s+)?(?:bridge|ledge|roof|rooftop|tracks|train tracks|railroad|cliffs?|edge of the platform|overpass|parking garage|hospital roof|stairwell)\b|\b(?:gonna|going to|drove to|driving to|walking to|headed to|heading to)\s+(?:the )?(?:bridge|train tracks|tracks|train station|cliffs?|lake|river|spot)\b(?=[^]{0,60}\b(?:tonight|to drown|im done|decided|this time|getting out|nobody|jump|go in|going in)\b)|\b(?:im|i am) (?:gonna|going to) (?:climb over|jump|go in)\b|\b(?:river|lake|ocean|sea|water)\b[^.!?]{0,30}\bim (?:gonna|going) in\b|\bwalk(?:ing)? into the (?:ocean|sea|lake|river)\b(?!\s+(?:for|to swim|with))|\bleaving (?:tonight|today|now)\W+(?:permanently|for good|forever)\b|\btonight i jump\b|\babout to jump\b|\bwaiting for the \d+(?::\d+)?\b(?=[^]{0,40}\b(?:tracks|train|platform)\b)/g,
    unlessAfter:
      /^\s*(?:club|game|party|with (?:my|some|a) (?:friends?|date|partner|girlfriend|boyfriend))/,
    unlessMessage: LEISURE,
  },
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:car|engine) (?:is )?running in the (?:closed )?garage\b|\bin the garage with (?:the car|the engine|it) (?:on|running)\b|\bgarage with the (?:car|engine) (?:on|running)\b|\bsitting in the (?:car|garage) with (?:it|the engine) running\b|\bwith the car running\b/g,
  },
  // --- means in hand ------------------------------------------------------------------------
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b${PILLS}\s+(?:are\s+)?(?:counted out|lined up|in my hand|in hand|in a cup|already working)\b|\b(?:holding|poured|pouring)\s+(?:the\s+|my\s+)?(?:bottle of\s+)?${PILLS}(?:\s+(?:into|in)\s+my hand|\s+right now|\s+rn)\b|\bput all my ${PILLS} in a (?:cup|pile|bowl)\b|\b(?:have|got|ive got) the ${PILLS} and\b|\b(?:gun|pistol|firearm|blade|razor|knife|scissors)\s+(?:is\s+)?(?:in my (?:lap|hand|mouth)|to my (?:head|wrist|throat))\b|\b(?:blade|razor|knife|scissors)\s+(?:to|against)\s+my\s+(?:wrists?|arms?|throat|neck|skin|thighs?)\b|\bwith (?:a|the|my) razor blade\b|\beat(?:ing)? my gun\b|\b(?:gun|pistol|rifle|firearm)\b[^.!?]{0,40}\b(?:gonna|going to) use it\b|\b(?:tengo la cuerda lista|ya compre lo que necesito)\b|\bloaded (?:my|the|his|her) (?:\w+ )?(?:gun|pistol|rifle|shotgun)\b|\bcon la pistola\b|\bgonna do something bad (?:right now|tonight|rn)\b|\bwanna bleed\b|\bloading the gun\b|\b(?:gun|pistol|blade|razors?|knife|bottle|rope|cord)\b[^.!?]{0,40}\b(?:keep|kept) (?:looking at|staring at|thinking about|picking (?:it|them) up|counting)(?: it| them)?\b|\b(?:i know|knowing) what im (?:using it|doing with them) for\b|\bcord tied\b|\bstanding on (?:the|a) chair\b(?! to)|\b(?:the )?bag and (?:the )?tape\b|\bplastic bag on the table\b`,
      'g',
    ),
    unlessMessage:
      /\b(?:cooking|recipe|kitchen|range|hunting|camping|crafts?|sewing|cosplay|prop|halloween|vitamins?|for the week|organizer)\b/,
  },
  // --- taken, or about to be --------------------------------------------------------------
  {
    signal: 'plan-or-means',
    level: 'urgent',
    re: new RegExp(
      String.raw`\b(?:just|already|ive)\s+(?:took|swallowed|taken)\s+(?:them all|all of them|everything|half(?: of them)?|them)\b|\b(?:took|swallowed|taking|take|taken)\s+(?:everything|all of them|them all)\s+(?:in|from) (?:the|my) (?:cabinet|medicine \w+|drawer|botiquin)\b|\btook (?:them|all of them|everything)\W+(?:its done|all the pills)\b|\b(?:took|swallowed|taken)\s+(?:like\s+|about\s+|around\s+)?[1-9]\d+\s+(?:of\s+(?:my|the|his|her)\s+\w+|${PILLS})\b|\btook my whole (?:month|weeks?|bottle) of\b|\b(?:took|taking|swallowed) (?:way )?(?:more|too many) (?:of )?(?:my )?(?:\w+ )?${PILLS}? ?than (?:im|i was|youre) supposed to\b|\bswallowing the ${PILLS}\b|\bfinish the (?:bottle|rest)\b(?=[^]{0,40}\b(?:pills|tonight|half)\b)|\b(?:gonna|going to|about to|im) (?:take|finish|mix) (?:them all|all of them|everything|the bottle|the pills|them on purpose|way too much|all my t)\b|\binject (?:it all|everything|the whole vial)\b|\binjecting everything\b|\b(?:just|im|i|already) overdos(?:ed|ing)\b|\boverdosing (?:right now|rn|now)\b|\btonight i overdose\b|\b(?:a )?lethal (?:amount|dose)\b(?=[^]{0,40}\b(?:tonight|ordered|take|bought)\b)|\b(?:ordered|bought|got)\b[^.!?]{0,30}\b(?:a lethal|to end it)\b|\bhow many (?:mg of )?\w*\s*(?:is|would be|are) lethal\b|\bhow many (?:of )?(?:my )?(?:sleeping )?(?:pills|tylenol|sleeping pills) would be too many\b|\bnobody (?:is gonna|is going to|will|gonna) find me (?:until|till|before)\b|\b(?:ya )?tome tod[oa]s? (?:las|lo que)\b|\bya tengo las pastillas\b|\btook evrything\b|\bended it with the pills\b|\b(?:theres enough|there is enough|i have enough|have \d+ now)\b[^]{0,80}\b(?:take|taking) them\b`,
      'g',
    ),
    unlessAfter:
      /^\s*(?:out\b|off\b|back\b|with (?:food|water|breakfast|dinner)|for the (?:day|week)|this morning as usual|as prescribed|on time|to (?:the|my) (?:car|house|pharmacy|vet))/,
    unlessMessage:
      /\b(?:accidentally|by accident|vitamins?|supplements?|allergy|organizer|doctor said|pharmacist|pill reminder|caffeine|coffee)\b/,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:im|i am|ill|i will|gonna|going to|im gonna|im going to|finally gonna)\s+(?:finally\s+|just\s+|really\s+)?(?:do|doing)\s+it\s+(?:tonight|tonite|now|right now|rn|soon|this (?:weekend|time)|today|sunday|on (?:new years|my birthday|friday|saturday|sunday)|while everyones|after (?:i finish|everyones)|before my)\b|(?:^|[.!?]\s*)doing it (?:tonight|now|tonite)\b|\bim doing it\W+(?:tonight|now)\b/g,
    unlessMessage: new RegExp(
      String.raw`${INJECTION_WORDS.source}|\b(?:tell\w*|coming out|come out|came out|haircut|hair|homework|exam|test|presentation|call(?:ing)?|appointment|first time|workout|laundry|chores|taxes|bungee|skydiv\w*|tattoo|piercing|essay|project|quit(?:ting)? (?:smoking|vaping)|lol)\b`,
    ),
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\bpretty sure im gonna do it this time\b|\b(?:tonight|today|this weekend)\s+(?:im\s+|i\s+|ill\s+)?(?:ending|end) (?:it|things|the pain)\b|\b(?:its|it is) ending (?:tonight|tonite)\b|\bim ending (?:it|things) (?:tonight|this weekend|for real)\b|\btonight (?:i go|is it|fixes it|im going)\b|\btodays the day\b|\bthis is the night\b|\bi (?:picked|chose) tonight\b|\bi know when now\b|\bending it on my (?:birthday|anniversary)\b|\bspot picked\b|\bwriting my note (?:now|rn|tonight)\b|\bin an hour (?:itll|it will) be over\b|\b(?:decided|ive decided|i decided) (?:to die|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday))\b|\b(?:its|everything is) set up\b(?=[^]{0,40}\b(?:letters|tonight|im going)\b)|\bive set everything up\b|\b(?:hoy|esta noche) (?:me mato|se acaba|es el dia)\b|\bme mato esta noche\b|\bvoy a (?:terminar con todo|tomar todo)\b|\bmy plan is (?:pills|to take|the)\b|\bthe plan is tonight\b|\bhave a plan\W+i have a time\b|\bwe(?:re| are) past talking about it\b|\bnobody can stop me\b|\bnot failing tonight\b|\bfollowing through\b(?=[^]{0,10}$)|\b(?:not gonna|cant|wont|not going to) talk me (?:out of it|down)\b|\b(?:ive decided|i decided|decided)\b[^.!?]{0,10}\bits time\b(?!\s+(?:to|for))/g,
  },
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:hang|hanging) myself (?:from|off|in)\b|\b(?:suffocate|strangle|electrocute|gas|starve) myself(?: to death| with| tonight)\b|\bslit my (?:throat|wrists?)\b|\b(?:stop eating|stop eating and drinking) until (?:i die|its over|it is over)\b|\bgonna the lake tonight to drown\b|\bend my lfe\b|\bwanna (?:just )?dye(?=\s*(?:$|[.!?,;]))|\b(?:better off|wish i was|wish i were) ded\b|\bput an end to it\b(?=[^]{0,40}\b(?:tonight|gun|pills)\b)/g,
  },
  // --- self-harm now or lately -------------------------------------------------------------
  {
    signal: 'self-harm',
    level: 'urgent',
    re: /(?:^|[.!?,;]\s*|\bi\s+|\bim\s+|\bjust\s+)(?:cut|cutting)\s+(?:too\s+|really\s+|so\s+)?deep(?:er)?\b|\bcutting\s+(?:right\s+)?(?:now|rn)\b|\bcut\w*\b[^.!?]{0,40}\b(?:wont|cant|doesnt|isnt) stop(?:ping)? (?:the )?bleeding\b|\bcutting and cutting\b|\b(?:been|keep|kept) cutting (?:for|and)\b|\bbleeding a lot from cutting\b|\bthe cuts are getting (?:deeper|worse)\b|(?:^|[.!?]\s*)cut again\b|\bcut for the first time in (?:years|months|a year)\b|\bpressing the lighter to my\b|\b(?:going to|gonna) use (?:it|them) (?:tonight|on my wrists?|in like)\b/g,
    unlessMessage: new RegExp(
      String.raw`${GYM_OR_DIET.source}|\b(?:bangs|onions?|vegetables|wood|fabric|paper|cake|grass|lawn|meat|lean|bulking)\b`,
    ),
  },
  {
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:hit|hitting|punch(?:ed|ing)?|scratch(?:ed|ing)?|bit|bite|biting|bitten|burn(?:ed|t|ing)?|claw(?:ed|ing)?|pick(?:ed|ing)?|carv(?:ed|ing)?|slap(?:ped|ping)?)\s+(?:at\s+)?(?:myself|my\s+(?:own\s+)?(?:arms?|wrists?|thighs?|legs?|chest|stomach|belly|hips?|skin|face|hands?|head|knuckles)|the walls?|walls)\b[^.!?]{0,40}?\b(?:until|till|til|to)\s+(?:it|they|i|my \w+)\s+(?:bled|bleed|bleeds|bruised|bruises?|(?:were|was) (?:purple|bleeding|raw)|split|blistered|blister)\b|\bpunch(?:ed|ing)? (?:the )?walls? (?:til|till|until) my knuckles\b|\b(?:hit|hitting|punch(?:ed|ing)?|scratch(?:ed|ing)?|bit|bite|biting|burn(?:ed|t|ing)?|slap(?:ped|ping)?)\s+myself\s+(?:in the (?:stomach|face|chest|head|thighs?|legs?)\s+)?(?:again|when(?:ever)? (?:i|im)|every time|after|because|cause|bc|hard|so hard)\b|\b(?:hurt|hurting) myself (?:after|when(?:ever)? (?:i|im)|because|bc)\b|\bburn(?:ed|t) my (?:arms?|wrists?|thighs?|legs?|chest|skin|hands?|stomach)\s+(?:with (?:a )?(?:cigarette|lighter)|again|agian|on purpose|where)\b|\b(?:cigarette|lighter)\s+(?:to|on|against) my (?:arms?|wrists?|thighs?|legs?|chest|skin|hands?)\b|\b(?:fresh|new) (?:cuts|scratches|burns) (?:on|in|from)\b|\bfound fresh cuts\b|\bhave new company\b|\bmade new (?:cuts|lines)\b|\bpicked (?:up )?the (?:blade|razor) back up\b|\b(?:keep|kept) wanting to (?:re)?open (?:them|my scars|my cuts|the cuts|the scars)\b|\bhid(?:e|den|ing)? (?:razors|blades|a blade|a razor)\b|\burges? to (?:cut|hurt myself|self harm|burn myself)\b|\brelapsed\b[^!?]{0,20}\b(?:cut|cuts|cutting|blade)\b|\bbeen (?:biting|scratching|burning|hitting|punching) (?:my|myself)\b|\bi hit my (?:thighs|legs|arms|chest|stomach) with my fists\b|\bcut my (?:legs?|thighs?|stomach|hips?|chest)\b|\b(?:hit|punch(?:ed)?|slap(?:ped)?) myself in the (?:face|stomach|head|chest)\b|\b(?:thinking|thoughts|urges?)\s+(?:about|abt|bout|of)\s+(?:s h|sh|self harm)\b|\bwant(?:ed)? to (?:bleed|hurt myself so)\b|\bpicking my skin with a\b|\bclawing at (?:it|my)\b/g,
    unlessAfter: /^\s*(?:by accident|accidentally|cooking|shaving|at (?:the )?gym)/,
    unlessMessage: ACCIDENTS,
  },
];
