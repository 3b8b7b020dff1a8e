/**
 * Rule families written on the training part's development slice (scripts/crisis-rule-dev.ts,
 * never the held-out part): affairs put in order × a time, a set date, a conditional ending,
 * carbon monoxide and other means already in use, self-harm started again or on the skin now,
 * waking up sorry to be alive, hoping for an accident or an illness, a farewell posted by someone
 * else, and the same in Spanish. Text is normalised (normalize.ts): lower case, no accents or
 * apostrophes, "im", "dont", "wanna", "gonna".
 */
import { GYM_OR_DIET, type Rule } from './rule-vocabulary.js';

/** A day or a time the writer points to. */
const WHEN = String.raw`(?:tonight|tonite|tomorrow(?: morning| night)?|this (?:weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|(?:on |for |by )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|next week|after (?:dinner|this|that|finals|the holidays)|before (?:then|morning)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta noche|manana)`;

/** Putting one's affairs in order: giving away, returning, rehoming, paying back, a will. */
const AFFAIRS = String.raw`(?:gave away|giving away|gave (?:my|all my) \w+(?: and \w+)? (?:away|to)|rehomed|rehoming|found a (?:new )?home for my (?:cat|dog|snake|pets?)|returned (?:the|my) library books|paid (?:\w+ ){1,2}back|changed my will|wrote (?:my|a) will|made (?:my|a) will|sorted (?:out )?my (?:accounts|affairs|stuff)|deleted (?:all )?my (?:socials|accounts)|loose ends|names on (?:it|them) for|who(?:d| would) get my (?:stuff|things)|regale mi|regale mis|everythings in order|everything is in order|everything(?:s| is) (?:sorted|ready|planned)|(?:the rest|everything else) is (?:already )?(?:planned|ready|sorted))`;

const ORDINARY_PLANS =
  /\b(?:move|moving|trip|vacation|travel\w*|surgery|top surgery|wedding|party|birthday party|exam|exams|finals? (?:week|exam)|semester|graduation|concert|camping|lease|apartment|job|interview|decluttering|declutter|marie kondo|spring cleaning|closet clean\w*|estate sale|garage sale|yard sale|donat\w*|goodwill|thrift|outgrown|too small|dont fit|doesnt fit|no longer fit|new binder|new clothes|swap|dresses|skirts|good riddance)\b/;

