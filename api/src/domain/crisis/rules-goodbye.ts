/**
 * Goodbyes and endings: notes and letters, last messages, giving things away, "tell them I loved
 * them", "I won't need my next dose", and a goodbye said beside "I'm done" or "it's time". The
 * first three rules came from rules-self.ts; the rest were written from the training part's
 * misses (never from the held-out part). Text is normalised (normalize.ts).
 */
import { SUICIDE, type Rule } from './rule-vocabulary.js';

/** Trips, moves, surgery and switching medication: "I won't need it" is then ordinary. */
const ORDINARY_ENDING =
  /\b(?:trip|travel\w*|vacation|holiday|visit\w*|flight|moving|move|out of town|camp|conference|surgery|post op|switch\w*|gel|patch|pellets?|endo\w*|doctor|prescri\w*|pharmacy|insurance|new (?:job|place|apartment)|graduat\w*|subscription|lease)\b/;

export const goodbyeRules: Rule[] = [
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /^(?=.*\btonights? (?:is )?the night\b)(?=.*\b(?:(?:thank you|thanks|ty) for (?:trying|everything)|im sorry|goodbye|love you all)\b)/g,
    unlessMessage:
      /\b(?:date|party|concert|show|game|premiere|first (?:shot|injection|dose)|prom|surgery|appointment|flight|trip|interview|wedding)\b/,
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
    re: /\bthis is (?:my )?(?:goodbye|the end for me|my last (?:message|night|day|post|goodbye))\b(?!\s+(?:before|for (?:today|tonight|now|the (?:day|night|week))|of the (?:day|night|week)|until|till|in this|to my (?:long |old )?(?:hair|binder|apartment|job|car|\w+ name|deadname|twenties|teens)))|\bgoodbye (?:everyone|forever|world|cruel world)\b|\bby the time (?:you|anyone|someone|they) (?:reads?|sees?|gets?|finds?) this\b|\b(?:thank you|thanks) for everything\W+(?:goodbye|bye|i love you|ill miss)\b|\bgiv(?:e|ing|en)\s+(?:away\s+)?(?:all\s+)?(?:of\s+)?my\s+(?:things|stuff|belongings|possessions)\s+away\b|\b(?:giv(?:e|ing|en)|gave)\s+away\s+(?:all\s+)?(?:of\s+)?my\s+(?:things|stuff|belongings|possessions|pets?|cat|dog)\b|\bgiving (?:my|all my) (?:things|stuff|belongings|possessions) to\b/g,
    unlessMessage:
      /\b(?:moving|move out|moving out|declutter\w*|garage sale|yard sale|downsiz\w*|minimalis\w*|donat\w*|thrift|new apartment|new place)\b/,
  },
  {
    // A goodbye with an ending beside it: "im done. goodbye", "bye. its time. dont look for me".
    signal: 'goodbye',
    level: 'urgent',
    re: /^(?=.*\b(?:goodbye|bye|adios|me despido)\b)(?=.*\b(?:im (?:so |just )?done\b(?! (?:with|for)\b)|its time\b(?! (?:for|to))|this is it\b|(?:dont|do not) look for me|no me busquen|im ready\b(?! (?:for|to))|i wont (?:be here|need)|im (?:so )?sorry (?:everyone|mom|for everything|i couldnt)|love (?:you|u) all|tell my\b|im going now|(?:thank you|thanks|ty) for (?:everything|trying|helping me)|ya no (?:aguanto|puedo)|me voy esta noche))/g,
    unlessMessage:
      /\b(?:for (?:today|tonight|now|the (?:day|night|week))|see (?:you|u|ya)|talk (?:to you )?(?:later|tomorrow|soon)|ttyl|goodnight|good night|logging off|gotta (?:go|sleep|run)|heading (?:out|to bed)|project|meeting|class|shift|game|stream|server|group chat)\b/,
  },
  {
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:texting|saying|said|sending) (?:my )?goodbyes? to (?:people|everyone|my (?:friends|family|mom|dad|sister|brother))\b|\bsaid my goodbyes\b|\bsaying goodbye to (?:people|everyone|places)\b|\b(?:texting|texted) (?:my \w+ |everyone )?goodbye\b|\bposting this as a goodbye\b|\bthis is a goodbye\b(?! to)|\b(?:just wanted to|wanted to) say bye\b/g,
    unlessMessage:
      /\b(?:farewell|lunch|party|team|coworkers|retir\w*|graduat\w*|house|bedroom|trip|travel\w*|vacation|moving|move)\b/,
  },
  {
    // "please tell riley i loved him", "tell my kids their dad loved them"
    signal: 'goodbye',
    level: 'urgent',
    re: /\btell (?:my \w+|\w+|them|everyone|him|her)(?: \w+)? (?:that )?(?:i|their \w+) loved (?:them|him|her|you|u)\b|\btell (?:my \w+|them|everyone|him|her) (?:im|i am|that im) sorry\b[^!?]{0,40}\b(?:going|know what for|done|goodbye|bye)\b|\b(?:whoever|whomever) (?:finds|reads) (?:me|this)\b[^!?]{0,40}\b(?:sorry|anyones fault|not (?:your|anyones) fault)\b|\bsorry in advance to whoever finds me\b|\bwasnt anyones fault\b/g,
  },
  {
    // Last messages and logs: "this is my last msg", "last check in", "this will be my final check in".
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:my|this is my|this will be my|the) (?:last|final) (?:msg|check ?in|log|injection log|post)\b(?! (?:before|for (?:today|tonight|now|the (?:day|week|month|year))|of the (?:day|night|week|month|year)|until|till|in this|on this|about))|\blast post\. love\b|\b(?:this is )?the last time ill (?:log|write|post|message|check in)\b|\bwont be logging anything after\b|\b(?:stop|dont) (?:sending|send) me reminders\b[^!?]{0,30}\bwont be (?:alive|here|around)\b|\bthats (?:bc|because) im dead\b|(?:^|[.!?]\s*)(?:last|final) (?:message|msg|post|check ?in)\s*[.!?]|\b(?:by then|by tomorrow|by morning|by the time you (?:read|see|get) this) (?:ill|i will) be (?:gone|dead)\b/g,
    unlessMessage:
      /\b(?:app|journal|notebook|blog|channel|account) (?:is|will be) (?:closing|moving|ending)|switching (?:apps|to)\b/,
  },
  {
    // "i won't be here for my next injection", "last shot of T ever. won't need another one".
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:wont|will not|not gonna|not going to|im not gonna|im not going to)\s+(?:be (?:alive|here|around) (?:for|by|after|to (?:say|see))|need (?:another|a next) (?:one|dose|shot|injection)|need any of (?:it|this|them)|need them (?:after|where)|need (?:it|them|to anymore) where im going|make it (?:through|past) (?:tonight|the night)|be a problem much longer)\b|\bwont need (?:them|it|to anymore)\b[^!?]{0,30}\b(?:after this|where im going|after tonight|anymore\b[^!?]{0,5}$)|\blast (?:shot|injection|dose)(?: of t)? ever\b|\b(?:was|is) my last one on purpose\b|\bim not coming back from this one\b/g,
    unlessMessage: ORDINARY_ENDING,
  },
  {
    // Giving things away and putting affairs in order.
    signal: 'goodbye',
    level: 'urgent',
    re: /\b(?:gave|giving|give|given) (?:(?:all )?my (?:cat|dog|pets?|guitar|savings|binder|binders|stuff|ps5|switch) |away my (?:guitar|cat|dog|binder|savings|things|stuff) )(?:\w+ ){0,4}?(?:to my|to (?:a|the) (?:friend|neighbou?r)|this week|today)\b(?=[^]{0,120}\b(?:i know why|wont need|wont be|im ready|not coming back|doesnt get it|thinks im joking|told him i loved|said i was going on a trip|this weekend|after this)\b)|\bstarted giving things away\b|\b(?:made sure|making sure) my (?:cat|dog|pets?) (?:will be|is|has)\b[^!?]{0,40}\b(?:after (?:this|tonight|i go)|taken care of\W+tonight|somewhere to go after)\b|\bwriting (?:down )?(?:who gets my stuff|everyone who gets my stuff)\b|\b(?:writing|wrote) my will\b(?=[^!?]{0,30}\b(?:tonight|im done|then)\b)|\b(?:wrote|writing|left) (?:notes|letters) (?:for|to) (?:my (?:mom|dad|mum|parents|family|sister|brother|friends?|partner|kids|girlfriend|boyfriend|wife|husband)|everyone)\b|\b(?:already )?wrote the letter\b[^!?]{0,40}\bwaiting\b|\bthe note is on my\b|\bletters? (?:stamped|are in my desk)\b|\beverything is in order\b(?=[^]{0,60}\btonight\b)|\bdeleted (?:all my|everything|all my socials|my accounts)\b[^!?]{0,60}\b(?:im ready|goodbye|bridge|only thing left|said my goodbyes|im going)\b|\bsaying goodbye to places\b|\blast visits\b/g,
    unlessMessage:
      /\b(?:moving|move out|declutter\w*|garage sale|yard sale|downsiz\w*|donat\w*|thrift|lawyer|attorney|estate planning|(?:bought|new|selling) (?:a |the )?house|mortgage|adulting|baby|married)\b/,
  },
];
