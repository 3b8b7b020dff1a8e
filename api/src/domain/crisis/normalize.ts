/** Text normalisation for the crisis screen: case, accents, leetspeak, spaced letters, common spellings. */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '*': 'i',
};

/** Numbers with a unit or ordinal ('5km', '0.3ml', '2nd', '10am') are not leetspeak. */
const NUMBER_WITH_UNIT =
  /^\d+(?:km|kms|k|mi|m|mg|ml|cc|g|kg|lb|lbs|st|nd|rd|th|am|pm|h|hr|hrs|min|mins|x|s|yo|y|d|w|wk|wks|mo|yr|yrs|iu|u|mcg|ng|dl)$/;

function deleet(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!|*]/.test(token) || NUMBER_WITH_UNIT.test(token)) {
    return token;
  }
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const ch = token[i] as string;
    const mapped = LEET[ch];
    if (mapped === undefined) {
      out += ch;
      continue;
    }
    const next = token[i + 1];
    const prev = token[i - 1];
    const digit = /[0-9]/.test(ch);
    // '!', '|', '*' and '$' only stand for letters inside a word, not as punctuation.
    const inside = next !== undefined && /[a-z0-9]/.test(next);
    const afterLetter = prev !== undefined && /[a-z]/.test(prev);
    if (digit || inside || (afterLetter && (ch === '@' || ch === '$'))) out += mapped;
    else out += ch;
  }
  return out;
}

const CANONICAL: [RegExp, string][] = [
  [/\b(?:can not|cannot|cant|cnt|caint)\b/g, 'cant'],
  [/\b(?:do not|dont|dnt|donot|dont)\b/g, 'dont'],
  [/\b(?:i am|im|iam|i m)\b/g, 'im'],
  [/\b(?:i would|id|i d)\b/g, 'id'],
  [/\b(?:will not|wont)\b/g, 'wont'],
  [/\b(?:is not|isnt)\b/g, 'isnt'],
  [/\b(?:want|wnat|wamt|wnt|wan|wana|wanna|wannna|wanan)\s*(?:to|too|2|ta)\b/g, 'wanna'],
  [/\b(?:wana|wannna|wanan|wanna)\b/g, 'wanna'],
  [/\b(?:going|gong|goin|gona|gonna|gunna)\s*(?:to|too|2|ta)\b/g, 'gonna'],
  [/\b(?:gona|gunna|gonna)\b/g, 'gonna'],
  [
    /\b(?:my\s?self|myslef|myslf|mysefl|mysel|mysef|myselft|myselfe|meself|muself|mself|mysself)\b/g,
    'myself',
  ],
  [/\b(?:lfie|lief|lyfe|liffe)\b/g, 'life'],
  [/\b(?:sefl|slef|sel)\s?(harm|harming|harmed|injury)\b/g, 'self $1'],
  [/\bun\s?aliv/g, 'unaliv'],
  [/\bany\s+more\b/g, 'anymore'],
  [/\b(?:no one|noone|no body|nobody)\b/g, 'nobody'],
  [/\bevery\s?one\b/g, 'everyone'],
  [/\bgood\s?bye\b/g, 'goodbye'],
];

/**
 * Lower-case, strip accents and invisible characters, undo common leetspeak and
 * spaced-out letters, drop apostrophes, fold frequent spellings onto one form,
 * collapse whitespace. Sentence punctuation (. , ! ? ;) is kept as clause marks.
 */
export function normalizeForCrisis(message: string): string {
  let s = message.slice(0, 10_000).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  s = s.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
  s = s.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  s = s.replace(/[a-z0-9@$!|*]+/g, deleet);
  // s u i c i d e, k.m.s, k-m-s
  s = s.replace(/\b[a-z](?:[ .\-_*]+[a-z]\b){2,}/g, (run) => run.replace(/[ .\-_*]+/g, ''));
  s = s.replace(/'/g, '');
  s = s.replace(/[^a-z0-9.,!?;\s]+/g, ' ');
  s = s.replace(/([a-z])\1{2,}/g, '$1$1');
  s = s.replace(/\s+/g, ' ').trim();
  for (const [re, to] of CANONICAL) s = s.replace(re, to);
  return s.replace(/\s+/g, ' ').trim();
}
