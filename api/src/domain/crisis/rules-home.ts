/**
 * Someone else at risk and danger from others, by family (written from the training part's misses,
 * never from the held-out part): a friend or partner who wants to die, has a plan, self-harms or
 * is saying goodbye; threats and violence at home; being told to die; and the Spanish phrases.
 * All concern: the card's resources are for the person writing and for whoever they worry about.
 * Text is normalised (normalize.ts): lower case, no accents or apostrophes.
 */
import type { Rule } from './rule-vocabulary.js';

/** Someone the writer knows. */
const PERSON = String.raw`(?:he|she|they|(?:friend|bestie|homie|partner|roommate|brother|sister|boyfriend|girlfriend|bf|gf|husband|wife|fiance|kid|son|daughter|cousin|guy|boy|girl|student|mate|classmate|coworker)s?|someone|somebody)`;

/** Someone at home or close who could hurt the writer. */
const HARMER = String.raw`(?:he|she|guy|man|boss|coworker|dad|father|stepdad|step dad|mom|mother|stepmom|brother|stepbrother|sister|uncle|tio|grandpa|grandfather|grandma|abuela|abuelo|partner|boyfriend|girlfriend|husband|wife|ex|roommate|landlord|abuser|cousin|parents|family|hes|shes)`;

export const homeRules: Rule[] = [
  // --- someone else at risk ----------------------------------------------------------------
  {
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${PERSON}\b[^.!?]{0,50}?(?<!(?:doesnt|dont|not|never|didnt) )\b(?:(?:doesnt|dont|does not|didnt|do not) (?:wanna|want to|want) (?:live|be alive|be here|wake up|exist)|(?:wants|wanted|wanna|want) to die|(?:is|s|was|are|hes|shes|theyre) (?:gonna|going to) (?:hurt|kill|end) (?:himself|herself|themselves|themself|his life|her life|their life)|(?:has|had|have) (?:a|the) (?:plan and a date|plan|note)\b(?! for)|(?:has|had) (?:pills|meds) saved|(?:writing|wrote|left) (?:his|her|their) (?:note|goodbye)|(?:talking|talks|talked|keeps talking|been talking|talkin) (?:about|abt|bout) (?:ctb|ending it|endin it|dying|wanting to die|not being here|not being a problem|killing (?:himself|herself|themselves))|(?:giving|gave|given) (?:all )?(?:his|her|their) (?:stuff|things|belongings) away|(?:been )?giving (?:all (?:his|her|their) )?(?:stuff|things|everything) away|(?:posted|sent|left|wrote) (?:me |us )?(?:a |his |her |their )?goodbye\b|self harms|cut (?:himself|herself|themselves|again)|cutting (?:himself|herself|themselves|his (?:thighs|arms|wrists|legs)|her (?:thighs|arms|wrists|legs))|(?:is|s|hes|shes|theyre) (?:gonna|going to) do it (?:this|tonight|tomorrow|soon)|(?:said|says) (?:hell|shell|hed|shed|theyll|he will|she will) (?:end it|kill himself|kill herself|do it)\b|(?:everyone|everybody|the world) would be better off without (?:him|her|them))`,
      'g',
    ),
    unlessAfter: /^\s*(?:in (?:the|a|this) (?:movie|film|book|show|game|story)|lol|haha)/,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|documentary|podcast|game|play|haircut|hair|bangs|wood|fabric|meat|veggies|onions)\b/,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:sounded|sounds|felt|feels|read|reads|looked|looks) like (?:a|his|her|their) goodbye\b|\b(?:posted|sent) (?:me |us )?(?:a|his|her|their) goodbye (?:message|post|text)\b|\bsays? goodbye to everyone\b|\bsorry for (?:everything|evrything) and bye\b|\bpicture of pills with\b|\bthe last time (?:he|she|they) talks? to me\b|\bif im not here when you get back\b|\bwont need it where (?:hes|shes|theyre) going\b|\bdone fighting\b(?=[^]{0,80}\b(?:welfare check|hasnt shown up|worried|should i)\b)|\b(?:if the bill passes|if they deny \w+ \w+ again) (?:im|i am) (?:out|done)\b|\b(?:welfare check)\b/g,
  },
  // --- being told to die ---------------------------------------------------------------------
  {
    signal: 'targeted',
    level: 'concern',
    re: /\b(?:telin|telling|tellin|told|tell|keep telling|keeps telling|saying|says|said|sed|comments?)\s+(?:me\s+)?(?:to\s+|i\s+(?:should|shuld)\s+(?:just\s+)?)(?:kys|die|go die|join the 41|41 myself|off myself)\b|\b(?:just )?kill yourself already\b|\boff yourself\b|\bjoin (?:the|my) 41\b|\b41 myself\b|\bkys comments\b|\bdo the world a favou?r\b|\bpeople like (?:me|us) (?:should|deserve to|need to|ought to) (?:be shot|die|be killed|be hanged|be put down)\b|\bshuld just die\b|\bme dijeron que me matara\b/g,
  },
  // --- danger at home --------------------------------------------------------------------------
  {
    signal: 'someone-else',
    level: 'concern',
    re: new RegExp(
      String.raw`\b${HARMER}\b(?:\s+\w+){0,4}?\s+(?:hits|hit|beats|beat|punch(?:es|ed)?|push(?:es|ed)|shov(?:es|ed)|chok(?:es|ed)|grab(?:s|bed)|strangl(?:es|ed)|slap(?:s|ped)|kick(?:s|ed)|broke|held)\s+(?:me|my (?:wrist|arm|nose|jaw|ribs|hand|throat|neck))\b(?!\s+(?:up|out|back|a|an|some|lunch|dinner|coffee|food|at|in|to it|with (?:a |the )?(?:pillow|ball|snowball|joke|question)|hand|close|tight))`,
      'g',
    ),
    unlessMessage:
      /\b(?:game|chess|match|mario|fortnite|minecraft|race|tag|lol|haha|jk|pillow fight|wrestl\w*|sparring|bjj|boxing)\b/,
  },
  {
    signal: 'someone-else',
    level: 'concern',
    re: /\b(?:said|says|sed|swore|threatened|threatens|keeps saying|keep saying|told me|promised|yelling|screaming)\s+(?:that\s+)?(?:if [^.!?]{1,40}\s+)?(?:hed|shed|theyd|he would|she would|they would|he will|she will|hell|shell|theyll|he was gonna|shes gonna|hes gonna|hes going to|shes going to|he is gonna|next time (?:hell|shell|he will|hed|itll|its|it will))\s+(?:rather\s+)?(?:\w+\s+){0,2}?(?:kill|beat|hurt|break|bury|stab|shoot|strangle|put me in (?:the )?(?:hospital|ground)|make sure i|fix me|break me|snap|be worse|be me|find me|take care of it)\b|\bthreat\w* to kill (?:me|you)\b|\b(?:rather|sooner) (?:bury me|see me dead|have me dead|i (?:was|were) (?:actually )?dead)\b|\bput me in the ground\b|\bbeat the (?:girl|woman|tranny|gay|trans) (?:back )?(?:into|out of) me\b|\bnot leaving this house alive\b|\bnext time (?:itll|it will|its) (?:be )?(?:me|worse)\b|\bsaid next time its worse\b|\b(?:not|dont|dont feel|never feel|do not feel) safe (?:at home|in my (?:own )?(?:home|house|room)|with (?:him|her|them)|around (?:him|her|them))\b|\b(?:scared|afraid|terrified|frightened) of my (?:dad|father|stepdad|step dad|mom|mother|stepmom|brother|stepbrother|uncle|partner|boyfriend|husband|ex|grandpa)\b(?!\s+(?:finding|seeing|knowing|reaction|judging|being|not|when|if|and))|\block(?:ed)? me in (?:my|the) (?:room|closet|basement|house)\b|\block on the outside of my\b|\blive with my abuser\b|\bsending me to (?:a )?conversion\b|\bgets violent\b|\b(?:kicked|threw|thrown) me out\b[^]{0,60}\b(?:sleeping in my car|nowhere to go|on the street|freezing|bags are on)\b|\bdont feel safe\b(?=\s*(?:$|[.!?,;]|at|in|around|with))|\bwont feed me\b|\b(?:worried|scared|afraid) (?:hes|shes|theyre|he is|she is|they are|he might be|she might be) (?:planning something|gonna do something|going to do something|gonna hurt (?:himself|herself|themselves))\b|\bme (?:empujo|golpeo|ahorco)\b|\btengo moretones\b|\b(?:said|says) (?:he|she|they) knows where i (?:live|sleep)\b|\bknows where i (?:live|sleep) now\b|\bsomebody should teach me a lesson\b|\bshow me what a real man is\b|\bget what(?:s| is) coming to them\b|\bloaded gun\b[^.!?]{0,60}\baccidents happen\b|\bgun (?:out|on the nightstand)\b(?=[^]{0,80}\b(?:said|says|came out|kill)\b)|\b(?:me pega|me pego) (?:cuando|porque|por)\b|\b(?:dijo|dice) que me mat\w*\b|\bse mata si\b|\bno me siento segur[oa] en (?:casa|mi casa)\b/g,
    unlessMessage:
      /\b(?:lol|lmao|haha|jk|kidding|grades|report card|tattoo|piercing|curfew|dent|scratched (?:the|his|her) car|broke (?:the|his|her) (?:vase|tv|phone))\b/,
  },
];
