/** Crisis rules about the writer's own intent, ideation, burden, self-harm, plans and goodbyes. */
import {
  ACCIDENT_AFTER,
  GYM_OR_DIET,
  INJECTION_WORDS,
  INTENT_BEFORE,
  KILL,
  SPORT,
  SUICIDAL,
  SUICIDE,
  type Rule,
} from './rule-vocabulary.js';

export const selfRules: Rule[] = [
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
      /^\s*(?:(?:of|from) (?:embarrassment|laughter|laughing|cringe|shame|boredom|cuteness|happiness|joy|excitement|old age)|laughing|for\b|(?:on|at|during) (?:the|this|that) (?:last )?(?:set|rep|mile|lap|workout|run|hike|climb|leg day)\b|on (?:this|that) hill|(?:my|his|her|their|the|it|them) (?:hair|beard|shirt|clothes|binder|eyebrows|roots|jeans|shoes))/,
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
    // 'Id rather die than wear that dress' is an idiom; 'rather die than go on like this' is not.
    unlessAfter:
      /^\s*(?:on (?:this|that) hill|of (?:embarrassment|laughter|boredom|cringe)|than (?:\w+ ){0,2}?(?:wear|watch|go to|attend|eat|sit through|listen to|read|dance|sing|take (?:the|a|another) (?:class|exam|test|bus)|do (?:homework|that|this) again)\b)/,
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
      /^\s*(?:for (?:a|the|this) (?:bit|while|week|weekend|day|few days|month|night|afternoon)|into|to (?:a|the|my)|under|in (?:the|this|that|my) closet|from (?:social|the internet|twitter|instagram|tiktok|this|the|that|my) ?(?:group chat|chat|meeting|party|class|room|conversation)?|on (?:vacation|holiday))/,
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
    unlessAfter: /^\s*(?:late|early|on time|in time|before|at \d|for (?:my|the|work|class|school))/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bwish\s+(?:that\s+)?(?:id never been born|id never existed|i\s+(?:didnt exist|did not exist|wasnt alive|wasnt born|was never born|had never been born|never existed|could stop existing|could disappear|wasnt here))\b/g,
    unlessAfter: /^\s*(?:at|in|with|today|for|from)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:tired|sick|done|exhausted)\s+(?:of|with)\s+(?:living|being alive|life|existing|being here|everything and everyone)\b/g,
    unlessAfter:
      /^\s*(?:admin|in (?:this|the) (?:city|town|dorm)|with my|in (?:a|this) (?:world|body|town|city)|[^.!?]{0,20}[.!?,]\s*not (?:like that|in that way|in a suicidal way))/,
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
    re: /\b(?:cant|dont think i can|not sure i can|dont know if i can|idk if i can|doubt i can|cant really)\s+(?:go on|keep going|keep living|live like this|handle being alive)\b/g,
    unlessAfter:
      /^\s*(?:t\b|testosterone|hrt|hormones|blockers|the\b|a\b|an\b|my\b|vacation|holiday|tour|dates?|stage|camera|air|leave|without|to\b|back|at\b|with\b|until|till|yet|unless)/,
  },
  {
    // 'I don't see the point in living', 'there's no reason for me to keep living' (the issue's
    // own examples of plain wording the first rules missed). "I can't do this anymore" on its own
    // is distress (distress-rules.ts), not ideation.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:(?:dont|cant|no longer|never)\s+(?:really\s+|even\s+)?(?:see|find)|is there)\s+(?:the\s+|a\s+|any\s+)?point\s+(?:in|of|to)\s+(?:living|being alive|existing|staying alive|life|going on|being here)\b|\bno\s+(?:real\s+)?(?:reason|point)\s+(?:for me\s+)?(?:to|in)\s+(?:keep\s+|keeping\s+|still\s+|even\s+)?(?:living|live|be alive|being alive|exist|existing|go on|going on|stay alive|staying alive|be here|being here)\b|\bwhats the point (?:of|in) (?:living|being alive|existing|life)\b/g,
  },
  {
    // Deciding on a time to end it: 'I've decided tonight is the night I end it'.
    signal: 'direct-intent',
    level: 'urgent',
    re: /\b(?:decided|deciding|made up my mind|im ready|ready|tonight is the night|today is the day|its time)\b[^.!?]{0,40}\bend (?:it|it all|everything|things|my life)\b(?!\s+(?:with|between|on good terms))/g,
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
      /^\s*(?:in (?:the|this) (?:group|team|project|band|class)|on (?:the|this) (?:team|project)|(?:this|next|for|at|on|tonight|today|tomorrow|during|while)\b)/,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:im|i feel like|feel like|feeling like|i feel like im|being|im just|ive become)\s+(?:such\s+|just\s+|only\s+|nothing but\s+|a huge\s+|a\s+)?(?:a\s+)?burden\b/g,
    unlessAfter:
      /^\s*(?:on (?:the|my) (?:budget|wallet)|of proof|(?:for |when i(?:m)? |by )?asking\b|to ask\b)/,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\bnobody\s+(?:would|will|even)\s+(?:care|notice|miss me|even notice|even care)\b(?:\s+if\s+i\s+(?:was|were|died|disappeared|left|vanished|wasnt|killed))?/g,
    unlessAfter:
      /^\s*(?:about|what|that|which|how|if i (?:wore|cut|changed|dyed|came|skipped|said|asked|stopped (?:texting|talking|showing up|posting)|vanished from|left (?:the|this)|quit))/,
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
      /^\s*(?:scars?|free|clean|awareness|research|statistics|stats|rates?|support group|cases|patients|unit|ward|training|policy|screening|assessments?)\b/,
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

    unlessAfter:
      /^\s*(?:for the (?:week|day|month)|out of (?:the|my) (?:organizer|bottle|box)|this morning|with (?:food|water|breakfast|dinner)|on time|as prescribed)/,
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
      /^\s*(?:for (?:the |my |a )?(?:swing|hammock|boat|tent|climbing|camping|gym|dog|cat|garden|moving|crossfit)|swing|ladder|course|climb|to (?:the|my) (?:swing|hammock|boat|tent|car|roof rack))/,
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
    unlessAfter:
      /^\s*(?:for the (?:week|day)|this morning|with (?:food|breakfast|dinner|lunch|water)|on time|as prescribed|like (?:usual|always|normal)|out of)/,
  },
];
