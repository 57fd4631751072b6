import { createRequire } from 'node:module';

/**
 * Finnish morphology through libvoikko (Debian `libvoikko1` + `voikko-fi`), called with the
 * `koffi` FFI: Snowball's `finnish` stemmer misses consonant gradation (Helsingissä → helsing,
 * Helsinki → helsink) and never splits compounds; Voikko answers base forms and compound parts.
 * About 180,000 analyses a second, so the analyser calls it synchronously.
 */

/** One reading of a word, as Voikko gives it (several for ambiguous words: Turussa → turku, Turku). */
export interface VoikkoAnalysis {
  /** The word's base form: "Helsinki", "kuntosalivalmentaja", "joogata". */
  baseform: string;
  /** The compound structure: "+kunto(kunto)+sali(sali)+valmenta(valmentaa)+ja(+ja)". */
  wordbases: string | null;
  /** Voikko's word class: nimisana (noun), paikannimi (place name), sukunimi, teonsana ... */
  wordClass: string | null;
}

export interface Voikko {
  analyse(word: string): VoikkoAnalysis[];
}

/** What loading needs from koffi: the shared library's functions, or an error when absent. */
export type VoikkoLoader = () => Voikko;

const LIBRARY_NAMES = ['libvoikko.so.1', 'libvoikko.so', 'libvoikko.1.dylib', 'libvoikko-1.dll'];

let systemVoikko: Voikko | undefined;

/**
 * Loads libvoikko and its Finnish dictionary once per process (koffi's type names are global);
 * throws when either is missing.
 */
export const loadSystemVoikko: VoikkoLoader = () => {
  systemVoikko ??= openVoikko();
  return systemVoikko;
};

function openVoikko(): Voikko {
  // koffi is CommonJS with a native part; require keeps it out of the start-up path until used.
  const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
  let library: ReturnType<typeof koffi.load> | undefined;
  const failures: string[] = [];
  for (const name of LIBRARY_NAMES) {
    try {
      library = koffi.load(name);
      break;
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  // Read in the start-up warning: say what to install, then what was tried.
  if (!library) {
    throw new Error(
      `libvoikko is not installed; on Debian or Ubuntu: apt-get install libvoikko1 voikko-fi (npm start does it when it may use apt-get). Tried ${failures.join('; ')}`,
    );
  }

  koffi.opaque('VoikkoHandle');
  const init = library.func(
    'VoikkoHandle* voikkoInit(_Out_ const char** error, const char* langcode, const char* path)',
  );
  const analyzeWord = library.func('void** voikkoAnalyzeWordCstr(VoikkoHandle* h, const char* w)');
  const freeAnalyses = library.func('void voikko_free_mor_analysis(void** analyses)');
  const freeValue = library.func('void voikko_free_mor_analysis_value_cstr(void* value)');
  // Voikko hands out a copy of each value; koffi reads it into a JS string, then frees it.
  koffi.disposable('VoikkoValue', 'str', (pointer: unknown) => freeValue(pointer));
  const analysisValue = library.func(
    'VoikkoValue voikko_mor_analysis_value_cstr(void* analysis, const char* key)',
  );

  const error: (string | null)[] = [null];
  const handle = init(error, 'fi', null);
  if (!handle) {
    throw new Error(
      `Voikko's Finnish dictionary is missing or unusable; on Debian or Ubuntu: apt-get install voikko-fi (${error[0] ?? 'no reason given'})`,
    );
  }

  const read = (analysis: unknown, key: string) => analysisValue(analysis, key) as string | null;

  return {
    analyse(word) {
      const list = analyzeWord(handle, word) as unknown;
      if (!list) return [];
      const analyses: VoikkoAnalysis[] = [];
      try {
        for (let index = 0; ; index += 1) {
          const analysis = koffi.decode(list, index * koffi.sizeof('void*'), 'void*');
          if (!analysis) break;
          const baseform = read(analysis, 'BASEFORM');
          if (baseform) {
            analyses.push({
              baseform,
              wordbases: read(analysis, 'WORDBASES'),
              wordClass: read(analysis, 'CLASS'),
            });
          }
        }
      } finally {
        freeAnalyses(list);
      }
      return analyses;
    },
  };
}
