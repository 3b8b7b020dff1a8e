/**
 * Crisis rules written over word classes rather than sentences, so a family is caught however it
 * is worded: (first person) × (ideation or intent verb) × (for good / time), means said beside
 * possession, decisions said beside a time, goodbyes and giving things away, self-harm relapse,
 * burden, questions about lethality, someone else, and Spanish. Measured on a development slice
 * of the training part that the rules were never written from (see DEVELOPERS.md). Text is
 * normalised (normalize.ts): lower case, no accents or apostrophes.
 */
import { type Rule } from './rule-vocabulary.js';

/** Films, books, classes and pets: talk about death there is topical. */
const TOPICAL =
  /\b(?:movie|film|novel|book|episode|character|documentary|podcast|video game|poem|song|lyrics|philosophy|class|lecture|essay|hospice|patient)\b/;

/** Trips, moves, appointments and ordinary plans: dates, goodbyes and "I won't need it". */
const ORDINARY_PLANS =
  /\b(?:trip|travel\w*|vacation|holiday|visit\w*|flight|moving|move out|out of town|camp|conference|wedding|party|concert|exam|interview|job|shift|work trip|graduat\w*|lease|subscription|switch\w* to|gel|patch|pellets?|prescri\w*|pharmacy|insurance|appointment|court|hearing|date night|first date)\b/;

/** Wanting to be gone, said with the verbs people use for it. */
const GONE_VERB = String.raw`(?:disappear\w*|dis+ap+ear\w*|vanish\w*|fad(?:e|ing)(?: away| out)?|evaporat\w*|dissolv\w*|ceas(?:e|ing)|sleep(?:ing)?|go(?:ing)? to sleep|stop(?:ping)? existing|be gone|go(?:ing)? away|check(?:ing)? out|tap(?:ping)? out|log(?:ging)? off)`;
const FOR_GOOD = String.raw`(?:for good|forever|permanently|for ever|until theres nothing(?: left)?(?: of me)?|and never come back|and not come back|and never be found)`;

/** A knife, blade or gun: means people name beside pain. */
const BLADE = String.raw`(?:knife|knives|blades?|razor blades?|razors|box cutter|scalpel)`;
const GUN = String.raw`(?:gun|guns|pistol|handgun|rifle|shotgun|revolver|firearm)`;
const OWNER = String.raw`(?:my|the|a|his|her|(?:my )?(?:dads|moms|brothers|fathers|uncles|grandpas|stepdads|partners|roommates|boyfriends|husbands))`;

/** Someone the writer knows. */
const OTHER = String.raw`\b(?:my )?(?:friend|bestie|partner|roommate|brother|sister|boyfriend|girlfriend|bf|gf|husband|wife|cousin|mate|classmate|kid|son|daughter)s?\b`;

