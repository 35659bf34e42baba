import type { Role } from '../roles.js';
import type { SentenceReader } from '../sentence.js';
import type { Token } from '../tokens.js';

/** Reads one role into the sentence: `cap(name)` gives the words of one of its captures. */
export type Handler = (s: SentenceReader, role: Role, cap: (name: string) => Token[]) => void;
