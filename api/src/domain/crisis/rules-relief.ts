/**
 * Passive ideation the first rules missed, by family (written from the training part's misses,
 * never from the held-out part): death or not waking up as relief, rest or peace; wishing not to
 * exist or not to be around; "it would be easier for everyone if I wasn't here"; hoping for an
 * accident or an illness; being a drain or dead weight; and the same in Spanish. Text is normalised
 * (normalize.ts): lower case, no accents or apostrophes, "im", "dont", "wanna", "gonna".
 */
import type { Rule } from './rule-vocabulary.js';

/** Words that make not being alive sound like a relief, a rest or a release. */
const RELIEF = String.raw`(?:nice|so nice|peaceful|peace|calm|quiet|a relief|relief|relieving|relieved|a break|freedom|free|a rest|restful|easier|so much easier|simpler|kinder|better|fine|ok|okay|tempting|appealing|welcome|comforting|a mercy|sounds good|good)`;

export const reliefRules: Rule[] = [
  // --- not waking up, hoped for or welcomed -----------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:hop(?:e|es|ed|ing)|wish(?:es|ed|ing)?|pray(?:s|ed|ing)?|rather|want|wanna|wanting)\b[^.!?]{0,30}?\b(?:i|to|and)\s+(?:(?:just|would|will|could|wouldve|might)\s+){0,2}(?:dont|didnt|wont|wouldnt|never|not|do not|did not)\s+(?:ever\s+)?(?:wake|woke|waking)\s+(?:back\s+)?up\b|\b(?:wish|wishing|hoping|hope|pray|praying)\s+(?:that\s+)?i\s+(?:would not|wouldnt|wont|dont|didnt)\s+(?:survive|make it through)|\b(?:wish|wishing|hoping|hope|pray|praying)\s+(?:that\s+)?id\s+(?:not|never)\s+(?:survive|make it through|wake up) (?:the|this) (?:night|week)\b/g,
    unlessAfter:
      /^\s*(?:late|early|on time|in time|before|hungover|sore|with a|to (?:my|the|a)|for (?:my|the|work|class|school)|at (?:\d|\w+ ?am|the))/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:wouldnt|would not|dont|do not|wont|idc|dont even|dont really|wouldnt even)\s+(?:really\s+|even\s+|honestly\s+)?(?:mind|care|fight it|be mad|be upset|be sad)\s+if\s+(?:i\s+(?:just\s+)?(?:died|didnt wake up|never woke up|dont wake up|got hit|got sick and died|was gone|wasnt here|stopped existing)|(?:a|the|some)\s+(?:car|truck|bus|train)\s+hit me|something (?:happened to|killed) me|god took me)\b|\b(?:dont|do not|idc|wouldnt|ion)\s+(?:even\s+|really\s+)?(?:care\s+)?(?:if|whether)\s+i\s+(?:live or die|wake up (?:tomorrow|tmr|tmrw|again))\b|\bidc if i live or die\b/g,
    unlessAfter:
      /^\s*(?:on (?:this|that) hill|of (?:embarrassment|laughter|boredom)|my|his|her|the|it)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\bif i (?:didnt|dont|never|wouldnt) wake up\b[^.!?]{0,40}\b(?:fine|ok|okay|relief|mind|better|nice|peace|grateful|glad)\b|\bif i (?:just )?died in my sleep\b|\bdie in my sleep\b|\bif god took me\b|\b(?:disappointed|upset|annoyed|angry|mad|sad)\s+(?:that\s+|when\s+)?i\s+(?:woke up|keep waking up|wake up every|am still alive|still woke up)\b(?!\s+(?:late|early|at|so|with|before|to))|\bwhy do i (?:even )?keep (?:waking up|living|being alive)\b|\bwak(?:e|ing) up wishing i (?:hadnt|didnt|wasnt|had not|would not|wouldnt)\b|\b(?:go|going|gonna|went) (?:to )?(?:bed|sleep) and not wak(?:e|ing) up\b|\brather not wake up\b|\b(?:would be|itd be|it would be|be)\s+(?:so\s+|such\s+|a\s+)*(?:relief|nice|peaceful|easier|a mercy)\s+to (?:just )?(?:not (?:wake up|exist|be alive|be here)|never wake up|die|stop existing)\b|\b(?:wish|want|wanna)\b[^.!?]{0,30}\b(?:(?:fall )?asleep forever|sleep forever|hibernate forever|stay asleep forever)\b|\bnot wanting to (?:live|be alive|be here)\b|\bi shouldnt be alive\b|\b(?:not (?:even )?sure|dont (?:even )?know|idk)(?: if| whether)? i(?:ll)? (?:even )?(?:wanna|want to|will wanna) (?:be alive|live|be here)\b|\bfall asleep and never have to\b/g,
    unlessAfter: /^\s*(?:late|early|on time|in time|before|at \d|my|his|her|the)\b/,
  },
  // --- death or not being alive as relief, rest or peace ---------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: new RegExp(
      String.raw`\b(?:death|dying|being dead|not being alive|not existing|not being here|not waking up|to not (?:exist|be alive|be here|wake up)|to just not (?:exist|be|wake up))\s+(?:(?:tomorrow|tonight|ever again|again|honestly)\s+)?(?:would\s+|could\s+|might\s+)?(?:be|feel|feels|sounds?|seems?|looks?|is|honestly sounds|is looking|looking)\s+(?:like it (?:would|will|d|could) (?:finally |just )?be\s+|so\s+|like\s+|finally\s+|kinda\s+|really\s+|honestly\s+|pretty\s+|more\s+|almost\s+|real\s+|much\s+)*(?:${RELIEF}|like (?:a |the )?(?:break|relief|rest|escape|release|first breath|the only way out)|the first breath|the only way (?:ill|i will|i can|i could) (?:ever )?(?:get to )?rest)\b`,
      'g',
    ),
    unlessAfter: /^\s*(?:in (?:the|this|that) (?:movie|film|book|show|game|story|song|novel))/,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|game|documentary|podcast|poem|song|philosophy|class|pet|cat|dog|grandma|grandpa|hospice|patient)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:how|so|more|be|feel|feels)\s+(?:\w+\s+){0,2}?(?:peaceful|calm|quiet|nice|easy)\s+(?:it\s+)?(?:would be|wd be|id be|itd be|it would be)?\s*(?:to\s+(?:just\s+)?(?:not exist|not be alive|not be here|not wake up|not be anywhere)|if i (?:just )?(?:wasnt|werent|was not) (?:anywhere|alive|here|around)|dead)\b|\b(?:id be|i would be|i be) (?:more )?(?:peaceful|at peace|happier|better) (?:dead|gone)\b|\b(?:made|making) peace with (?:the idea of )?(?:not being here|dying|not being alive|death)\b|\blook(?:ing)? forward to (?:dying|death|being dead)\b|\bnot (?:scared|afraid) of dying anymore\b|\bdying sounds (?:nice|good|peaceful|like)\b|\bthe long nap\b|\b(?:thinkin|thinking|think|thought)\s+(?:bout|abt)\s+(?:dying|death|being dead)\b|\bthinkin (?:about|of) (?:dying|death)\b|\bdeath thoughts\b|\b(?:wanna|gonna|should|might)\s+(?:just\s+)?myself\b|\bctb (?:thoughts|stuff|forums?|methods?|is sounding|again|tonight)\b|\b(?:about|abt|bout|of|into) ctb\b|^kill me[.!]*$|\b(?:dont|do not) (?:plan|expect) (?:to be alive|to live|to make it) (?:at|to|past|until|by) \d+|\b(?:only option|only way out|only choice) is (?:to )?(?:end it|die|dying|death)\b|\bhow easy it would be to (?:just )?(?:swerve|not turn|jump|drive off|let go|step off|end it|do it)\b|\b(?:driv(?:e|ing)|swerv(?:e|ing)) (?:off|into) (?:the|a) (?:road|wall|quarry|cliff|bridge|tree)\b|\bwish (?:id|i would) (?:just )?(?:disappear|vanish|die|stop existing|not exist)\b|\b(?:wanna|want to|wish i could)\s+(?:just\s+)?(?:go away|disappear|dis+ap+ear|vanish|go missing)\W+(?:forever|for good|permanently|like (?:never be found|permanently)|and (?:never|not) (?:be found|exist|come back)|n not exist)\b|\b(?:bridge|edge|platform|tracks|pills|gun|knife|blades?|razor|ledge|roof|highway|cliff)\b[^.!?]{0,40}\b(?:(?:and )?think about (?:it|doing it|jumping)|think about (?:stuff|things) i shouldnt|thinking about (?:it|jumping|swerving)|you could)\b|\bsleep (?:feels|is) like the closest thing to (?:being )?dead\b|\b(?:imagin|fantasi[sz]|daydream|think)(?:e|es|ing|ed)? (?:about )?(?:my own death|my death)\b[^.!?]{0,30}\b(?:calm|peace|nice|relief|good)\b|\bfantasi[sz](?:e|ing|ed) about my (?:own )?death\b/g,
    unlessMessage: /\b(?:movie|film|novel|book|episode|character|game|poem|song|cat|dog|hospice)\b/,
  },
  // --- wishing not to exist, to cease, to stop, to be gone for good ---------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:i|me|to|about|of|than)\s+(?:(?:just|could|would|should|can|wanna|want|wish|might|maybe|honestly|simply|to|really|kinda|lowkey|like|i)\s+){0,4}(?:stop existing|stopped existing|cease to exist|cease\b(?! and desist)|not exist(?:ing)?(?! in)|never have existed|fade out of existence|fade (?:away |out )?until theres nothing|not be anymore|stop being (?:alive|a person)|stop living|not be (?:alive|here) (?:anymore|for a while|forever|at all)|not be alive\b|be gone (?:forever|for good|permanently)|go away forever|go missing (?:permanently|for good|forever)|disappear (?:forever|for good|permanently|like never be found)|dis+ap+ear and (?:nobody|never)|vanish(?:\W+)?(?:forever|for good|permanently)|evaporate\W+(?:permanently|forever|for good)|go quiet forever|not be a person)\b|\bwish i could (?:just )?(?:dissolve|evaporate|cease)\b|\bwant the world to go quiet forever\b/g,
    unlessBefore: /\bused\s+$/,
    unlessAfter:
      /^\s*(?:for (?:a|the) (?:bit|while|weekend|week|day|few days) (?!or)|from (?:social|the (?:internet|group|chat)|twitter|instagram|tiktok|this (?:group|chat|app))|on (?:vacation|holiday)|as (?:a|an) (?:girl|woman|she)|the (?:way|bad|sugar)|without|paycheck|in (?:the|this|that|my) (?:closet|city|town|house|dorm))/,
    unlessMessage:
      /\b(?:company|brand|species|dinosaurs|store|shop|account|subscription|bakery|band|app|feature)\b/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:hate|hating|over|so over|sick of|done)\s+being alive\b|\bwhy (?:am i|im i|am i even|im)\s+(?:even\s+|still\s+)+(?:alive|here)\b|\bwhy im still (?:here|alive)\b|\bpor que sigo viv[oa]\b|\b(?:lived|been alive) long enough\b|\bwhy (?:should|would) i (?:keep (?:living|going)|stay alive)\b|\bwhy (?:im|am i) (?:even )?bothering to stay alive\b|\bpretending i (?:wanna|want to) be alive\b|\b(?:keep this body going|keeping (?:myself|this body) (?:going|alive)) at all\b|\bwhat(?:s| is) the reason to keep (?:going|living)\b|\b(?:dont (?:have|see) (?:a|any)|whats the|what is the|lost my|lost the|theres no) (?:real )?reason to (?:keep (?:going|goin|living|livin)|live|stay alive)\b/g,
    unlessAfter:
      /^\s*(?:is (?:my|the|for)|for (?:me|my) is|at\b|in\b|on\b|with\b|doing|working|lol|haha|lmao)/,
  },
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:(?:dont|cant|do not|can not)\s+see\s+(?:a|any|the)?\s*(?:reason|future|point)\s+(?:where im alive|to (?:keep (?:going|goin|living)|live|be alive|stay alive)|in (?:living|being alive)))\b|\b(?:dont|do not)\s+see\s+myself\s+(?:anywhere|alive|here|around)\s+in\s+(?:\d+|a|five|ten|two) (?:years?|months?)\b|\b(?:only|the only) future i can (?:picture|see|imagine) is one where im not in it\b|\bdont (?:plan|expect) to (?:stay|stick around|be around) long enough\b|\b(?:dont|do not) think ill make it to \d+\b|\bhoping i dont make it to my (?:birthday|\d+\w*)\b|\bnot sticking around\b|\blife (?:isnt|is not) worth (?:it|living) (?:anymore|since)\b|\blife (?:doesnt|dont|does not) feel worth living\b|\bno (?:point|reason) (?:to|in|of) (?:any of this\W+living|liv(?:e|ing|in|eing)|being alive|staying alive)\b|\bno reson to\b|\bno point in me (?:staying alive|being alive|living)\b|\bwhats (?:even )?the point (?:of|in) (?:livin|being alive|staying alive)\b|\bno point in liv\w*\b|\b(?:have|got) (?:nothing|anything|no reason) (?:left )?to live for\b|\bi (?:dont|do not) (?:wanna|want to|want) (?:live|be alive)\s+(?:at all|anymore|in a world where)\b/g,
  },
  {
    // Written from the training part's third pass: wanting to die said as a noun phrase, not being
    // here as a preference, hurting oneself wanted but not done, thoughts coming back.
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:stop|keep|kept|been|about|of)\s+wanting to die\b|\bpart of me (?:that )?(?:wants|still wants) to die\b|\b(?:wanting|want|wanna|like|love|prefer|rather)\s+(?:to\s+)?not\s+(?:to\s+)?be\s+(?:here|alive|around)\b(?!\s+(?:for (?!real|good|ever)|at|in|when|on|with|tomorrow|today|tonight|this|next|during))|\b(?:like|love|prefer) (?:not to|to not) (?:be alive|exist|wake up)\b|\bwant (?:my life|it all|everything) to (?:just |finally )?(?:end|be over)\b|\b(?:the )?pain to stop (?:permanently|for good|forever)\b|\b(?:maybe|hopefully) (?:tomorrow|tonight) i (?:wont|dont|will not) wake up\b|\b(?:the |my )?si (?:is back|is bad|thoughts)\b|\b(?:phq ?9|question 9)\b[^.!?]{0,40}\b(?:yes|every day)\b|\bhistory of (?:attempts|suicide attempts|self harm)\b[^.!?]{0,40}\b(?:again|lately|back)\b|\bwhat (?:it )?would (?:it )?be like to (?:overdose|die|not wake up)\b|\bwhat if i (?:just )?(?:ended it|killed myself|didnt wake up|wasnt here)\b|\bplanning my exit\b(?! from)|\bmy way out is permanent\b|\bonly one way out\b(?! of)|\bif i stop (?:posting|logging|texting|replying)\b[^.!?]{0,30}\b(?:know why|im gone)\b|\b(?:sleep|asleep)\b[^.!?]{0,20}\bhave it be permanent\b|\bgame end\b|\b(?:having|have|get|getting|been having)\s+(?:\w+\s+)?suicidal (?:thoughts|ideation|urges|feelings)\b|\btired (?:im|i am) of (?:being alive|living|existing)\b|\b(?:easier|better|nice|fine|relief)\b[^.!?]{0,30}?\bif i (?:just )?(?:didnt|never|dont) wake up\b|\bdoing (?:them|everyone|the world|my family)(?: all)? a favou?r (?:by dying|if i died|by (?:not being here|disappearing))\b|\bnot meant to be alive\b|\bmejor no despertar\b|\bpainless (?:ways?|way) to (?:go|die|do it)\b|\bgetting (?:sick|hit) enough\b|\b(?:dont|do not|cant) trust myself (?:tonight|tomorrow|right now|to stay safe|with (?:the|my) (?:pills|meds|knife|blades?))\b|\bif i (?:just )?died\b[^.!?]{0,30}\b(?:nobody|no one|would (?:even )?care|relieved|wouldnt (?:even )?notice)\b|\b(?:would|will) (?:even )?(?:care|notice) if i died\b|\bif i (?:wasnt|werent) here\b(?=[^.!?]{0,10}\b(?:my|they|everyone|nobody|she|he|things|it|the world)\b)|\b(?:keep|kept) (?:thinking about|looking at|staring at) (?:the|my) (?:blades?|razors?|pills|gun|rope)\b/g,
    unlessMessage:
      /\b(?:movie|film|novel|book|episode|character|game of|video game|respawn)\b(?![^.!?]*\bbody\b)/,
  },
  {
    signal: 'self-harm',
    level: 'concern',
    re: /\b(?:hurt|cut|burn) myself\b[^.!?]{0,15}\bbut i (?:really |still )?(?:wanna|wanted to|want)\b(?=\s*(?:$|[.!?,;]|so\b|really|badly|to\s*(?:$|[.!?])))/g,
    noNegation: true,
  },
  // --- it would be easier for everyone if I were not here -----------------------------------
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:easier|simpler|better|kinder|nicer|happier|quieter|lighter|calmer|relieved|fine|less stress(?:ed)?|throw a party|stop (?:fighting|crying)|wouldnt (?:have to|cry)|move on)\b[^.!?]{0,40}?\bif i (?:just\s+)?(?:wasnt|werent|was not|were not)\s+(?:here|around|alive|in (?:it|their lives|the picture)|anywhere)\b|\bif i (?:wasnt|werent) (?:alive|around|here anymore)\b|\bif i (?:was|were) (?:gone|dead)\b|\b(?:easier|better|happier|relieved|fine)\b[^.!?]{0,40}?\bif i (?:just )?died\b|\bif i (?:just )?(?:stopped existing|didnt exist|was gone|disappeared)\b(?=[^.!?]{0,40}\b(?:easier|better|kinder|happier|fine|relieved|nobody|no one|wouldnt|would|stop|less)\b)|\b(?:easier|simpler|better|kinder|nicer)\s+(?:for (?:everyone|everybody|them|my \w+)\s+)?(?:if i (?:just )?(?:stopped existing|didnt exist|died|disappeared|was gone|wasnt)\b|to (?:just )?(?:not exist|not be alive|not be here|stop existing)\b)|\bit would be so much (?:easier|simpler) to not (?:exist|be alive)\b/g,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:better\s+of+\s+without\s+me|better\s+(?:off?\s+)?w\s?o\s+me|better\s+off\s+sin\s+mi|better\s+w\s?o\s+me)\b|\b(?:everyone|everybody|evry1|every1|everyones|everything|things|theyd|theyll|they|family|familys|parents|friends|partner|world|lives|life|girlfriend|boyfriend|mom|dad|sister|brother|people|hed|shed|he|she)\b[^.!?]{0,40}?\b(?:would|will|wouldve|could)?\s*(?:be|have|keep spinning|spin|move on|get|all be|go)\s+(?:\w+\s+){0,3}?(?:better|fine|happier|easier|lighter|simpler|relieved|ok|okay|less stress|a real life|a nicer christmas|better off|so much easier)\s+(?:\w+\s+){0,3}?(?:without me|w o me)(?=\s*(?:$|[.!?,;]|around|in (?:it|them|their lives|his life|her life)|here|anymore|honestly|tbh|fr|probably|ngl|im sure|i think|\d|\w+ probably))|\b(?:world|world would) (?:would )?keep (?:spinning|turning)\b[^.!?]{0,20}without me\b|\b(?:doing|do) (?:everyone|the world|them|my family) a favou?r if i (?:died|disappeared|was gone|wasnt here)\b|\bevery(?:one|body) would move on in\b|\bnobody would (?:even )?(?:be surprised|notice|care) if i (?:just )?(?:wasnt around|died|was gone|disappeared|wasnt here)\b|\b(?:idk|dont know) if anyone would (?:even )?(?:notice|care) if i died\b/g,
    unlessAfter:
      /^\s*(?:at|for|on|this|the|tonight|tomorrow|during|while|in (?:the|this) (?:group|project|team|meeting))\b/,
  },
  {
    signal: 'burden',
    level: 'concern',
    re: /\b(?:im|i am|im just|im such|feel like|being|just)\s+(?:a\s+|such a\s+|just a\s+|nothing but a\s+|basically a\s+)?(?:drain on (?:everyone|everybody|my|them|the people|every1)|dead weight|burdn|burdin|tax on (?:my|everyone))\b|\bmy existence is (?:basically )?(?:a tax|an inconvenience|a burden)\b|\b(?:taking|borrowing|wasting) (?:up )?(?:oxygen|air) (?:that )?(?:someone|somebody) else\b|\b(?:im|i am) (?:a|the) problem that only goes away\b|\b(?:removing|remove) the problem fixes it\b|\bwant to stop costing them\b|\bready to stop taking up space\b|\b(?:the trans|a|such a) burden in every room\b|\bone less problem\b/g,
  },
  // --- hoping for an accident or an illness -----------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:hop(?:e|es|ed|ing)|wish(?:es|ed|ing)?|pray(?:ing)?|daydream\w*|fantasi[sz]\w*)\b[^.!?]{0,25}?\b(?:i (?:get|got|had|have|would get|could get)\s+(?:in\s+)?(?:a\s+)?(?:car accident|accident|hit by|cancer|sick (?:and die|enough)|run over|killed)|(?:a|the|some)\s+(?:car|truck|bus|train)\s+(?:hits|would hit|will hit|to hit)\s+me|(?:the|my) (?:plane|flight) (?:goes down|crashes|would crash|went down)|getting hit by a (?:car|truck|bus)|my heart would (?:just )?stop|(?:id|i would) (?:just )?stop breathing|id die|something would kill me|so it could be over)\b|\bwish(?:ed)? i had cancer\b|\bif i got hit by a (?:bus|car|truck)\b[^.!?]{0,40}\b(?:wouldnt (?:even )?(?:be mad|mind|care)|fine|relief)\b|\b(?:if i got sick and died|if i got sick) i wouldnt fight it\b|\bwouldnt fight it if (?:something happened|i got sick)\b|\bstopped being careful\b|\bwould (?:it )?count as an accident\b|\bwould trade places with anyone whos dying\b|\bhope (?:i|to) get (?:sick|cancer) (?:and|so i can) die\b|\blowkey hop\w* (?:i|a)\b[^.!?]{0,20}\b(?:die|hits me|get sick)\b/g,
  },
  // --- Spanish --------------------------------------------------------------------------------
  {
    signal: 'passive-ideation',
    level: 'concern',
    re: /\b(?:(?:estoy|ya me|me) (?:cansad[oa]|hart[oa]|canse) de vivir|estaria mejor muert[oa]|(?:ojala|quisiera) no despert\w*|dormir y no despertar|no (?:quiero )?despertar (?:nunca|mas|manana)|(?:estaria|estarian|estarias) mejor sin mi|mejor sin mi|(?:soy|me siento) (?:una? )?(?:carga|estorbo)|no le veo sentido a (?:seguir viviendo|vivir|nada)|pienso (?:mucho |todo el tiempo )?en la muerte|que me lleve la muerte|no (?:quiero )?seguir viviendo(?! en| aqui| con)|quiero desaparecer|quisiera desaparecer|mejor me voy para siempre|(?:ganas de|quiero|voy a|necesito) hacerme dano|me pegue a mi mismo|no se por que sigo)\b/g,
  },
];