export const familyRules: Rule[] = [
  // --- wanting to be gone for good ------------------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${GONE_VERB}\b[^.!?]{0,20}?\b${FOR_GOOD}\b|\b${GONE_VERB}\W+(?:\w+\W+){0,5}?${FOR_GOOD}\W*$`,
      'g',
    ),
    unlessBefore: /\b(?:used|not|never|app|account|data|posts?|messages?|photos?|the|this|that)\s+$/,
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
    unlessAfter: /^\s*(?:in (?:the|a|this) (?:movie|book|show|game|class)|of (?:a|my) (?:pet|cat|dog)|when i was)/,
    unlessMessage: new RegExp(
      String.raw`${TOPICAL.source}|\b(?:grandma|grandpa|grandmother|grandfather|nana|papa|aunt|uncle|pet|cat|dog|funeral|memorial|will and testament|life insurance policy|dentist|surgery|anesthesia|plane|flying|spider)\b`,
    ),
  },
  {
    // Wishing one had never been born, in any person: 'is it normal to wish youd never been born'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bwish(?:ed|es|ing)?\s+(?:that\s+)?(?:i|id|you|youd|u|ud)\s+(?:had\s+|have\s+|would have\s+|hadnt\s+|were\s+)?never\s+(?:been born|existed|have existed)\b|\bpress a button and never (?:have )?(?:existed|been born)\b|\b(?:wants|wanted|wanna|want|need) to\s+(?:just\s+)?(?:stop|be done)(?=\s*(?:$|[.!?,;]|(?:now|forever|permanently|already)\b))/g,
    unlessMessage: /\b(?:game|gaming|scrolling|crying|talking|texting|arguing|working|training|running|the pain meds)\b/,
  },
  {
    // Life as something to leave: 'ready to leave it', 'skip the getting better part and just go'.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:life|this world|the world|existence|all of this|this life)\b[^.!?]{0,40}\b(?:ready to (?:leave|go|check out|log off)|done with (?:it|living)|want out)\b|\b(?:skip(?:ping)?|skip) the (?:getting better|recovery|healing) part\b|\b(?:ready|want|wanna|time) to (?:check out|tap out|log off|clock out) (?:of life|for good|permanently|forever)\b|\bmight as well (?:tap|check|clock) out\b(?!\s+(?:of|at|early|for the))|\bi think im finished\b(?=\s*(?:$|[.!?]))|\bits okay to (?:stop|let go|go)\b(?=\s*(?:$|[.!?]))|\bpart of me (?:just )?wants to let it happen\b|\b(?:i|im|just|honestly)\s+(?:gonna\s+|wanna\s+)?(?:just\s+)?going\s*$/g,
    unlessMessage: /\b(?:queue|line|waiting room at|gym|class|shift|work|store|party|trip|game)\b(?![^]*\bleave it\b)/,
  },
  // --- burden, said as a weight, a cost or a waste ----------------------------------------
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:im|i am|im just|i feel like im|feel like im|feel like|being)\s+(?:just\s+|only\s+|such\s+|basically\s+)?(?:a\s+)?(?:weight (?:every(?:one|body)|they|my \w+|people)\w*(?: \w+)? (?:carry|carrying|drag|dragging|haul)\w*|waste of (?:space|air|oxygen|money|a life|skin) and (?:money|time|air|space)|(?:just\s+)?taking up (?:space|air|oxygen)(?=\s*(?:$|[.!?,;]|and|here|in (?:every|this) (?:room|world|family|house))))|\bnobody would miss (?:carrying|having|dealing with|paying for) (?:it|me)\b|\b(?:hed|shed|theyd|they would|he would|she would|would)\s+(?:have|get|finally have|be)\s+(?:\w+\s+){0,3}?\bif i (?:wasnt|werent|was not|were not) in (?:it|the picture|(?:his|her|their|your) li\w+)\b|\b(?:relieved|happier|better off|easier)\b[^.!?]{0,30}\bif (?:the|this) (?:weird |only |one )?(?:trans|queer|fat|gay|quiet|new|sad)? ?(?:kid|guy|one|boy) (?:was|were) gone\b|\b(?:deserves|deserve) someone (?:who isnt|better than) (?:a walking disaster|me)\b[^]{0,40}\b(?:free soon|be free|wont have to)\b/g,
    unlessMessage: /\b(?:backpack|luggage|boxes|couch|furniture|suitcase|trunk|storage|closet|fridge|apartment|room)\b(?![^]*\b(?:me|myself)\b)/,
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
    unlessMessage: /\b(?:accidentally|by accident|by mistake|for (?:my|a) (?:class|essay|story|novel|paper)|cat|dog|plant)\b/,
  },
  // --- a decision said beside a time -------------------------------------------------------
  {
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:ive made|i made|made) (?:my|the) decision\b(?!\s+(?:to (?:start|go|come out|transition|get|take|switch|quit|leave (?:my|the|him|her|them))|about|on|for|between))|\b(?:ive|i)\s+(?:finally\s+)?decided\s*[.!](?=[^]{0,80}\b(?:tonight|tomorrow|morning|letter|note|find|weekend|bed|asleep|sunday|gone)\b)|\b(?:(?:ive |i )?(?:set|picked|chose|chosen) (?:a|the)|(?:i )?know the) date\b(?!\s+(?:for|of|with|night|to|on|at|idea|spot))(?=[^]{0,60}\b(?:everythings (?:sorted|ready|set)|everything is (?:sorted|ready|set)|calm|at peace|note|letters?|goodbye|wont be|last)\b)|\b(?:finally|already) (?:have|made|got) a plan\b(?=\s*(?:$|[.!,;]|and it (?:feels|is)))|\bi (?:have|made) a plan\W+i (?:just )?dont have a date\b|\b(?:im|i am) not waiting for anything anymore\b|\bits when im going\b|\b(?:im|i am) going tonight\s*$|\btonight\s+im\s+(?:finally\s+)?(?:gonna|going to)\s+(?:finally\s+)?(?:do what|be free of this (?:body|life)|let go|end)\b|\b(?:do|doing) it before my (?:shift|class|roommate|parents|mom|dad|partner)\b|\bdeciding which way\b|\bim (?:so )?done\W+(?:getting|grabbing|got) the (?:knife|pills|gun|rope|blade)\b/g,
    unlessMessage: new RegExp(
      String.raw`${ORDINARY_PLANS.source}|\b(?:diet|workout|haircut|hair|coming out|come out|tell (?:my|them)|telling|name change|binder|tattoo|piercing|date with|movie|game)\b(?![^]*\b(?:gun|pills|letter|rope|knife|die|dying|end it|this body)\b)`,
    ),
  },
  // --- goodbyes and giving things away ------------------------------------------------------
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /^\s*(?:goodbye|good bye|farewell|bye everyone|bye all|bye forever)\W*$|\b(?:saying|say|said) (?:bye|goodbye|my goodbyes) to (?:everyone|everybody|all of (?:you|them)|my (?:family|friends|parents|mom|dad))\b[^.!?]{0,40}\b(?:without|tonight|one last|last time|for good|they dont know)\b|\b(?:will|gonna|going to|ll|shell|hell|theyll)\s+find (?:the|my) (?:letter|note|letters|notes)\b|\b(?:leave|leaving|give|giving|gave|can have|gets?)\b[^.!?]{0,40}\bmy\b[^]{0,80}\b(?:i wont need (?:any of )?(?:it|them|this)|(?:he|she|they) think\w* im joking\W+im not|when im gone|after im gone|once im gone)\b|\bim not (?:gonna|going to) be (?:here|around|alive) for (?:my|the|her|his|their)\b[^]{0,60}\bcancel\b|\bits (?:already )?done\W+(?:(?:i|ive) (?:took|taken|swallowed|did)|i (?:just )?wanted someone to know|(?:i )?feel (?:dizzy|sleepy|weird)|sorry)\b|\bi already started\W+i (?:took|swallowed|cut)\b|\bi took half (?:of )?(?:them|the bottle|the pills)\b/g,
    unlessMessage: new RegExp(
      String.raw`${ORDINARY_PLANS.source}|\b(?:vitamins?|homework|dishes|laundry|coming out|love letter|thank you note|valentine|birthday card|game|quiz|test)\b`,
    ),
  },
  // --- self-harm relapse and return ---------------------------------------------------------
  {
    signal: 'self-harm',
    level: 'concern',
    re: /^\s*relapsed\b(?!\s+(?:on|into|with) (?:smoking|vaping|drinking|alcohol|weed|sugar|junk|my diet|biting|picking))|\b(?:was|been|had been|i was) clean (?:for )?(?:\d+|a|an|one|two|three|six|over a|almost a) (?:days?|weeks?|months?|years?)\W+(?:not anymore|until (?:today|tonight|yesterday|last night)|and (?:then|now) (?:i )?(?:relapsed|cut|broke))\b|(?:^|[.!?,;]\s*)(?:cutting|burning myself|hurting myself|hitting myself) again\b|\b(?:hit|punch(?:ed)?|slap(?:ped)?|scratch(?:ed)?|burn(?:ed|t)?|cut)\s+myself\s+again\s+(?:after|because|cause|bc|when)\b|\bnormal to (?:wanna |want to |feel like )?(?:hurt|cut|burn|hit|harm) (?:yourself|urself|myself|oneself)\b|\b(?:the|my|those|dark|bad) (?:thoughts|urges|voices) (?:are|r|is) (?:back|coming back|back again|louder|getting louder)\b(?=\s*(?:$|[.!?,;]|again|tonight|and))|\bme (?:lastime|corte|queme|golpee|hice dano)\b[^.!?]{0,30}\b(?:otra vez|de nuevo|no se como parar|ayer|hoy)\b/g,
    unlessMessage:
      /\b(?:smoking|vaping|drinking|alcohol|weed|cigarettes?|diet|sugar|nail biting|by accident|accidentally|tripped|fell|cocinando|sin querer)\b/,
  },
  // --- someone else ------------------------------------------------------------------------------
  {
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`${OTHER}[^]{0,80}?\b(?:(?:doesnt|dont|does not) see (?:a|any) (?:reason|point) to (?:keep )?(?:liv\w*|go on|be alive)|(?:would be|be) (?:happier|better off) if (?:he|she|they) (?:were|was) (?:dead|gone)|i cant keep doing this[^]{0,30}\b(?:better off|not picking up|not answering)|left a note[^.!?]{0,60}\bsorry\b|(?:in the bathroom|locked in|in (?:his|her|their) room) for (?:\w+ )?(?:hours?|a long time)[^.!?]{0,20}\b(?:isnt|not|wont) (?:answering|responding|opening))`,
      'g',
    ),
    unlessMessage: TOPICAL,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:dad|father|mom|mother|uncle|brother|stepdad|partner|boyfriend|husband)\b[^.!?]{0,20}\b(?:is gonna|is going to|will|would|gonna)\s+kill (?:him|her|them|me)\b[^]{0,40}\b(?:finds? out|found out|just found)\b|\bshell call my uncle and i know what he does\b|\b(?:throw|kick|threw|kicked) me out\b[^]{0,80}\b(?:tonight|bags? (?:are|is) on the|on the (?:lawn|street|porch))\b/g,
    unlessMessage: /\b(?:lol|lmao|haha|jk|grades|curfew|game)\b/,
  },
  // --- Spanish --------------------------------------------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:no se|ya no se) (?:para|por) que sigo (?:aqui|viv[oa]|vivo)\b|\bsin mi (?:estarian|estarias|estaria) mejor\b|\b(?:pienso|pensando) en (?:matarme|morirme|suicidarme|el suicidio)\b|\b(?:quiero|quisiera|ganas de) (?:morirme|matarme|desaparecer para siempre|dejar de existir|no existir)\b|\bya decidi\b[^.!?]{0,40}\b(?:esta noche|manana|hoy|matarme|terminar)\b|\b(?:terminar|acabar) con todo\b|\bno despertar(?:me)? (?:nunca|mas|jamas)\b/g,
  },
];
