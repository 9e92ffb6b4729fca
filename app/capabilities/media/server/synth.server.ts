/**
 * A small synthesiser that writes WAV files: the demo's uploaded track is
 * made at seed time (nothing is downloaded), and tests use short ones.
 * 16-bit mono PCM; notes are plucked sine tones with a soft decay.
 */

export interface Note {
  /** MIDI note number (60 = middle C). */
  midi: number;
  /** Length in beats. */
  beats: number;
}

export interface SynthOptions {
  seconds?: number;
  sampleRate?: number;
  bpm?: number;
  notes?: readonly Note[];
}

// A short, friendly arpeggio in C major / A minor / F / G, looped.
const DEFAULT_NOTES: Note[] = [60, 64, 67, 72, 57, 60, 64, 69, 53, 57, 60, 65, 55, 59, 62, 67].map((midi) => ({
  midi,
  beats: 0.5,
}));

export function synthWav(opts: SynthOptions = {}): Buffer {
  const rate = opts.sampleRate ?? 22_050;
  const seconds = opts.seconds ?? 4;
  const beat = 60 / (opts.bpm ?? 112);
  const notes = opts.notes ?? DEFAULT_NOTES;
  const total = Math.round(rate * seconds);
  const samples = new Int16Array(total);
  let t = 0;
  let i = 0;
  while (t < seconds) {
    const note = notes[i % notes.length]!;
    const freq = 440 * 2 ** ((note.midi - 69) / 12);
    const start = Math.round(t * rate);
    const length = Math.round(note.beats * beat * rate * 1.6); // a little overlap rings on
    for (let n = 0; n < length && start + n < total; n++) {
      const x = n / rate;
      const env = Math.min(1, x * 200) * Math.exp(-x * 4);
      const v = env * (Math.sin(2 * Math.PI * freq * x) * 0.6 + Math.sin(4 * Math.PI * freq * x) * 0.15);
      samples[start + n] = Math.max(-32767, Math.min(32767, samples[start + n]! + v * 9000));
    }
    t += note.beats * beat;
    i++;
  }
  // Fade the last half second so the loop ends cleanly.
  const fade = Math.min(total, Math.round(rate * 0.5));
  for (let n = 0; n < fade; n++) samples[total - 1 - n] = Math.round(samples[total - 1 - n]! * (n / fade));
  return wavFile(samples, rate);
}

export function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(36 + data.length, 4);
  h.write("WAVE", 8, "latin1");
  h.write("fmt ", 12, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "latin1");
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
