/**
 * Concept classes for the classifier's features: words that play the same part in a crisis
 * message (a means, a moment, a farewell, an act on the body) share a class, so the model can
 * learn "a means and a moment" once instead of once per pair of words. Written from general
 * knowledge and the training part's wording; the held-out part was not read for them.
 *
 * Each word is listed once, in its normalised form (normalize.ts: lower case, no accents or
 * apostrophes; `concepts.test.ts` checks both). Some classes hold very common words (`self`: "i",
 * "my"; `final`: "will", "over"; `soon`: "now"): the model weighs them, and their pairs with rarer
 * classes are what it learns from. "kill" sits in `violence` (someone else's threat) and "kms" in
 * `death`; `none` is negation and emptiness ("no", "pointless"), not the tier. The class names
 * are part of the hashed features: renaming one, or moving a word, needs `npm run train:crisis`.
 */
const CLASSES: Record<string, string> = {
  means:
    'pills pill bottle bottles oxy oxys oxycodone percs xanax xans benadryl tylenol acetaminophen advil ibuprofen insulin meds medication prescription overdose od gun guns pistol pistols rifle shotgun revolver glock handgun firearm bullet bullets ammo rope noose belt cord extension ladder beam rafter razor razors blade blades knife knives scissors boxcutter bleach antifreeze poison rat charcoal generator exhaust hose carbon monoxide tailpipe bridge ledge roof rooftop cliff overpass tracks train highway traffic reservoir lake river ocean quarry chain chains cinderblock garage stash stockpile stockpiled hoarded hoarding saved lethal dose',
  soon: 'tonight tonite tomorrow today now rn soon midnight weekend friday saturday sunday monday tuesday wednesday thursday morning after before shift later hoy esta noche manana ahorita',
  final:
    'last final goodbye goodbyes bye farewell note notes letter letters will forever end ending ended done over finished quit checkout exit leave leaving gone',
  give: 'gave giving give signed packed labeled labelled names donate donated rehome rehomed rehoming deleted passwords instructions belongings stuff',
  harm: 'cut cuts cutting cutted sliced slicing carve carved carving scratch scratched scratches scratching burn burned burnt burning burns hit hitting punched punching smashed smashing bang banged banging bleed bleeding bled blood welts bruises bruised pinching pulled pulling picking starve starving restrict restricting purge purging hurt hurting harm harming',
  death:
    'die dying died dead death deaths coffin casket grave graves ground funeral obituary cemetery buried bury corpse morir muerto muerta muerte morirme matarme suicide suicidal unalive kms kys',
  life: 'life living alive exist existing existence live breathing around here anymore awake wake waking',
  none: 'no nothing nobody pointless point reason worth why never without empty numb',
  burden: 'burden weight better easier relief free freed sick tired exhausted',
  violence:
    'beat beaten beating choke choked choking kill killed strangled kicked dragged threatened threatening threats stalk stalked stalking watching followed bat shoot shot attack attacked',
  family:
    'mom mum mother dad father parents brother sister uncle aunt cousin stepdad stepmom grandpa grandma family ex husband wife boyfriend girlfriend partner',
  other:
    'friend friends roommate buddy mentee coworker classmate he she they him her them his their kid son daughter',
  self: 'i me my myself im ive id',
  act: 'jump jumping jumped hang hanging hanged drown drowning shooting swallow swallowed swallowing crash crashing drive driving swim swimming step stepping walk walking take taking took overdosed inhale breathe lit light lighting tie tied tying load loaded loading sharpen sharpened',
  injury:
    'blistered blistering blisters peeling bent swollen gash gashes wound wounds stitches deep bubbling bubbled raw',
  body: 'thigh thighs arm arms wrist wrists ankle ankles shoulder shoulders chest skin palm palms hand hands fingers stomach leg legs hip hips forearm forearms',
  sealed: 'shut closed sealed taped tape towels windows doors locked',
  things: 'dog cat plants guitar truck keys phone laptop boots clothes car',
  place: 'woods tent bathroom bathtub tub closet basement shed motel hotel park parking',
  ready:
    'ready set plan planned planning decided decision going gonna about prepared preparing arranged wrote written writing figured',
};

/** Every class and its words (checked in concepts.test.ts). */
export const CONCEPT_CLASSES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CLASSES).map(([name, words]) => [name, words.split(' ')]),
);

const CONCEPT_OF = new Map(
  Object.entries(CONCEPT_CLASSES).flatMap(([name, words]) => words.map((word) => [word, name])),
);

/**
 * Concept features of a message's words: each class met, each pair of classes met in the same
 * message, and the word sequence with class words replaced by their class, in pairs.
 */
export function conceptFeatures(words: readonly string[], add: (feature: string) => void): void {
  const seen = new Set<string>();
  let previous: string | undefined;
  for (const word of words) {
    const concept = CONCEPT_OF.get(word);
    const token = concept ? `#${concept}` : word;
    if (concept) {
      add(`k:${concept}`);
      seen.add(concept);
    }
    if (previous !== undefined && (concept || previous.startsWith('#')))
      add(`kb:${previous} ${token}`);
    previous = token;
  }

  const met = [...seen].sort();
  for (let a = 0; a < met.length; a++)
    for (let b = a + 1; b < met.length; b++) add(`kp:${met[a]} ${met[b]}`);
}