export const endingRules: Rule[] = [
  {
    // (affairs put in order) × (a time, a date, a day): 'returned my books, sorted my accounts,
    // the rest is for thursday'. Moving house, a trip or a clear-out are excluded.
    signal: 'goodbye',
    level: 'urgent',
    re: new RegExp(
      String.raw`^(?=.*\b${AFFAIRS}\b)(?=.*\b(?:${WHEN}|es el dia|(?:a|the) date|ready for|in order for|not a trip|no es un viaje|last thing is)\b)`,
      'g',
    ),
    unlessMessage: ORDINARY_PLANS,
  },
  {
    // A date set for the writer's own ending: 'set a date. the 9th', 'i have a date now',
    // 'my last day is sunday'. Not a date for anything (surgery, court, a trip, a partner).
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:(?:i )?(?:set|picked|chose|have|got) (?:a|the) date(?: now)?(?=\s*(?:$|[.!?,;]|\w+ \d|the \d|(?:for|on) (?:the )?\d))|my last day (?:is|will be) (?!at |of |in |with |before (?:the|my|break))|(?:im|i am) (?:doing|ending) it (?:at|in) (?:my|the|a) \w+(?:s)? (?:cabin|house|place|apartment|car|garage|woods)\b|(?:im|i am) (?:doing it|ending it) (?:this|on|after|before|probably)\b)/g,
    unlessMessage:
      /\b(?:surgery|consult|court|hearing|wedding|trip|flight|move|moving|lease|job|work|shift|school|class|semester|exam|date night|dinner date|second date|first date|tinder|hinge|grindr|appointment|top surgery|vacation|interview|haircut|tattoo|party|gym|workout|deadlift|squat|project|paper|essay|bf|gf|boyfriend|girlfriend|relationship)\b/,
  },
  {
    // Carbon monoxide and other means already in use: a hose from the exhaust, the engine running
    // in a closed garage, charcoal in a closed tent, vents taped.
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\bhose (?:\w+ ){0,2}(?:from|to|into|on|attached to|running from) (?:the|my) (?:exhaust|tailpipe)\b|\b(?:taped|taping|sealed|sealing) (?:up )?(?:the|all the) (?:vents|windows|door)\b(?=[^]*\b(?:charcoal|grill|carbon monoxide|fumes|gas|bye|goodbye|sorry)\b)|\bcarbon monoxide is (?:filling|in)\b|\b(?:(?:charcoal|grill)\b[^.!?]{0,40}\b(?:tent|closed room|bathroom|car)|(?:tent|closed room|bathroom|car)\b[^.!?]{0,40}\b(?:charcoal|grill))\b(?=[^]*\b(?:nobody|no one|find me|bye|sorry|for days)\b)|\b(?:carro|coche) prendido en el garaje\b|\binject(?:ing)? (?:myself with )?air\b|\b(?:fill|filling) (?:\w+ ){0,3}with (?:the )?whole vial\b|\b(?:me tome|tome|me tomo) (?:todo )?(?:el|un) frasco\b|\bfrasco entero\b/g,
    unlessMessage:
      /\b(?:detector|alarm|mechanic|leak|muffler|repair|fixing|bubble|bubbles|shaking|flick)\b/,
  },
  {
    // Self-harm started again, or on the skin now: 'started cutting again', 'pressing the blade
    // on my arm', 'carved it into my leg', 'back to the old habit with the blade'. Diet cuts,
    // kitchens and shaving are excluded.
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:started|start|starting|been|back to|went back to|keep|kept|caught myself)\s+(?:cutting|burning|scratching|hurting)(?:\s+myself)?\s+again\b|\b(?:cutting|cut|burned|burnt|burning) again\b(?=[^.!?]{0,40}\b(?:when|after|since|because|arm|arms|wrist|leg|legs|thigh|skin|myself)\b)|\b(?:blade|razor|knife|compass(?: point)?|glass|scissors|lighter)\s+(?:\w+\s+){0,2}(?:on|into|against|across)\s+(?:my|the)\s+(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|chest|hip|hips)\b|\bcarv(?:ed|ing|e)\b[^.!?]{0,30}\binto (?:my|the) (?:arm|arms|wrist|leg|legs|thigh|thighs|skin|stomach|chest|hip)\b|\b(?:old|my) habit (?:with|of) (?:the )?(?:blade|razor|cutting|compass|lighter)\b|\bback on my old habit\b(?=[^.!?]*[.!?]\s*[^.!?]*\b(?:blade|razor|cut)\b)|\bnew (?:marks|cuts|scars) (?:on|from)\b|\bbecause of the new (?:marks|cuts)\b|\b(?:hit|punch|punched|hitting|punching) my (?:chest|stomach|legs|thighs|head|face) (?:til|till|until) (?:it|they) (?:hurts?|bruise|bled|bleeds)\b|\b(?:hold|held|holding) ice (?:til|till|until) it burns\b|\bhot spoon\b|\bcortarme otra vez\b|\bvolvi a cortarme\b/g,
    unlessBefore: /(?:accidentally|by accident|not|never|stopped)\s+$/,
    unlessMessage:
      /\b(?:calorie|calories|bulk|bulking|cut phase|cutting phase|diet|dieting|macros|shred|carbs|sugar|hair|bangs|corners|costs|cooking|kitchen|shaving|shave|recipe|chef|sculpt\w*|pumpkin|wood|woodwork\w*|tree|desk|table|soap|lino|stamp)\b/,
  },
  {
    // Waking up sorry to be alive: 'woke up angry that i didnt die', 'every morning i wake up sad
    // that i have to exist again'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wake|wakes|woke|waking) up (?:\w+ ){0,2}?(?:sad|mad|angry|disappointed|upset|pissed|annoyed|furious|sorry|bummed)\b[^.!?]{0,25}\b(?:i (?:didnt|did not|still|havent)|im still (?:here|alive)|(?:still )?(?:alive|here)\b|i have to (?:be (?:a person|alive|me|here)|exist|live|do (?:this|it all|life))|to be alive)/g,
    unlessMessage: /\b(?:alarm|hangover|hungover|jet lag|dream about (?:my )?ex)\b/,
  },
  {
    // Hoping for an accident, a clot or an illness that ends it: 'hoping for a freak accident',
    // 'hope the t gives me a stroke', 'hope i get sick and it just ends'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:hop(?:e|es|ed|ing)|wish(?:ing)?|pray(?:ing)?) for (?:a|an|some) (?:freak |fatal |bad |big )?(?:accident|car crash|crash|heart attack|blood clot|stroke|aneurysm)\b|\bhop(?:e|ing) (?:the )?(?:t|testosterone|hormones|meds|shot) (?:gives|will give|would give) me (?:a )?(?:blood clot|clot|heart attack|stroke|cancer)\b|\bhop(?:e|ing) i get (?:really |very |so )?sick\b[^.!?]{0,25}\b(?:ends|end|die|over|dont recover|never recover)\b|\bojala me (?:atropell|mat|muer|pegue un tiro)\w*/g,
  },
  {
    // Someone else's farewell, posted or texted: 'for after im gone', 'its been real',
    // 'done with this life', 'nobody will miss me', 'who wants my stuff', 'adios a todos'.
    signal: 'someone-else',
    level: 'concern',
    re: /\bfor after (?:im|hes|shes|theyre|i am) gone\b|\b(?:posted|posting|texted|wrote|said|saying|status (?:to|says)|caption(?:ed)?|publico|puso|escribio)\b[^.!?]{0,20}\W(?:its been real|goodbye (?:everyone|all|world)|bye (?:everyone|all|world)|adios a todos|im done with (?:this )?life|nobody will miss (?:me|him|her|them))\b|\b(?:asking|asked) who wants (?:his|her|their) (?:stuff|things|stuff when)\b|\bnobody will miss (?:him|her|them)\b|\b(?:checking out|check out)\b[^.!?]{0,30}\bwho wants (?:his|her|their) (?:stuff|things)\b|\b(?:figured out|found) (?:how|a way) to get out\b(?=[^]*\b(?:shouldnt|dont|not to) worry\b)|\bshould(?:ve| have) taken more\b|\beat(?:ing)? (?:his|her|their) (?:gun|pistol|rifle)\b|\bse va a (?:tomar todas|matar|suicidar|colgar|aventar)\b/g,
    unlessMessage:
      /\b(?:lol|haha|lmao|meme|group project|moving|move|graduat\w*|job|tour|band|season)\b/,
  },
  {
    // Spanish: hanging, leaving this world, 'si ... me mato', 'solo quiero no existir'.
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:pensando en|pienso en|ganas de|quiero|voy a)\s+(?:colgarme|ahorcarme|tirarme (?:del|de un|al)|aventarme)\b|\bme voy de este mundo\b|\bsi\b[^.!?]{0,60}\bme mato\b(?!\s+(?:de|trabajando|estudiando|en el))|\bme mato\W+no estoy (?:jugando|bromeando)\b|\bganas de usarlo en mi\b/g,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:solo |nada mas )?quiero no existir\b|\bme da igual (?:si (?:vivo|muero|viene un (?:carro|coche|camion))|vivir o morir)\b|\bla muerte (?:suena|se siente|seria) (?:como )?(?:un )?(?:descanso|alivio|paz)\b/g,
  },
  {
    // A conditional ending in the first person: 'if they send me back im ending it', 'id rather
    // end it first'. Endings of a relationship, a lease or a streak are excluded.
    signal: 'direct-intent',
    level: 'urgent',
    re: /\bif\b[^.!?]{3,60}\b(?:im|i am|ill be|i will be|i will|ill) (?:ending it|end it|ending my life|killing myself|kill myself|done living|not living through (?:that|it))\b|\b(?:id|i would|i will|ill) rather (?:just )?(?:end it|die|be dead|kill myself) first\b/g,
    unlessMessage:
      /\b(?:with (?:him|her|them)|relationship|bf|gf|boyfriend|girlfriend|partner|friendship|lease|contract|streak|subscription|membership|game|season|show|series|laughing|lol|haha|lmao|jk)\b/,
  },
  {
    // A means bought or readied 'not for' its ordinary use: 'sharpened the knife. not for cooking'.
    signal: 'plan-or-means',
    level: 'urgent',
    re: /\b(?:knife|blades?|razors?|razor blades?|rope|pills|gun|belt|cord)\b[^]{0,60}?\bnot (?:for|to) (?:cooking|shaving|cutting food|camping|crafts?|work|the (?:yard|garden|kitchen)|a (?:project|swing))\b/g,
  },
  {
    // A last time, a last look, a place to fall, said with a goodbye: 'told her i love her for the
    // last time. she doesnt know', 'heading to the cliff after this', 'before i go. goodbye'.
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:told|tell|hugged|hug|said|say|saw|see|called|hear|heard|kissed|texted)\b[^.!?]{0,40}\b(?:for the last time|one (?:more|last) time)\b(?=[^]*\b(?:doesnt know|dont know|didnt tell|does not know|after this|goodbye|bye|heading|before i go)\b)|\bbefore i go\b(?!\s+(?:to|out|on|back|in|for|home|into|get|see|shopping|\w+ing))(?=[^]*\b(?:goodbye|bye|gravestone|grave|doing it|final|sorry)\b)|\b(?:im|i am)\s+(?:at|on|parked (?:at|by|facing|near)|heading to|walking to|standing (?:on|at)|sitting on)\s+(?:the\s+)?(?:edge of (?:the\s+)?)?(?:\w+\s+)?(?:tracks|bridge|quarry|cliff|cliff trail|roof|rooftop|ledge|water tower|overpass|reservoir)\b(?=[^]*\b(?:someone to know|after this|comes through|in (?:\d+|twenty|ten|five) minutes|goodbye|bye|sorry|one more time|no one will|nobody will|the last)\b)/g,
    unlessMessage:
      /\b(?:trip|vacation|move|moving|photos?|pics?|hike with|concert|party|sunset|sunrise|jk|lol|haha)\b/,
  },
  {
    // Tired of breathing, of a heartbeat, of being a body; a forever sleep; waiting for it to be
    // over; wanting to be with someone who died.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\btired\b[^.!?]{0,30}\bof (?:breathing|being a body|my own heartbeat|having a heartbeat|having a body)\b(?!\s+(?:through|in|out|heavy|hard|wrong))|\b(?:forever|eternal|permanent|endless) (?:nap|sleep|rest)\b|\bim (?:just )?waiting for (?:it|it all|everything|life) to (?:be over|end)\b|\b(?:want|wanna|wish i could|going to)\s+(?:to\s+)?(?:go\s+)?(?:be\s+)?(?:with (?:him|her|them) again|wherever (?:she|he|they) (?:is|are)|join (?:him|her|them))\b(?=[^]*\b(?:died|passed|dead|funeral|grave|heaven|miss (?:my|him|her|them))\b)/g,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|game|song|class|lecture|shift|semester|meeting|surgery|exam|flight|week|workout|mattress|pillow|cat|dog|pet)\b/,
  },
  {
    // Danger from others: a weapon pulled on the writer, threats, locked in, thrown out with
    // nowhere to sleep.
    signal: 'targeted',
    level: 'concern',
    re: /\b(?:pulled|held|waved|pointed) (?:a|his|her|their|the) (?:knife|gun|pistol|rifle) (?:on|at) me\b|\b(?:getting|got|get|sending me|messaging me|receiving|sent me) (?:death )?threats\b|\b(?:scared|afraid|terrified) (?:to go back|of what (?:theyll|hell|shell|they will|he will|she will|they might|he might|she might) do)\b|\b(?:locked me in|me encerraron en)\b|\bnot welcome (?:back )?(?:home|in the house)\b(?=[^]*\b(?:im \d+|snowing|freezing|bus station|nowhere|sleeping|car)\b)|\b(?:kicked me out|me corrieron|me echaron)\b(?=[^]*\b(?:sleeping|durmiendo|bus station|in my car|en el carro|on the street|nowhere to go|snowing|freezing)\b)/g,
    unlessMessage:
      /\b(?:lol|lmao|haha|jk|kidding|game|movie|show|bar|club|party|class|group chat|discord|server)\b/,
  },
  {
    // Thoughts of dying said with how often or how loud, of jumping or swerving, of the height of
    // a drop; 'sui' as slang.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:think|thinking|thought|thoughts) (?:about|of) (?:dying|death|being dead|not existing|killing myself|ending it|ending my life)\b[^]{0,60}?\b(?:daily|every day|everyday|a lot|all the time|constantly|louder|more and more|getting worse|every night|nonstop)\b|\b(?:think|thinking|thought) about (?:swerving|jumping|driving off|stepping (?:off|in front)|crashing (?:the|my) car)\b|\bsui (?:thoughts|ideation|urges|brain|vibes)\b/g,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|video game|game|song|class|lecture|essay|pool|diving|dive|bungee|skydiv\w*|cliff jump\w*|parkour|trampoline|kayak\w*|lol jk)\b/,
  },
  {
    // Someone else harming themselves, told by a parent or a friend.
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:my|our) (?:kid|son|daughter|child|teen|friend|best friend|brother|sister|partner|bf|gf|boyfriend|girlfriend|roommate|cousin)\b[^.!?]{0,20}\b(?:is|has been|started|keeps|been|might be) (?:cutting|self harming|burning (?:himself|herself|themselves)|hurting (?:himself|herself|themselves))\b/g,
    unlessAfter:
      /^\s*(?:class|school|out|back|carbs|weight|hair|ties|corners|(?:his|her|their) hair)\b/,
    unlessMessage: GYM_OR_DIET,
  },
  {
    // The height of a drop, counted or pictured where one could fall: 'wondering how far the fall
    // is from the parking garage roof'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /^(?=.*\b(?:counting|wondering|thinking|pensando|imagining|picturing) (?:about )?(?:how (?:high|far|tall|long the drop)|cuanto seria la caida|how far the (?:drop|fall))\b)(?=.*\b(?:bridge|railing|roof|rooftop|ledge|balcony|azotea|puente|overpass|parking garage|window)\b)/g,
    unlessMessage:
      /\b(?:pool|diving|dive|bungee|skydiv\w*|climb\w*|parkour|photo\w*|drone|physics|homework|engineering)\b/,
  },
  {
    // A life or an existence that is a mistake, a debt or a leak; a survival regretted; no point
    // in continuing; envy of the dead; the same way someone else died.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:my (?:life|existence|whole existence)|existing|being alive|me being born)\s+(?:is|feels like|feel like|was)\s+(?:just\s+)?(?:a|an|one)\s+(?:\w+\s+)?(?:mistake|debt|line item|expense|leak|loan)\b|\b(?:hate|mad|angry|upset|disappointed|sad) (?:that )?i (?:survived|lived through) (?:the |my )?(?:overdose|attempt|od|it)\b|\bwish i (?:hadnt|didnt|had not) (?:survived|woken up)\b|\b(?:dont|do not|cant|cannot) see (?:a|the|any) point (?:in|of) (?:continuing|going on|carrying on)(?=\s*(?:$|[.!?,;]|with (?:anything|life|any of it)|at all|anymore))|\b(?:dont|do not|cant|cannot) see (?:a|the|any) point in the next (?:\d+|\w+) (?:years|decades)\b|\b(?:so much|something|a lot) to live for\b[^]{0,40}?\b(?:cant name|cannot name|cant think of|cannot think of|name one)\b|\b(?:jealous|envious) of (?:people|anyone|those|everyone|the ones|guys) who (?:died|are dead|get to die|got out)\b|\b(?:do it|go) the same way (?:my|his|her) \w+ did\b|\bif i (?:just )?vanished\b(?=[^]{0,80}\b(?:would|wouldnt|nobody|no one|win)\b)|\bwhat if i (?:just )?didnt exist\b|\blife insurance\b(?=[^]*\b(?:pays out more|worth more (?:dead|than)|makes you think)\b)|\b(?:lay|laid|lying|lie) (?:down )?on (?:the )?(?:railroad |train )?tracks\b/g,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|video game|song|lyrics|class|lecture|essay|photos?|photoshoot|pics?|sim|sims)\b/,
  },
  {
    // Nothing left but to go; a time and an apology and nothing else; stepping off a chair with
    // a goodbye.
    signal: 'goodbye',
    level: 'urgent',
    re: /\bnothing (?:left )?to do but (?:go|die|leave)(?=\s*(?:$|[.!?,;]))|^(?:its )?(?:tonight|today|now)\W+(?:im )?(?:sorry|goodbye|bye)\W*$|\bstep(?:ping)? off (?:the|a) (?:chair|stool|bucket)\b(?=[^]*\b(?:minute|minuto|sorry|perdon|bye|adios|goodbye)\b)/g,
  },
];
